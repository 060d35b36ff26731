import Foundation
import Testing

/// A kitchen's evening: the app open in one terminal while timers, plan entries and imports
/// arrive from other terminals, a status bar and scripts, all at once, on one library.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
struct ConcurrentWritersEndToEndTests {
    static let writers = 8
    static let callsEach = 50
    /// Monday of the planned week; each plan entry goes to one of its seven days.
    static let monday = "2026-11-23"
    static let week = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]

    /// What call `call` of writer `writer` does, turn by turn: a timer, a plan entry, an import of
    /// a file of its own, and a shopping list. No command writes shopping checks or pantry
    /// staples, so `sous shop` (which reads the plan and may do the first-start write) stands in.
    func arguments(writer: Int, call: Int, db: String, folder: URL) -> [String] {
        switch call % 4 {
        case 0: return ["--db", db, "timer", "add", "10m", "timer \(writer)-\(call)"]
        case 1: return ["--db", db, "plan", "add", Self.week[(writer + call) % 7], "Dinner", "Chickpea Curry"]
        case 2: return ["--db", db, "import", cookFile(writer: writer, call: call, folder: folder).path]
        default: return ["--db", db, "shop", "--format", "json", "--date", Self.monday]
        }
    }

    func cookFile(writer: Int, call: Int, folder: URL) -> URL {
        folder.appendingPathComponent("in/stress-\(writer)-\(call).cook")
    }

    func count(_ kind: Int) -> Int { Self.writers * (0..<Self.callsEach).filter { $0 % 4 == kind }.count }

    @Test func everyCallSucceedsAndEveryWriteIsKeptBesideTheOpenApp() throws {
        let folder = try SousBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = folder.appendingPathComponent("sous.db").path
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("in"), withIntermediateDirectories: true)
        for writer in 0..<Self.writers {
            for call in 0..<Self.callsEach where call % 4 == 2 {
                let text = "---\ntitle: Stress Soup \(writer)-\(call)\n---\nSimmer @water{500%ml} with @leeks{\(call + 1)}.\n"
                try Data(text.utf8).write(to: cookFile(writer: writer, call: call, folder: folder))
            }
        }

        let tmux = try WatchedSession.launch(folder: folder)
        try tmux.waitFor(text: "sous · Library")

        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let failures = Gathered()
        for writer in 0..<Self.writers {
            finished.enter()
            Thread.detachNewThread { [self] in
                start.wait()
                for call in 0..<Self.callsEach {
                    do {
                        let arguments = arguments(writer: writer, call: call, db: db, folder: folder)
                        let result = try SousBinary.run(arguments)
                        if result.status != 0 {
                            failures.add("\(arguments.dropFirst(2).joined(separator: " ")): exit \(result.status): \(result.err)\(result.out)")
                        }
                    } catch {
                        failures.add("writer \(writer) call \(call): \(error)")
                    }
                }
                finished.leave()
            }
        }
        for _ in 0..<Self.writers { start.signal() }
        finished.wait()
        #expect(failures.all == [], "\(failures.all.count) of \(Self.writers * Self.callsEach) calls failed")

        let timers = try jsonArray(SousBinary.run(["--db", db, "timer", "list", "--json"]))
        #expect(timers.count == count(0))
        let plan = try SousBinary.run(["--db", db, "plan", "--json", "--date", Self.monday])
        let days = try #require((try JSONSerialization.jsonObject(with: Data(plan.out.utf8)) as? [String: Any])?["days"] as? [[String: Any]])
        #expect(days.map { ($0["entries"] as? [Any])?.count ?? 0 }.reduce(0, +) == count(1))
        let recipes = try jsonArray(SousBinary.run(["--db", db, "list", "--json"]))
        let titles = recipes.compactMap { $0["title"] as? String }.filter { $0.hasPrefix("Stress Soup") }
        #expect(Set(titles).count == count(2))
        #expect(titles.count == count(2))

        // The app lived through it, has seen every timer, and still quits cleanly.
        try tmux.sendKeys("q")
        try tmux.waitFor(text: "\(count(0)) timers running")
        try tmux.sendKeys("y")
        let ended = try tmux.waitFor(text: "SOUS-ENDED")
        #expect(ended.contains("exit=0"))
    }

    func jsonArray(_ result: (status: Int32, out: String, err: String)) throws -> [[String: Any]] {
        #expect(result.status == 0, "\(result.err)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    }
}

/// Strings gathered from several threads.
private final class Gathered: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
