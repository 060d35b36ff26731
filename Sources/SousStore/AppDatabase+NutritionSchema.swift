import GRDB

extension AppDatabase {
    /// Schema version 7: the nutrition block a page published, kept with its recipe, and the
    /// user's corrections of which food an ingredient name means, remembered for every recipe.
    static func registerNutritionSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v7-nutrition") { db in
            try db.execute(sql: """
                -- `PageNutrition` as JSON (per serving, as the page said), or NULL.
                ALTER TABLE recipe ADD COLUMN page_nutrition TEXT;

                -- name_key: `NutritionCalculator.key(for:)` of an ingredient name ("spring onion");
                -- food_id: the USDA NDB number the user chose for it.
                CREATE TABLE nutrition_correction (
                    name_key TEXT PRIMARY KEY NOT NULL,
                    food_id TEXT NOT NULL
                ) WITHOUT ROWID;

                PRAGMA user_version = 7;
                """)
        }
    }
}
