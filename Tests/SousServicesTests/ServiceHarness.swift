import Foundation
import SousDesktop
import SousServices
import SousStore

/// A clock a test sets: every service reads the time from it.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time: Date

    init(_ time: Date) { self.time = time }

    var now: Date {
        get { lock.withLock { time } }
        set { lock.withLock { time = newValue } }
    }

    func advance(_ seconds: TimeInterval) { now = now.addingTimeInterval(seconds) }
}

/// A library in a temporary folder (a real SQLite file, so a test can close it and open it
/// again as a restarted sous would) and an effect runner over it at a clock the test sets, in UTC,
/// with HOME in the same folder and no desktop.
final class ServiceHarness {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)  // Wednesday 2026-11-18, 11:06:40 UTC

    let folder: URL
    let clock = TestClock(ServiceHarness.start)
    private(set) var database: AppDatabase
    private(set) var runner: EffectRunner

    var path: String { folder.appendingPathComponent("library.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-services-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = try AppDatabase(path: folder.appendingPathComponent("library.sqlite").path)
        runner = Self.runner(database, folder: folder, clock: clock)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Drops the database and the runner and opens both again, as sous does after a crash.
    func restart() throws {
        database = try AppDatabase(path: path)
        runner = Self.runner(database, folder: folder, clock: clock)
    }

    private static func runner(_ database: AppDatabase, folder: URL, clock: TestClock) -> EffectRunner {
        let environment = ["HOME": folder.path, "PATH": "/nonexistent"]
        return EffectRunner(database: database, inbox: Inbox(), environment: environment,
                            screenWake: ScreenWake(environment: environment),
                            clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!,
                            databasePath: folder.appendingPathComponent("library.sqlite").path)
    }
}
