import GRDB

extension AppDatabase {
    /// The setting that binds the library to a folder of Cooklang files (its absolute path).
    public static let folderSettingKey = "library_folder"

    /// Schema version 15: the library bound to a folder (`sous folder DIR`).
    /// - `folder_file`: each recipe file of the folder as sous last read or wrote it (path
    ///   relative to the folder, size, modification time, content hash), the recipe it holds,
    ///   and the error of a file that failed to parse (its recipe keeps its last good version).
    /// - `folder_outbox`: recipes changed in the database whose files are not yet written. Triggers
    ///   fill it only while a folder is bound, so an unbound library pays one setting lookup per
    ///   recipe written.
    /// SQL for the Monday (YYYY-MM-DD) of the week the day in column `day` falls in; the v16
    /// triggers are written with it, so it never changes.
    static func mondaySQL(_ day: String) -> String {
        "date(\(day), '-' || ((CAST(strftime('%w', \(day)) AS INTEGER) + 6) % 7) || ' days')"
    }

    static func registerFolderSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v15-folder") { db in
            try db.execute(sql: """
                CREATE TABLE folder_file (
                    path TEXT PRIMARY KEY NOT NULL,
                    recipe_id INTEGER,
                    size INTEGER NOT NULL,
                    modified REAL NOT NULL,
                    hash TEXT NOT NULL,
                    error TEXT
                );
                CREATE INDEX folder_file_on_recipe ON folder_file(recipe_id);
                CREATE TABLE folder_outbox (recipe_id INTEGER PRIMARY KEY NOT NULL);
                CREATE TRIGGER folder_outbox_on_insert AFTER INSERT ON recipe
                WHEN EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)')
                BEGIN INSERT OR IGNORE INTO folder_outbox(recipe_id) VALUES (NEW.id); END;
                CREATE TRIGGER folder_outbox_on_update AFTER UPDATE ON recipe
                WHEN EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)')
                BEGIN INSERT OR IGNORE INTO folder_outbox(recipe_id) VALUES (NEW.id); END;
                CREATE TRIGGER folder_outbox_on_delete AFTER DELETE ON recipe
                WHEN EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)')
                BEGIN INSERT OR IGNORE INTO folder_outbox(recipe_id) VALUES (OLD.id); END;
                PRAGMA user_version = 15;
                """)
        }
        // Schema version 16: the meal plan in the folder, one `.menu` file a week. Its files are
        // in `folder_file` with no recipe; `folder_plan_outbox` holds the weeks (their Mondays,
        // YYYY-MM-DD) whose plan changed and whose file is not yet written.
        migrator.registerMigration("v16-folder-plan") { db in
            let week = mondaySQL
            try db.execute(sql: """
                CREATE TABLE folder_plan_outbox (week TEXT PRIMARY KEY NOT NULL); -- a rowid table: the write-back observer hears of its inserts
                CREATE TRIGGER folder_plan_outbox_on_insert AFTER INSERT ON plan_entry
                WHEN EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)')
                BEGIN INSERT OR IGNORE INTO folder_plan_outbox(week) VALUES (\(week("NEW.day"))); END;
                CREATE TRIGGER folder_plan_outbox_on_update AFTER UPDATE ON plan_entry
                WHEN EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)')
                BEGIN
                    INSERT OR IGNORE INTO folder_plan_outbox(week) VALUES (\(week("OLD.day")));
                    INSERT OR IGNORE INTO folder_plan_outbox(week) VALUES (\(week("NEW.day")));
                END;
                CREATE TRIGGER folder_plan_outbox_on_delete AFTER DELETE ON plan_entry
                WHEN EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)')
                BEGIN INSERT OR IGNORE INTO folder_plan_outbox(week) VALUES (\(week("OLD.day"))); END;
                PRAGMA user_version = 16;
                """)
        }
        // Schema version 17: the household in the folder (`.sous/household.txt`), so that an
        // allergy entered on one device marks every other's recipes. `folder_household_outbox`
        // has its one row while the household changed and its file is not yet written.
        migrator.registerMigration("v17-folder-household") { db in
            let queue = "INSERT OR IGNORE INTO folder_household_outbox(id) VALUES (1)"
            try db.execute(sql: """
                CREATE TABLE folder_household_outbox (id INTEGER PRIMARY KEY CHECK (id = 1));
                CREATE TRIGGER folder_household_outbox_on_insert AFTER INSERT ON person
                WHEN EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)') BEGIN \(queue); END;
                CREATE TRIGGER folder_household_outbox_on_update AFTER UPDATE ON person
                WHEN EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)') BEGIN \(queue); END;
                CREATE TRIGGER folder_household_outbox_on_delete AFTER DELETE ON person
                WHEN EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)') BEGIN \(queue); END;
                PRAGMA user_version = 17;
                """)
        }
        // Schema version 18: the shopping trip in the folder (`.shopping-list`, and the ticks'
        // append-only log `.shopping-checked`). `folder_shopping_outbox` holds the log lines not
        // yet appended (a tick or untick of the trip's list, the list named by the setting
        // `folderShoppingTripKey`), and a row without a line when an item was added or removed
        // by hand, so the trip's file is written again.
        migrator.registerMigration("v18-folder-shopping") { db in
            let bound = "EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)')"
            let trip = "(SELECT value FROM setting WHERE key = '\(folderShoppingTripKey)')"
            try db.execute(sql: """
                CREATE TABLE folder_shopping_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, line TEXT);
                CREATE TRIGGER folder_shopping_outbox_on_check AFTER INSERT ON shopping_check
                WHEN \(bound) AND NEW.list_id = \(trip)
                BEGIN INSERT INTO folder_shopping_outbox(line) VALUES ('+ ' || NEW.item_key); END;
                CREATE TRIGGER folder_shopping_outbox_on_uncheck AFTER DELETE ON shopping_check
                WHEN \(bound) AND OLD.list_id = \(trip)
                BEGIN INSERT INTO folder_shopping_outbox(line) VALUES ('- ' || OLD.item_key); END;
                CREATE TRIGGER folder_shopping_outbox_on_item AFTER INSERT ON shopping_manual_item
                WHEN \(bound) AND NEW.list_id = \(trip)
                BEGIN INSERT INTO folder_shopping_outbox(line) VALUES (NULL); END;
                CREATE TRIGGER folder_shopping_outbox_on_item_removed AFTER DELETE ON shopping_manual_item
                WHEN \(bound) AND OLD.list_id = \(trip)
                BEGIN INSERT INTO folder_shopping_outbox(line) VALUES (NULL); END;
                PRAGMA user_version = 18;
                """)
        }
        // Schema version 19: the pantry and its staples in the folder (`config/pantry.conf`). An item keeps the
        // fields the Cooklang tools write that sous only carries (`bought`, `low`);
        // `folder_pantry_outbox` has its one row while the pantry changed and its file is not
        // yet written.
        migrator.registerMigration("v19-folder-pantry") { db in
            let queue = "INSERT OR IGNORE INTO folder_pantry_outbox(id) VALUES (1)"
            let bound = "EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)')"
            try db.execute(sql: """
                ALTER TABLE pantry_item ADD COLUMN bought TEXT;
                ALTER TABLE pantry_item ADD COLUMN low TEXT;
                CREATE TABLE folder_pantry_outbox (id INTEGER PRIMARY KEY CHECK (id = 1));
                CREATE TRIGGER folder_pantry_outbox_on_insert AFTER INSERT ON pantry_item WHEN \(bound) BEGIN \(queue); END;
                CREATE TRIGGER folder_pantry_outbox_on_update AFTER UPDATE ON pantry_item WHEN \(bound) BEGIN \(queue); END;
                CREATE TRIGGER folder_pantry_outbox_on_delete AFTER DELETE ON pantry_item WHEN \(bound) BEGIN \(queue); END;
                CREATE TRIGGER folder_pantry_outbox_on_staple AFTER INSERT ON pantry_staple WHEN \(bound) BEGIN \(queue); END;
                CREATE TRIGGER folder_pantry_outbox_on_staple_removed AFTER DELETE ON pantry_staple WHEN \(bound) BEGIN \(queue); END;
                PRAGMA user_version = 19;
                """)
        }
        // Schema version 20: the aisles chosen for foods in the folder (`config/aisle.conf`);
        // `folder_aisle_outbox` has its one row while they changed and the file is not yet written.
        migrator.registerMigration("v20-folder-aisles") { db in
            let queue = "INSERT OR IGNORE INTO folder_aisle_outbox(id) VALUES (1)"
            let bound = "EXISTS (SELECT 1 FROM setting WHERE key = '\(folderSettingKey)')"
            try db.execute(sql: """
                CREATE TABLE folder_aisle_outbox (id INTEGER PRIMARY KEY CHECK (id = 1));
                CREATE TRIGGER folder_aisle_outbox_on_insert AFTER INSERT ON aisle_override WHEN \(bound) BEGIN \(queue); END;
                CREATE TRIGGER folder_aisle_outbox_on_update AFTER UPDATE ON aisle_override WHEN \(bound) BEGIN \(queue); END;
                CREATE TRIGGER folder_aisle_outbox_on_delete AFTER DELETE ON aisle_override WHEN \(bound) BEGIN \(queue); END;
                PRAGMA user_version = 20;
                """)
        }
    }
}
