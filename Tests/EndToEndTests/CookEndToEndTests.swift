import Foundation
import Testing

/// Cook mode and timers in the real binary: a timer that rings (reverse video and the bell), and a
/// timer that survives `kill -9`.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct CookEndToEndTests {
    static var binary: String { SousBinary.path }

    func launch(folder: URL, arguments: String, columns: Int = 100, rows: Int = 30) throws -> Tmux {
        let q = SousBinary.shellQuoted
        let db = folder.appendingPathComponent("sous.db").path
        // exec: the pane's process is sous itself, so the test can kill it by the pane's pid.
        let script = "TERM=tmux-256color exec \(q(Self.binary)) \(arguments) --db \(q(db))"
        return try Tmux(command: "sh -c \(q(script))", columns: columns, rows: rows)
    }

    /// Runs tmux on the test's private server (for commands Tmux.swift does not wrap).
    @discardableResult
    func tmuxCommand(_ tmux: Tmux, _ arguments: [String]) throws -> String {
        try ChildProcess.run(["tmux", "-L", tmux.socket] + arguments).output
    }

    @Test func aThreeSecondTimerRingsWithReverseVideoAndTheBell() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try launch(folder: folder, arguments: "cook 'Greek Salad'")
        try tmux.waitFor(text: "step 1 of")
        let log = folder.appendingPathComponent("pane-output").path
        try tmuxCommand(tmux, ["pipe-pane", "-t", "0", "-o", "cat >> " + SousBinary.shellQuoted(log)])
        try tmux.sendKeys("n")
        try tmux.type("3s eggs")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "press any key", timeout: 20)
        // Flashing alternates reverse and bold each second: poll until a reverse frame is seen.
        let deadline = Date().addingTimeInterval(10)
        var reversed = false
        while !reversed && Date() < deadline {
            let screen = try tmux.screen(escapes: true)
            reversed = screen.split(separator: "\n").contains { $0.contains("eggs") && ($0.contains("[7m") || $0.contains(";7m") || $0.contains("[7;") || $0.contains(";7;")) }
            if !reversed { usleep(100_000) }
        }
        #expect(reversed, "the ringing line is drawn in reverse video")
        var rang = false
        while !rang && Date() < deadline {
            rang = ((try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data()).contains(0x07)
            if !rang { usleep(100_000) }
        }
        #expect(rang, "the terminal bell was written")
        try tmux.sendKeys("x")
        try tmux.waitFor("the alarm silenced") { !$0.contains("press any key") }
    }

    @Test func aTimerSurvivesKillNineWithTheRightTimeLeft() throws {
        let folder = try SousBinary.temporaryFolder()
        let first = try launch(folder: folder, arguments: "")
        try first.waitFor(text: "sous · Library")
        try first.sendKeys("T")
        try first.waitFor(text: "sous · Timers")
        try first.sendKeys("n")
        try first.type("10m pasta")
        let started = Date()
        try first.sendKeys("Enter")
        try first.waitFor(text: "9:5")
        let pid = try tmuxCommand(first, ["display-message", "-p", "-t", "0", "#{pane_pid}"])
        let kill = try ChildProcess.run(["kill", "-9", pid.trimmingCharacters(in: .whitespacesAndNewlines)])
        #expect(kill.status == 0)

        let second = try launch(folder: folder, arguments: "")
        try second.waitFor(text: "sous · Library")
        try second.sendKeys("T")
        let screen = try second.waitFor("the pasta timer's row") { screen in
            screen.split(separator: "\n").contains { $0.contains("pasta") && Self.seconds(in: String($0)) != nil }
        }
        let seen = Date()
        let line = try #require(screen.split(separator: "\n").first { $0.contains("pasta") && Self.seconds(in: String($0)) != nil })
        let shown = try #require(Self.seconds(in: String(line)))
        // The time left was shown between `started` (plus the Enter's trip) and `seen`.
        let latest = 600 - seen.timeIntervalSince(started)
        #expect(Double(shown) >= latest - 1 && Double(shown) <= 600, "shown \(shown) s, expected about \(Int(latest)) s")
    }

    @Test func aTimerAddedFromAnotherTerminalAppearsOnTheDashboard() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try launch(folder: folder, arguments: "")
        try tmux.waitFor(text: "sous · Library")
        try tmux.sendKeys("T")
        try tmux.waitFor(text: "No timers running")
        let added = try ChildProcess.run([Self.binary, "timer", "add", "10m", "from the other terminal",
                                          "--db", folder.appendingPathComponent("sous.db").path])
        #expect(added.status == 0)
        // No key is pressed: only the dashboard watching the database can show it.
        try tmux.waitFor(text: "from the other terminal")
    }

    /// The last m:ss on a line, as seconds.
    static func seconds(in line: String) -> Int? {
        let words = line.split(separator: " ")
        for word in words.reversed() {
            let parts = word.split(separator: ":")
            if parts.count == 2, let m = Int(parts[0]), let s = Int(parts[1]) { return m * 60 + s }
        }
        return nil
    }
}
