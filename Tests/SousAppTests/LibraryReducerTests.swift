import SousApp
import SousCore
import Testing

@Suite struct LibraryReducerTests {
    /// Only the first page is asked for before the first frame; the rest once it is on screen.
    @Test func startLoadsTheFirstPageThenTheRestAfterTheFirstFrame() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        let effects = reduce(&state, .started)
        #expect(effects == [.loadLibrary(LibraryQuery(), offset: 0, limit: LibraryState.pageSize)])
        #expect(state.library.requestedOffset == 0)
        #expect(reduce(&state, .firstFrameShown) == [.loadCategories, .household(.load), .nutrition(.loadCorrections), .pantry(.load)])
    }

    @Test func moveDownAndUpClampAtTheEnds() {
        var state = Fixtures.library(total: 3)
        #expect(reduce(&state, .keyPressed(.char("j"))) == [])
        #expect(state.library.selected == 1)
        _ = reduce(&state, .keyPressed(.down))
        _ = reduce(&state, .keyPressed(.down))
        #expect(state.library.selected == 2)
        _ = reduce(&state, .keyPressed(.char("g")))
        _ = reduce(&state, .keyPressed(.up))
        #expect(state.library.selected == 0)
    }

    @Test func movingPastTheLoadedWindowAsksForTheRowsThere() {
        var state = Fixtures.library(total: 10_000)
        let effects = reduce(&state, .keyPressed(.char("G")))
        #expect(state.library.selected == 9_999)
        let height = LibraryLayout(size: state.size).listHeight
        #expect(state.library.scrollTop == 10_000 - height)
        let offset = 10_000 - height - LibraryState.pageSize / 4
        #expect(effects == [.loadLibrary(LibraryQuery(), offset: offset, limit: LibraryState.pageSize)])
        // The same request is not made twice while it is on its way.
        #expect(reduce(&state, .keyPressed(.up)) == [])
    }

    @Test func typingASearchReloadsOnEveryKeystroke() {
        var state = Fixtures.library(total: 50)
        _ = reduce(&state, .keyPressed(.char("/")))
        #expect(state.library.isEditingSearch)
        let first = reduce(&state, .keyPressed(.char("c")))
        let second = reduce(&state, .keyPressed(.char("u")))
        #expect(first == [.loadLibrary(LibraryQuery(search: "c"), offset: 0, limit: LibraryState.pageSize)])
        #expect(second == [.loadLibrary(LibraryQuery(search: "cu"), offset: 0, limit: LibraryState.pageSize)])
        // Letters that are commands elsewhere are text while searching.
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.library.query.search == "cuq")
        #expect(!state.isQuitting)
        _ = reduce(&state, .keyPressed(.backspace))
        #expect(state.library.query.search == "cu")
    }

    @Test func aStalePageIsIgnored() {
        var state = Fixtures.library(total: 50)
        _ = reduce(&state, .keyPressed(.char("/")))
        _ = reduce(&state, .keyPressed(.char("x")))
        _ = reduce(&state, .libraryLoaded(Fixtures.page(total: 99)))
        #expect(state.library.total == 50)
        _ = reduce(&state, .libraryLoaded(Fixtures.page(LibraryQuery(search: "x"), total: 2)))
        #expect(state.library.total == 2)
    }

    @Test func enterWhileSearchingOpensTheHighlightedRecipe() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("/")))
        let effects = reduce(&state, .keyPressed(.enter))
        #expect(!state.library.isEditingSearch)
        #expect(effects == [.loadRecipe(id: 1)])
    }

    @Test func escapeClearsTheSearch() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("/")))
        _ = reduce(&state, .keyPressed(.char("a")))
        let effects = reduce(&state, .keyPressed(.escape))
        #expect(state.library.query.search == "")
        #expect(!state.library.isEditingSearch)
        #expect(effects == [.loadLibrary(LibraryQuery(), offset: 0, limit: LibraryState.pageSize)])
    }

    @Test func favouriteAndRatingChangeTheRowAtOnceAndSave() {
        var state = Fixtures.library(total: 5)
        #expect(reduce(&state, .keyPressed(.char("f"))) == [.setFavorite(id: 1, true)])
        #expect(state.library.page.items[0].favorite)
        #expect(reduce(&state, .keyPressed(.char("4"))) == [.setRating(id: 1, 4)])
        #expect(state.library.page.items[0].rating == 4)
        #expect(state.status?.text == "Rated 4 of 5")
    }

    @Test(arguments: [LibrarySort.recentlyAdded, .totalTime, .rating, .title])
    func sortCycles(_ expected: LibrarySort) {
        var state = Fixtures.library(total: 5)
        var sort = LibrarySort.title
        repeat {
            _ = reduce(&state, .keyPressed(.char("s")))
            sort = state.library.query.sort
        } while sort != expected
        #expect(state.library.query.sort == expected)
        #expect(state.library.selected == 0)
    }

    @Test func categoryFilterCyclesThroughCategoriesThenAll() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .categoriesLoaded(["bread", "dinner"]))
        _ = reduce(&state, .keyPressed(.char("c")))
        #expect(state.library.query.category == "bread")
        _ = reduce(&state, .keyPressed(.char("c")))
        #expect(state.library.query.category == "dinner")
        let effects = reduce(&state, .keyPressed(.char("c")))
        #expect(state.library.query.category == nil)
        #expect(effects == [.loadLibrary(LibraryQuery(), offset: 0, limit: LibraryState.pageSize)])
    }

    @Test func clickSelectsAndASecondClickOpens() {
        var state = Fixtures.library(total: 5)
        let click = MouseEvent(kind: .press(button: 1), column: 5, row: LibraryLayout.listTop + 2)
        #expect(reduce(&state, .mouse(click)) == [])
        #expect(state.library.selected == 2)
        #expect(reduce(&state, .mouse(click)) == [.loadRecipe(id: 3)])
        _ = reduce(&state, .mouse(MouseEvent(kind: .wheelUp, column: 0, row: 5)))
        #expect(state.library.selected == 0)
    }

    @Test func wideTerminalsLoadAPreviewOfTheHighlightedRecipe() {
        var state = Fixtures.library(total: 5, size: TerminalSize(columns: 120, rows: 40))
        #expect(reduce(&state, .keyPressed(.down)) == [.loadPreview(id: 2)])
        _ = reduce(&state, .previewLoaded(Recipe(id: 2, title: "Recipe 2", ingredients: [Ingredient(name: "butter", text: "50 g butter")])))
        #expect(state.library.preview?.id == 2)
        // What the preview's lines contain is worked out once, here, not each time the pane is drawn.
        #expect(state.library.previewSafety.map { $0.contents.contains(FoodContents(.milk)) } == [true])
    }

    @Test func resizeKeepsTheSelectionVisible() {
        var state = Fixtures.library(total: 100)
        _ = reduce(&state, .keyPressed(.pageDown))
        _ = reduce(&state, .keyPressed(.pageDown))
        _ = reduce(&state, .resized(TerminalSize(columns: 30, rows: 8)))
        let height = LibraryLayout(size: state.size).listHeight
        #expect(state.library.selected >= state.library.scrollTop)
        #expect(state.library.selected < state.library.scrollTop + height)
    }

    @Test func qQuitsAndCtrlCQuitsEvenWhileSearching() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("/")))
        #expect(reduce(&state, .keyPressed(.ctrl("c"))) == [.quit])
        #expect(state.isQuitting)
        var other = Fixtures.library(total: 5)
        #expect(reduce(&other, .keyPressed(.char("q"))) == [.quit])
    }

    /// Any key but the ones that scroll a tall help closes it (see HelpLayoutTests).
    @Test func helpOpensAndAnyOtherKeyClosesIt() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("?")))
        #expect(state.showsHelp)
        _ = reduce(&state, .keyPressed(.char("x")))
        #expect(!state.showsHelp)
        #expect(state.library.selected == 0)
    }

    @Test func everyBindingInTheHelpDispatchesItsCommand() {
        for route in [Route.library, .detail] {
            for binding in KeyMap.bindings(for: route) {
                for key in binding.keys {
                    let command = KeyMap.command(for: key, on: route)
                    if case .rate = binding.command {
                        guard case .rate = command else { Issue.record("\(key) on \(route)"); continue }
                    } else {
                        #expect(command == binding.command, "\(key) on \(route)")
                    }
                }
            }
        }
    }
}
