import Foundation
import Testing

/// A timer running while the cook browses, in the real binary: the library's status line counts it
/// down without a key pressed, and `q` asks before leaving it to ring unheard.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct TimerStatusEndToEndTests {
    /// The status line: the last non-empty row of the screen.
    static func statusLine(_ screen: String) -> String {
        screen.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// The "m:ss" of the pasta timer in the status line, as seconds.
    static func pastaSeconds(_ screen: String) -> Int? {
        let line = statusLine(screen)
        guard let range = line.range(of: #"pasta \d+:\d\d"#, options: .regularExpression) else { return nil }
        let parts = line[range].dropFirst("pasta ".count).split(separator: ":")
        guard parts.count == 2, let m = Int(parts[0]), let s = Int(parts[1]) else { return nil }
        return m * 60 + s
    }

    @Test func theLibraryCountsDownTheNearestTimerAndQAsksBeforeQuitting() throws {
        let folder = try SousBinary.temporaryFolder()
        let db = folder.appendingPathComponent("sous.db").path
        #expect(try SousBinary.run(["timer", "add", "10m", "pasta", "--db", db]).status == 0)
        #expect(try SousBinary.run(["timer", "add", "1h", "roast", "--db", db]).status == 0)
        let tmux = try WatchedSession.launch(folder: folder, columns: 80, rows: 24)
        let first = try tmux.waitFor("the nearest timer in the status line") { Self.pastaSeconds($0) != nil }
        #expect(Self.statusLine(first).contains("+1"))
        let shown = try #require(Self.pastaSeconds(first))
        // No key is pressed: the line moves on by itself.
        try tmux.waitFor("the timer counting down", timeout: 5) { (Self.pastaSeconds($0) ?? shown) < shown }

        try tmux.sendKeys("q")
        try tmux.waitFor(text: "Quit? y/n")
        try tmux.sendKeys("n")
        try tmux.waitFor("the question gone, sous still open") { !$0.contains("Quit? y/n") && $0.contains("sous · Library") }
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "Quit? y/n")
        try tmux.sendKeys("y")
        let ended = try tmux.waitFor(text: "SOUS-ENDED")
        #expect(ended.contains("exit=0"))
        #expect(try WatchedSession.terminalRestored(in: folder))
        // The timers survive quitting.
        #expect(try SousBinary.run(["timer", "status", "--db", db]).out.contains("pasta"))
    }
}
