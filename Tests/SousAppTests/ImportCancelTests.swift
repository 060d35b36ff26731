import SousApp
import SousCore
import Testing

/// Esc while an import reads off the loop: the import is forgotten, the screen stays as it was,
/// and the result that comes back later is dropped, so nothing opens and nothing is saved.
@Suite struct ImportCancelTests {
    func importing(_ source: String, from state: AppState) -> AppState {
        var state = state
        _ = reduce(&state, .keyPressed(.char("i")))
        for character in source { _ = reduce(&state, .keyPressed(.char(character))) }
        #expect(reduce(&state, .keyPressed(.enter)) == [.importing(.fetch(source: source))])
        return state
    }

    @Test func escapeOnTheLibraryCancelsAndKeepsTheSearchAndTheHighlight() {
        var library = Fixtures.library(total: 5)
        library.library.query.category = "dinner"
        library.library.selected = 2
        var state = importing("soup.cook", from: library)
        #expect(reduce(&state, .keyPressed(.escape)) == [.importing(.cancelFetch(source: "soup.cook"))])
        var expected = library
        expected.importing = ImportState()
        expected.status = StatusMessage("Import cancelled")
        #expect(state == expected)
    }

    @Test func escapeOnTheDetailCancelsAndStaysOnTheRecipe() {
        // The import starts in the library; the cook opens a recipe while it reads.
        var state = importing("https://example.com/soup", from: Fixtures.library(total: 5))
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Fixtures.curry)), in: &state)
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(state.status == StatusMessage("Importing https://example.com/soup… · Esc cancel"))
        var expected = state
        #expect(reduce(&state, .keyPressed(.escape)) == [.importing(.cancelFetch(source: "https://example.com/soup"))])
        expected.importing?.inProgress = nil
        expected.status = StatusMessage("Import cancelled")
        #expect(state == expected)
        #expect(state.route == .detail)
        #expect(state.detail?.scroll == 1)
    }

    @Test func theLateResultOfACancelledImportOpensNothingAndSavesNothing() {
        var state = importing("soup.cook", from: Fixtures.library(total: 5))
        _ = reduce(&state, .keyPressed(.escape))
        let cancelled = state
        #expect(reduce(&state, .importing(.fetched(source: "soup.cook", recipes: [ImportReducerTests.soup]))) == [])
        #expect(state == cancelled)
        #expect(state.route == .library)
        #expect(state.importing?.preview == [])
    }

    @Test func theLateFailureOfACancelledImportSaysNothing() {
        var state = importing("https://example.com", from: Fixtures.library(total: 5))
        _ = reduce(&state, .keyPressed(.escape))
        let cancelled = state
        #expect(reduce(&state, .importing(.fetchFailed(source: "https://example.com", message: "Timed out."))) == [])
        #expect(state == cancelled)
        #expect(state.status == StatusMessage("Import cancelled"))
    }

    @Test func aNewImportAfterCancellingGetsOnlyItsOwnResult() {
        var state = importing("old.cook", from: Fixtures.library(total: 5))
        _ = reduce(&state, .keyPressed(.escape))
        state = importing("new.cook", from: state)
        _ = reduce(&state, .importing(.fetched(source: "old.cook", recipes: [ImportReducerTests.bread])))
        #expect(state.route == .library)
        #expect(state.importing?.inProgress == "new.cook")
        _ = reduce(&state, .importing(.fetched(source: "new.cook", recipes: [ImportReducerTests.soup])))
        #expect(state.route == .importPreview)
        #expect(state.importing?.preview == [ImportReducerTests.soup])
    }

    @Test func escapeWithNoImportUnderWayStillClearsTheSearch() {
        var state = importing("soup.cook", from: Fixtures.library(total: 5))
        _ = reduce(&state, .keyPressed(.escape))
        state.library.query.category = "dinner"
        let effects = reduce(&state, .keyPressed(.escape))
        #expect(state.library.query.category == nil)
        #expect(!effects.isEmpty)
    }

    @Test func escapeInTheSearchFieldIsTheSearchFieldsAndTheImportGoesOn() {
        var state = importing("soup.cook", from: Fixtures.library(total: 5))
        _ = reduce(&state, .keyPressed(.char("/")))
        _ = reduce(&state, .keyPressed(.char("c")))
        _ = reduce(&state, .keyPressed(.escape))
        #expect(state.library.isEditingSearch == false)
        #expect(state.importing?.inProgress == "soup.cook")
    }

    @Test func theProgressLineKeepsTheHintInViewForALongSource() {
        let source = "https://www.example.com/recipes/2024/11/the-very-best-slow-cooked-tomato-soup"
        let state = importing(source, from: Fixtures.library(total: 5, size: TerminalSize(columns: 60, rows: 20)))
        let text = state.status?.text ?? ""
        #expect(text.hasPrefix("Importing …"))
        #expect(text.hasSuffix("tomato-soup… · Esc cancel"))
        #expect(DisplayWidth.of(text) <= 60 - 12)
        let narrow = importing(source, from: Fixtures.library(total: 5, size: TerminalSize(columns: 30, rows: 10)))
        #expect(narrow.status == StatusMessage("Importing… · Esc cancel"))
    }
}
