import GRDB
import SousCore

extension AppDatabase {
    /// Schema version 4: titles sort without case or accents ("Éclair" among the E's), through a
    /// stored sort key with its own indexes. The title index stays for lookups by title.
    static func registerSortTitleSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v4-sort-title") { db in
            try db.execute(sql: "ALTER TABLE recipe ADD COLUMN sort_title TEXT NOT NULL DEFAULT ''")
            let update = try db.makeStatement(sql: "UPDATE recipe SET sort_title = ? WHERE id = ?")
            let rows = try Row.fetchCursor(db, sql: "SELECT id, title FROM recipe")
            var keys: [(Int64, String)] = []
            while let row = try rows.next() {
                keys.append((row["id"], TitleSortKey.of(row["title"])))
            }
            for (id, key) in keys { try update.execute(arguments: [key, id]) }
            try db.execute(sql: """
                DROP INDEX recipe_on_total_time;
                DROP INDEX recipe_on_rating;
                CREATE INDEX recipe_on_sort_title ON recipe(sort_title, id);
                CREATE INDEX recipe_on_total_time ON recipe(total_minutes IS NULL, total_minutes, sort_title, id);
                CREATE INDEX recipe_on_rating ON recipe(rating DESC, sort_title, id);
                PRAGMA user_version = 4;
                """)
        }
    }
}
