import SousApp
import SousCore
import Testing

@Suite struct ImportReducerTests {
    static let soup = Recipe(title: "Tomato Soup", servings: 2, ingredients: [Ingredient(quantity: Rational(4), name: "tomatoes", text: "4 tomatoes")],
                             steps: [Step(text: "Simmer the tomatoes.")])
    static let bread = Recipe(title: "Soda Bread", steps: [Step(text: "Bake.")])
    static let salad = Recipe(title: "Green Salad", steps: [Step(text: "Toss.")])

    func typing(_ text: String, into state: inout AppState) {
        for character in text { _ = reduce(&state, .keyPressed(.char(character))) }
    }

    func previewing(_ recipes: [Recipe]) -> AppState {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        typing("page.html", into: &state)
        _ = reduce(&state, .keyPressed(.enter))
        _ = reduce(&state, .importing(.fetched(source: "page.html", recipes: recipes)))
        return state
    }

    @Test func whatThePreviewedLinesContainIsWorkedOutWhenTheyArriveAndFollowsDrops() {
        let pesto = Recipe(title: "Pesto Pasta", ingredients: [Ingredient(name: "pesto", text: "2 tbsp pesto")], steps: [Step(text: "Stir.")])
        var state = previewing([pesto, Self.soup])
        #expect(state.importing?.previewSafety.count == 2)
        #expect(state.importing?.selectedDetail?.lineSafety.first?.contents.contains(FoodContents(.milk)) == true)
        _ = reduce(&state, .keyPressed(.char("d")))
        #expect(state.importing?.previewSafety.count == 1)
        #expect(state.importing?.selectedDetail?.recipe.title == "Tomato Soup")
        #expect(state.importing?.selectedDetail?.lineSafety.first?.contents.isEmpty == true)
    }

    @Test func aRecipeTheLibraryHoldsIsSaidFirstAndCanStillBeAdded() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        typing("page.html", into: &state)
        _ = reduce(&state, .keyPressed(.enter))
        _ = reduce(&state, .importing(.fetched(source: "page.html", recipes: [Self.soup], alreadyHeld: ["“Tomato Soup” (same address)"])))
        #expect(state.status?.text == "Already in the library: “Tomato Soup” (same address) · a adds it again, d drops")
        #expect(state.route == .importPreview)
        #expect(reduce(&state, .keyPressed(.char("a"))) == [.importing(.saveImported([Self.soup]))])
    }

    @Test func iAsksForASourceAndEnterStartsTheImportOffTheLoop() {
        var state = Fixtures.library(total: 5)
        #expect(reduce(&state, .keyPressed(.char("i"))) == [])
        #expect(state.importing?.prompt == .source(""))
        typing("~/soup.cookx", into: &state)
        _ = reduce(&state, .keyPressed(.backspace))
        #expect(state.importing?.prompt == .source("~/soup.cook"))
        #expect(state.status?.text.hasSuffix("~/soup.cook▏") == true)
        #expect(reduce(&state, .keyPressed(.enter)) == [.importing(.fetch(source: "~/soup.cook"))])
        #expect(state.importing?.prompt == nil)
        #expect(state.importing?.inProgress == "~/soup.cook")
        #expect(state.status == StatusMessage("Importing ~/soup.cook… · Esc cancel"))
    }

    @Test func theScreenStaysLiveWhileAnImportRunsAndShowsItsProgress() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        typing("x.cook", into: &state)
        _ = reduce(&state, .keyPressed(.enter))
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(state.library.selected == 1)
        #expect(state.status == StatusMessage("Importing x.cook… · Esc cancel"))
        _ = reduce(&state, .keyPressed(.char("i")))
        #expect(state.importing?.prompt == nil)
        #expect(state.status == StatusMessage("Still importing x.cook… · Esc cancel"))
    }

    @Test(arguments: [Key.escape, .enter])
    func escapeOrAnEmptySourceCancels(key: Key) {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        #expect(reduce(&state, .keyPressed(key)) == [])
        #expect(state.importing?.prompt == nil)
        #expect(state.importing?.inProgress == nil)
        #expect(state.status == StatusMessage("Import cancelled"))
    }

    @Test func aFailedImportSaysWhyAndStaysOnTheLibrary() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        typing("https://example.com", into: &state)
        _ = reduce(&state, .keyPressed(.enter))
        _ = reduce(&state, .importing(.fetchFailed(source: "https://example.com", message: "The host could not be reached.")))
        #expect(state.route == .library)
        #expect(state.importing?.inProgress == nil)
        #expect(state.status == StatusMessage("The host could not be reached.", kind: .error))
    }

    @Test func fetchedRecipesOpenThePreviewAndAAcceptsOne() {
        var state = previewing([Self.soup])
        #expect(state.route == .importPreview)
        #expect(state.importing?.preview == [Self.soup])
        #expect(reduce(&state, .keyPressed(.char("a"))) == [.importing(.saveImported([Self.soup]))])
        #expect(state.route == .library)
        let effects = reduce(&state, .importing(.importSaved(titles: ["Tomato Soup"])))
        #expect(effects == [.loadCategories, .loadLibrary(LibraryQuery(), offset: 0, limit: LibraryState.pageSize)])
        #expect(state.status == StatusMessage("Imported “Tomato Soup”", kind: .success))
    }

    /// After an import the cursor goes to the new recipe (the first, when several came), wherever
    /// the current order puts it, and the rows around it are loaded.
    @Test func anAcceptedImportPutsTheCursorOnTheNewRecipe() {
        var state = Fixtures.library(total: 300)
        _ = reduce(&state, .keyPressed(.char("i")))
        typing("page.html", into: &state)
        _ = reduce(&state, .keyPressed(.enter))
        _ = reduce(&state, .importing(.fetched(source: "page.html", recipes: [Self.soup])))
        _ = reduce(&state, .keyPressed(.char("a")))
        let effects = reduce(&state, .importing(.importSaved(titles: ["Tomato Soup"], ids: [251, 252])))
        #expect(effects.last == .importing(.locate(id: 251, query: LibraryQuery())))
        let located = reduce(&state, .importing(.located(id: 251, query: LibraryQuery(), index: 250)))
        #expect(state.library.selected == 250)
        let height = LibraryLayout(size: state.size).listHeight
        #expect(state.library.scrollTop <= 250 && 250 < state.library.scrollTop + height)
        guard case .loadLibrary(let query, let offset, let limit)? = located.first else {
            Issue.record("expected the rows around the new recipe to load, got \(located)")
            return
        }
        #expect(query == LibraryQuery())
        _ = reduce(&state, .libraryLoaded(Fixtures.page(total: 300, offset: offset, count: min(limit, 300 - offset))))
        #expect(state.library.selectedSummary?.id == 251)
        #expect(state.library.selected == 250)
    }

    /// A new recipe the search or a filter hides is shown anyway: the runner answers with the
    /// query that lists it (filters cleared), and the library takes that query.
    @Test func aNewRecipeHiddenByTheSearchClearsIt() {
        var state = Fixtures.library(total: 5)
        state.library.query = LibraryQuery(search: "curry", favoritesOnly: true, sort: .rating)
        let shown = LibraryQuery(sort: .rating)
        let effects = reduce(&state, .importing(.located(id: 3, query: shown, index: 2)))
        #expect(state.library.query == shown)
        #expect(state.library.selected == 2)
        #expect(effects.first == .loadLibrary(shown, offset: 0, limit: LibraryState.pageSize))
        _ = reduce(&state, .libraryLoaded(Fixtures.page(shown, total: 5)))
        #expect(state.library.selectedSummary?.id == 3)
    }

    @Test func severalRecipesArePickedWithJKAndAcceptedOneByOneOrAll() {
        var state = previewing([Self.soup, Self.bread, Self.salad])
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(state.importing?.selectedRecipe == Self.bread)
        #expect(reduce(&state, .keyPressed(.char("a"))) == [.importing(.saveImported([Self.bread]))])
        #expect(state.importing?.preview == [Self.soup, Self.salad])
        #expect(state.importing?.selectedRecipe == Self.salad)
        #expect(state.route == .importPreview)
        #expect(reduce(&state, .keyPressed(.char("A"))) == [.importing(.saveImported([Self.soup, Self.salad]))])
        #expect(state.route == .library)
    }

    @Test func dDropsOneAndEscapeDropsTheRest() {
        var state = previewing([Self.soup, Self.bread, Self.salad])
        #expect(reduce(&state, .keyPressed(.char("d"))) == [])
        #expect(state.importing?.preview == [Self.bread, Self.salad])
        #expect(state.status == StatusMessage("Dropped “Tomato Soup”"))
        #expect(reduce(&state, .keyPressed(.escape)) == [])
        #expect(state.route == .library)
        #expect(state.importing?.preview == [])
        #expect(state.status == StatusMessage("Dropped 2 recipes"))
    }

    @Test func eEditsAPreviewedRecipeBeforeItIsAccepted() {
        var state = previewing([Self.soup, Self.bread])
        _ = reduce(&state, .keyPressed(.char("j")))
        let request = EditorRequest(purpose: .preview(index: 1), recipe: Self.bread)
        #expect(reduce(&state, .keyPressed(.char("e"))) == [.importing(.openEditor(request))])
        var edited = Self.bread
        edited.title = "Irish Soda Bread"
        #expect(reduce(&state, .importing(.editorClosed(request, .changed(edited)))) == [])
        #expect(state.importing?.preview == [Self.soup, edited])
        #expect(state.route == .importPreview)
        #expect(reduce(&state, .keyPressed(.char("a"))) == [.importing(.saveImported([edited]))])
    }

    @Test func aPageWithoutRecipesSaysSo() {
        let state = previewing([])
        #expect(state.route == .library)
        #expect(state.status == StatusMessage("No recipe found in page.html", kind: .error))
    }

    @Test func helpOnThePreviewShowsItsKeys() {
        var state = previewing([Self.soup])
        _ = reduce(&state, .keyPressed(.char("?")))
        #expect(state.showsHelp)
        #expect(KeyMap.bindings(for: .importPreview).contains { $0.command == .importing(.acceptAll) })
    }
}

@Suite struct ImportPreviewScrollTests {
    @Test func jAndKScrollWhenThereIsOnlyOneRecipe() {
        let long = Recipe(title: "Long", steps: (1...40).map { Step(text: "Step \($0).") })
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        state.importing = ImportState(inProgress: "long.cook")
        _ = reduce(&state, .importing(.fetched(source: "long.cook", recipes: [long])))
        _ = reduce(&state, .keyPressed(.char("j")))
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(state.importing?.scroll == 2)
        _ = reduce(&state, .keyPressed(.char("k")))
        #expect(state.importing?.scroll == 1)
        _ = reduce(&state, .keyPressed(.char("k")))
        _ = reduce(&state, .keyPressed(.char("k")))
        #expect(state.importing?.scroll == 0)
        #expect(state.importing?.selected == 0)
    }

    @Test func kMovesUpTheListWhenThereAreSeveral() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        state.importing = ImportState(inProgress: "x")
        _ = reduce(&state, .importing(.fetched(source: "x", recipes: [ImportReducerTests.soup, ImportReducerTests.bread])))
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(state.importing?.selected == 1)
        _ = reduce(&state, .keyPressed(.char("k")))
        #expect(state.importing?.selected == 0)
    }
}
