import Foundation
import SousApp
import SousStore

/// Notices timers changed by another process (`sous timer add` in another terminal) by comparing
/// SQLite's `PRAGMA data_version`, which is cheap enough to ask on every wake-up of the loop.
public final class TimerChangeWatcher {
    private let database: AppDatabase
    private var lastVersion: Int?

    public init(database: AppDatabase) {
        self.database = database
        lastVersion = try? database.dataVersion()
    }

    /// The timers reloaded when the database changed since the last call, else nil.
    public func check(now: Date) -> AppAction? {
        guard let version = try? database.dataVersion(), version != lastVersion else { return nil }
        lastVersion = version
        guard let timers = try? database.timers(), let starts = try? database.timelineStarts() else { return nil }
        return .timers(.loaded(timers, starts: starts, now: now))
    }
}
