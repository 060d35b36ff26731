import GRDB

extension AppDatabase {
    /// Schema version 3: the meal plan and the shopping list.
    static func registerPlanSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v3-plan") { db in
            try db.execute(sql: """
                CREATE TABLE meal_slot (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    position INTEGER NOT NULL
                );
                INSERT INTO meal_slot (name, position) VALUES ('Breakfast', 0), ('Lunch', 1), ('Dinner', 2);

                -- A recipe that is deleted leaves its entries behind with a NULL recipe_id and the
                -- remembered title, so the plan can say "(deleted recipe)" instead of losing the day.
                CREATE TABLE plan_entry (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    day TEXT NOT NULL,
                    slot_id INTEGER NOT NULL REFERENCES meal_slot(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    recipe_id INTEGER REFERENCES recipe(id) ON DELETE SET NULL,
                    title TEXT NOT NULL DEFAULT '',
                    servings INTEGER CHECK (servings IS NULL OR servings > 0),
                    note TEXT
                );
                CREATE INDEX plan_entry_on_day ON plan_entry(day, slot_id, position);
                CREATE INDEX plan_entry_on_recipe ON plan_entry(recipe_id);

                -- A template is a week's entries by weekday offset (0-6), applied to any week.
                CREATE TABLE week_template (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL UNIQUE
                );
                CREATE TABLE week_template_entry (
                    template_id INTEGER NOT NULL REFERENCES week_template(id) ON DELETE CASCADE,
                    day_offset INTEGER NOT NULL CHECK (day_offset BETWEEN 0 AND 6),
                    slot_id INTEGER NOT NULL REFERENCES meal_slot(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    recipe_id INTEGER REFERENCES recipe(id) ON DELETE SET NULL,
                    title TEXT NOT NULL DEFAULT '',
                    servings INTEGER,
                    note TEXT
                );

                -- Checks, manual items and removals belong to one list (a week, "2026-W48").
                CREATE TABLE shopping_check (
                    list_id TEXT NOT NULL,
                    item_key TEXT NOT NULL,
                    PRIMARY KEY (list_id, item_key)
                ) WITHOUT ROWID;
                CREATE TABLE shopping_manual_item (
                    list_id TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    text TEXT NOT NULL,
                    PRIMARY KEY (list_id, position)
                ) WITHOUT ROWID;
                CREATE TABLE shopping_removed_item (
                    list_id TEXT NOT NULL,
                    item_key TEXT NOT NULL,
                    PRIMARY KEY (list_id, item_key)
                ) WITHOUT ROWID;
                CREATE TABLE aisle_override (
                    item_key TEXT PRIMARY KEY NOT NULL,
                    aisle TEXT NOT NULL
                ) WITHOUT ROWID;
                CREATE TABLE pantry_staple (
                    name TEXT PRIMARY KEY NOT NULL
                ) WITHOUT ROWID;
                INSERT INTO pantry_staple (name) VALUES ('salt'), ('pepper'), ('water'), ('oil');

                -- Settings keys used by the plan: plan.week_start (1-7), shopping.units (metric|us).
                PRAGMA user_version = 3;
                """)
        }
    }
}
