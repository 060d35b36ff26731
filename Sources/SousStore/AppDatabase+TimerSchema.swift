import GRDB

extension AppDatabase {
    /// Schema version 2: kitchen timers and cook sessions.
    static func registerTimerSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2-timers") { db in
            try db.execute(sql: "PRAGMA user_version = 2")
        }
    }
}
