import Foundation
import GRDB

// Opening a library file that other sous processes may be opening or writing at the same moment:
// the app in one terminal, `sous timer add` from another, a status bar, scripts. Each step that
// takes a lock waits for it (the busy timeout, and `BusyRetry` where SQLite does not wait), so
// opening never fails merely because someone else was busy.
extension AppDatabase {
    /// How long any open or write waits for another process's lock before giving up.
    static let busyTimeout: TimeInterval = 5

    /// Turns a rollback-journal file (a new one) into a WAL file, once; a no-op on a WAL file.
    ///
    /// Done on a connection of its own before `DatabasePool` opens, because the switch reads the
    /// header and then needs the write lock: if another process got that lock in between, SQLite
    /// answers SQLITE_BUSY at once instead of calling the busy handler, and `DatabasePool` would
    /// fail. Retried here until the busy timeout, after which the pool's own switch finds WAL set.
    static func switchToWAL(path: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        let mode = try BusyRetry(timeout: busyTimeout).run {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.writeWithoutTransaction { db in
                try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            }
        }
        guard mode?.lowercased() == "wal" else {
            throw StoreError.cannotOpen(path: path, reason: "SQLite could not put it in WAL mode (it stayed in \(mode ?? "an unknown") mode).")
        }
    }

    /// Brings the schema up to date when another process may be doing the same.
    ///
    /// A read decides first, so an up-to-date library (nearly every open) takes no write lock.
    /// GRDB's migrator reads which migrations are applied and then runs each missing one in its
    /// own IMMEDIATE transaction; two processes opening a new file can both see "v1 missing", and
    /// the second then fails on a table the first just created. That failure means progress was
    /// made elsewhere, so the migrator runs again from what is now applied; a failure with no
    /// progress by anyone is a real one and is thrown.
    static func migrate(_ writer: any DatabaseWriter) throws {
        let retry = BusyRetry(timeout: busyTimeout)
        let migrator = Self.migrator
        // Every retry follows a migration committed by someone else, so there are at most as many.
        var retriesLeft = migrator.migrations.count
        while true {
            let before = try retry.run { try writer.read { db in try migrator.appliedIdentifiers(db) } }
            if before.isSuperset(of: migrator.migrations) { return }
            do {
                try retry.run { try migrator.migrate(writer) }
                return
            } catch {
                let after = try retry.run { try writer.read { db in try migrator.appliedIdentifiers(db) } }
                guard after != before, retriesLeft > 0 else { throw error }
                retriesLeft -= 1
            }
        }
    }
}
