import Foundation
import SousCore
import Testing
@testable import SousStore

/// Several processes (the app, `sous timer add` from another terminal, a status bar, scripts)
/// open and write one library at the same moment. Connections opened from threads meet the same
/// SQLite locks as processes do, so these tests race real `AppDatabase(path:)` opens on one file.
@Suite("Many openers of one database file at once")
struct ConcurrentOpeningTests {
    let folder = NSTemporaryDirectory() + "sous-concurrent-tests-\(UUID().uuidString)"

    /// Runs `body(index)` on `count` threads released together; returns each one's error, if any.
    func together(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) -> [String] {
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        let failures = Failures()
        for index in 0..<count {
            finished.enter()
            Thread.detachNewThread {
                start.wait()
                do { try body(index) } catch { failures.add("\(index): \(error)") }
                finished.leave()
            }
        }
        for _ in 0..<count { start.signal() }
        finished.wait()
        return failures.all
    }

    @Test func openersOfANewFileAllSucceedAndKeepEveryWrite() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/sous.db"
        let failures = together(12) { index in
            for round in 0..<4 {
                let database = try AppDatabase(path: path)
                try database.addTimer(label: "timer \(index)-\(round)", seconds: 600, now: Date())
            }
        }
        #expect(failures == [])
        let database = try AppDatabase(path: path)
        #expect(try database.timers().count == 48)
        let mode = try database.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test func theFirstStartImportHappensOnceAmongManyStarters() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/sous.db"
        let imported = Failures()
        let failures = together(8) { index in
            let database = try AppDatabase(path: path)
            if try database.importOnFirstStart(markedBy: "starter_imported", { [Fixtures.cremeBrulee] }) {
                imported.add("\(index)")
            }
        }
        #expect(failures == [])
        #expect(imported.all.count == 1)
        #expect(try AppDatabase(path: path).recipeCount() == 1)
    }
}

/// Strings gathered from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
