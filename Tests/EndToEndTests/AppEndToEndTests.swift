import Foundation
import Testing

/// The real binary in a real terminal (tmux): what a cook sees and types.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .serialized)
struct AppEndToEndTests {
    func launch(folder: URL, columns: Int = 100, rows: Int = 30) throws -> Tmux {
        try WatchedSession.launch(folder: folder, columns: columns, rows: rows)
    }

    func sttyUnchanged(_ folder: URL) throws -> Bool {
        try WatchedSession.terminalRestored(in: folder)
    }

    @Test func starterLibrarySearchDetailResizeAndQuit() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try launch(folder: folder)
        let first = try tmux.waitFor("the library with its count") { screen in
            screen.contains("Chicken Tikka Masala") && screen.contains("sous · Library") && Self.totalCount(screen) != nil
        }
        let total = try #require(Self.totalCount(first))
        #expect(total >= 40)

        try tmux.sendKeys("/")
        try tmux.type("curry")
        let searched = try tmux.waitFor("the list narrowed to curries") { screen in
            guard let count = Self.totalCount(screen) else { return false }
            return screen.contains("/curry") && screen.contains("Curry") && count < total && count > 0
        }
        #expect(Self.totalCount(searched).map { $0 < total } == true)

        try tmux.sendKeys("Enter")
        try tmux.waitFor(all: ["sous ›", "Ingredients", "•"])

        try tmux.resize(columns: 30, rows: 10)
        try tmux.waitFor("the 30-column layout") { $0.split(separator: "\n").allSatisfy { $0.count <= 30 } && $0.contains("sous ›") }
        try tmux.resize(columns: 100, rows: 30)
        try tmux.waitFor("the full-size detail") { $0.contains("Ingredients") && $0.contains("sous ›") }

        try tmux.sendKeys("q")
        try tmux.waitFor(text: "sous · Library")
        try tmux.sendKeys("q")
        let ended = try tmux.waitFor(text: "SOUS-ENDED")
        #expect(ended.contains("exit=0"))
        #expect(try sttyUnchanged(folder))
    }

    @Test func tinyTerminalSaysSoAndCtrlCRestoresTheTerminal() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try launch(folder: folder, columns: 18, rows: 5)
        try tmux.waitFor(text: "too small")
        try tmux.resize(columns: 60, rows: 15)
        try tmux.waitFor(text: "sous · Library")
        try tmux.sendKeys("C-c")
        try tmux.waitFor(text: "SOUS-ENDED")
        #expect(try sttyUnchanged(folder))
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try launch(folder: folder)
        try tmux.waitFor(text: "sous · Library")
        _ = try ChildProcess.run(["pkill", "-TERM", "-f", "--", "--db \(folder.appendingPathComponent("sous.db").path)"])
        try tmux.waitFor(text: "SOUS-ENDED")
        #expect(try sttyUnchanged(folder))
    }

    @Test func favouriteAndRatingSurviveARestart() throws {
        let folder = try SousBinary.temporaryFolder()
        let tmux = try launch(folder: folder)
        try tmux.waitFor(text: "sous · Library")
        try tmux.sendKeys("/")
        try tmux.type("tikka")
        try tmux.waitFor { Self.totalCount($0) == 1 }
        try tmux.sendKeys("Tab", "f", "4")
        try tmux.waitFor(text: "Rated 4 of 5")
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "SOUS-ENDED")
        let db = folder.appendingPathComponent("sous.db").path
        let shown = try SousBinary.run(["show", "Chicken Tikka", "--db", db, "--json"])
        #expect(shown.status == 0)
        #expect(shown.out.contains("\"favorite\" : true"))
        #expect(shown.out.contains("\"rating\" : 4"))
    }

    /// The "N/M" position at the right of the status line gives the number of recipes shown.
    static func totalCount(_ screen: String) -> Int? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let status = lines.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return nil }
        guard let token = status.split(separator: " ").last, let slash = token.firstIndex(of: "/") else {
            return status.contains("0 recipes") ? 0 : nil
        }
        return Int(token[token.index(after: slash)...])
    }
}

extension Tmux {
    @discardableResult
    func waitFor(timeout: TimeInterval = 15, _ predicate: (String) -> Bool) throws -> String {
        try waitFor("a condition", timeout: timeout, predicate)
    }
}
