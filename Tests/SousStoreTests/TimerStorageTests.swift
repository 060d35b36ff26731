import Foundation
import GRDB
import SousCore
import Testing
@testable import SousStore

@Suite struct TimerStorageTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aChangeIsReadAndWrittenInOneTransactionAndNilRemoves() throws {
        let db = try AppDatabase.inMemory()
        let pasta = try db.addTimer(label: "pasta", seconds: 600, now: now)
        try db.changeTimer(id: pasta.id) { $0.pausedOrResumed(at: self.now.addingTimeInterval(100)) }
        #expect(try db.timers().first?.pausedRemaining == 500)
        try db.changeTimer(id: pasta.id) { $0.adding(60, at: self.now.addingTimeInterval(200)) }
        #expect(try db.timers().first?.pausedRemaining == 560)
        // No such timer: nothing happens.
        try db.changeTimer(id: 999) { _ in nil }
        try db.changeTimer(id: pasta.id) { $0.acknowledged(at: self.now) }
        #expect(try db.timers().isEmpty)
    }

    @Test func timersKeepAbsoluteEndTimesAndPauses() throws {
        let db = try AppDatabase.inMemory()
        let recipeID = try db.saveRecipe(Fixtures.cremeBrulee)
        let pasta = try db.addTimer(label: "pasta", seconds: 600, now: now)
        let bake = try db.addTimer(label: "Bake", seconds: 1200, now: now, recipeID: recipeID, recipeTitle: "Crème Brûlée",
                                   stepIndex: 2, reminderSeconds: 1500)
        var stored = try db.timers()
        #expect(stored == [pasta, bake])
        #expect(stored[1].endsAt == now.addingTimeInterval(1200))
        #expect(stored[1].remindAt == now.addingTimeInterval(1500))
        #expect(stored[1].remaining(at: now.addingTimeInterval(200)) == 1000)

        stored[0].state = .paused
        stored[0].pausedRemaining = 321
        try db.updateTimer(stored[0])
        #expect(try db.timers()[0].remaining(at: now.addingTimeInterval(10_000)) == 321)

        #expect(try db.deleteTimer(id: pasta.id))
        #expect(try !db.deleteTimer(id: pasta.id))
        #expect(try db.timers().map(\.label) == ["Bake"])
    }

    @Test func cookSessionsGiveTheHistory() throws {
        let db = try AppDatabase.inMemory()
        let recipeID = try db.saveRecipe(Fixtures.cremeBrulee)
        #expect(try db.cookHistory(recipeID: recipeID) == CookHistory(count: 0, lastCooked: nil))
        for day in 0..<3 {
            let start = now.addingTimeInterval(Double(day) * 86_400)
            let id = try db.startCookSession(recipeID: recipeID, servings: 4, at: start)
            try db.endCookSession(id: id, at: start.addingTimeInterval(3600), rating: day == 2 ? 5 : nil, note: "good")
        }
        _ = try db.startCookSession(recipeID: recipeID, servings: 2, at: now.addingTimeInterval(9 * 86_400))
        let history = try db.cookHistory(recipeID: recipeID)
        #expect(history.count == 3)
        #expect(history.lastCooked == now.addingTimeInterval(2 * 86_400 + 3600))
    }

    @Test func anotherConnectionsWriteChangesTheDataVersion() throws {
        let path = NSTemporaryDirectory() + "sous-timer-\(UUID().uuidString).db"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try AppDatabase(path: path)
        let before = try app.dataVersion()
        try app.addTimer(label: "own", seconds: 60, now: now)
        #expect(try app.dataVersion() == before, "its own writes are not news")
        let other = try AppDatabase(path: path)
        try other.addTimer(label: "from the command line", seconds: 60, now: now)
        #expect(try app.dataVersion() != before)
        #expect(try app.timers().count == 2)
    }

    @Test func schemaIsVersionTwoOrLater() throws {
        let db = try AppDatabase.inMemory()
        let tables = try db.writer.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
        #expect(tables.contains("timer"))
        #expect(tables.contains("cook_session"))
    }
}

/// `AppDatabase.openForReading`: what `sous timer status` uses, every second, from a status bar.
@Suite struct ReadOnlyOpeningTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-readonly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aCurrentLibraryIsReadAndNeverWritten() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("lib.db").path
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let pasta = try AppDatabase(path: path).addTimer(label: "pasta", seconds: 600, now: now)
        let reader = try #require(try AppDatabase.openForReading(path: path))
        #expect(try reader.timers() == [pasta])
        #expect(try reader.timelineStarts().isEmpty)
        #expect(throws: (any Error).self) { try reader.addTimer(label: "eggs", seconds: 60, now: now) }
    }

    @Test func anOlderLibraryIsLeftToTheNormalOpenWhichMigratesIt() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("old.db").path
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: "v5-clean-text")
        try queue.close()
        #expect(try AppDatabase.openForReading(path: path) == nil)
        #expect(try AppDatabase(path: path).timers().isEmpty)
        #expect(try AppDatabase.openForReading(path: path) != nil, "migrated now")
    }

    @Test func aNewerLibraryIsLeftToTheNormalOpenWhichRefusesIt() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("new.db").path
        _ = try AppDatabase(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "PRAGMA user_version = \(AppDatabase.schemaVersion + 1)") }
        try queue.close()
        #expect(try AppDatabase.openForReading(path: path) == nil)
        #expect(throws: StoreError.self) { try AppDatabase(path: path) }
    }
}
