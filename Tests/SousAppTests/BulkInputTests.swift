import SousApp
import SousCore
import Testing

/// Pastes and bursts of typing: prompts take pasted text whole (cleaned, one line), up to their
/// limit with a message, and a batch's superseded searches are dropped.
@Suite struct BulkInputTests {
    @Test func aPasteIntoTheSearchIsOneSearch() {
        var state = Fixtures.library(total: 50)
        _ = reduce(&state, .keyPressed(.char("/")))
        let effects = reduce(&state, .keyPressed(.paste("chicken\u{1B}[31m\ncurry")))
        #expect(state.library.query.search == "chicken curry")
        #expect(effects == [.loadLibrary(LibraryQuery(search: "chicken curry"), offset: 0, limit: LibraryState.pageSize)])
        #expect(state.status == nil)
    }

    @Test func aHugePasteIsCutAtTheLimitWithAMessage() {
        var state = Fixtures.library(total: 50)
        _ = reduce(&state, .keyPressed(.char("/")))
        let effects = reduce(&state, .keyPressed(.paste(String(repeating: "lemon ", count: 20_000))))
        #expect(state.library.query.search.count == LibraryState.searchLimit)
        #expect(effects.count == 1)
        #expect(state.status?.kind == .error)
        #expect(state.status?.text.contains("\(LibraryState.searchLimit) characters") == true)
        // Typing on at the limit changes nothing and searches nothing.
        #expect(reduce(&state, .keyPressed(.char("x"))) == [])
        #expect(state.library.query.search.count == LibraryState.searchLimit)
    }

    @Test func pastesOutsideAPromptDoNothing() {
        var state = Fixtures.library(total: 50)
        let before = state
        #expect(reduce(&state, .keyPressed(.paste("q"))) == [])
        #expect(state == before)
    }

    @Test func theTimerPromptTakesAPaste() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("T")))
        _ = reduce(&state, .keyPressed(.char("n")))
        _ = reduce(&state, .keyPressed(.paste("10m pasta\u{07}")))
        #expect(state.timers.prompt == "10m pasta")
    }

    @Test func aBatchRunsOnlyItsLastSearchAndPreview() {
        let first = Effect.loadLibrary(LibraryQuery(search: "c"), offset: 0, limit: 200)
        let last = Effect.loadLibrary(LibraryQuery(search: "cu"), offset: 0, limit: 200)
        let batch: [Effect] = [.loadCategories, first, .loadPreview(id: 1), .setFavorite(id: 3, true), last,
                               .loadPreview(id: 2), .plan(.search("a")), .plan(.search("ab"))]
        #expect(EffectBatch.coalesced(batch) == [.loadCategories, .setFavorite(id: 3, true), last, .loadPreview(id: 2), .plan(.search("ab"))])
        #expect(EffectBatch.searchText(last) == "cu")
        #expect(EffectBatch.searchText(.loadPreview(id: 2)) == nil)
    }

    @Test func promptTextKeepsWithinItsLimit() {
        var text = "ab"
        #expect(PromptText.append(.char("c"), to: &text, limit: 3) == .appended)
        if case .full = PromptText.append(.char("d"), to: &text, limit: 3) {} else { Issue.record("expected full") }
        #expect(text == "abc")
        var other = ""
        if case .cut = PromptText.append(.paste("12345"), to: &other, limit: 3) {} else { Issue.record("expected cut") }
        #expect(other == "123")
        #expect(PromptText.append(.enter, to: &other, limit: 3) == .notText)
    }
}
