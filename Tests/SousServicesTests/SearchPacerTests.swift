import SousApp
import SousCore
import SousServices
import Testing

/// Searches typed into a prompt run at most every 30 ms, the newest waiting its turn; the same
/// words again run at once.
@Suite struct SearchPacerTests {
    static func search(_ text: String) -> Effect { .loadLibrary(LibraryQuery(search: text), offset: 0, limit: 50) }

    @Test func typingFasterThanTheIntervalRunsTheNewestSearchOnce() {
        var pacer = SearchPacer()
        let start = ContinuousClock.now
        let admitted = [("c", 0), ("cu", 5), ("cur", 10)].map { text, after in
            pacer.admit(Self.search(text), text: text, now: start + .milliseconds(after))
        }
        #expect(admitted == [true, false, false])
        #expect(pacer.wait(now: start + .milliseconds(10)) == .milliseconds(20))
        let early = pacer.due(now: start + .milliseconds(20))
        #expect(early == nil, "not yet")
        let due = pacer.due(now: start + .milliseconds(30))
        #expect(due == Self.search("cur"), "only the newest")
        let again = pacer.due(now: start + .milliseconds(90))
        #expect(again == nil && pacer.wait(now: start + .milliseconds(90)) == nil)
    }

    @Test func theSameWordsAgainAreNoTypingAndRunAtOnce() {
        var pacer = SearchPacer()
        let start = ContinuousClock.now
        let first = pacer.admit(Self.search("curry"), text: "curry", now: start)
        let second = pacer.admit(Self.search("curry"), text: "curry", now: start + .milliseconds(1))
        #expect(first && second)
    }
}
