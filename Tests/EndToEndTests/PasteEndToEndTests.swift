import Foundation
import Testing

/// A 100 KB paste into the library's search, bracketed and not: the prompt keeps its first 200
/// characters and says so, escape sequences in the paste do nothing, and sous answers the next
/// key at once.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct PasteEndToEndTests {
    /// A terminal without bracketed paste cannot tell a pasted Esc from a typed one: only the
    /// bracketed paste carries escape sequences here.
    static func bigPaste(bracketed: Bool) -> String {
        String(repeating: bracketed ? "curry \u{1B}]0;pwned\u{07}lemon " : "curry lemon ", count: 5_000)
    }

    @Test(arguments: [true, false])
    func aHugePasteIntoTheSearchIsCutWithAMessage(bracketed: Bool) throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try WatchedSession.launch(folder: folder, columns: 100, rows: 30)
        try tmux.waitFor(text: "Chicken Tikka Masala")
        try tmux.sendKeys("/")
        try tmux.waitFor(text: "/▏")
        try tmux.paste(Self.bigPaste(bracketed: bracketed), bracketed: bracketed)
        let cut = try tmux.waitFor("the paste cut to 200 characters", timeout: 60) { screen in
            screen.contains("takes up to 200 characters") && (screen.contains("curry lemon") || screen.contains("lemon curry"))
        }
        #expect(!cut.contains("0;pwned"), "the escape sequences in a paste go whole")
        try tmux.sendKeys("C-u")
        try tmux.type("tikka")
        try tmux.waitFor(text: "Chicken Tikka Masala")
        try tmux.sendKeys("Escape")
        try tmux.sendKeys("q")
        let ended = try tmux.waitFor(text: "SOUS-ENDED")
        #expect(ended.contains("exit=0"))
        #expect(try WatchedSession.terminalRestored(in: folder))
    }
}
