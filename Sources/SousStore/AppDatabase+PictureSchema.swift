import Foundation
import GRDB
import SousCore

extension AppDatabase {
    /// Schema version 9: each recipe's picture, at most one, in a table of its own so that the
    /// library's paging and search never read a blob (only `recipe(id:)` does). The bytes are
    /// kept as they came (never decoded); `byte_count` lets a listing say how big a picture is
    /// without reading it, and the blob is the last column so reading the others stops short of it.
    ///
    /// Libraries written by a sous that had the timeline (v10) but not pictures get this one after
    /// it: the migrator runs whatever is missing, and the version number never goes down.
    static func registerPictureSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v9-pictures") { db in
            try db.execute(sql: """
                CREATE TABLE recipe_image (
                    recipe_id INTEGER PRIMARY KEY REFERENCES recipe(id) ON DELETE CASCADE,
                    format TEXT NOT NULL,
                    byte_count INTEGER NOT NULL,
                    source TEXT,
                    data BLOB NOT NULL
                );
                """)
            if try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 < 9 {
                try db.execute(sql: "PRAGMA user_version = 9")
            }
        }
    }

    /// Writes the recipe's picture, replacing any it had; no picture removes the old one.
    /// Called inside every recipe write, so a recipe and its picture change together.
    static func storePicture(_ image: RecipeImage?, recipeID: Int64, replacing: Bool, in db: Database) throws {
        if replacing {
            try db.cachedStatement(sql: "DELETE FROM recipe_image WHERE recipe_id = ?").execute(arguments: [recipeID])
        }
        guard let image else { return }
        try db.cachedStatement(sql: """
            INSERT INTO recipe_image (recipe_id, format, byte_count, source, data) VALUES (?, ?, ?, ?, ?)
            """).execute(arguments: [recipeID, image.format.rawValue, image.data.count, image.source, image.data])
    }

    /// The stored picture, checked again by its first bytes: a row that no longer reads as a
    /// picture (a damaged file, a hand edit) gives none rather than an error.
    static func loadPicture(recipeID: Int64, in db: Database) throws -> RecipeImage? {
        guard let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT source, data FROM recipe_image WHERE recipe_id = ?"), arguments: [recipeID])
        else { return nil }
        guard let data = row["data"] as Data? else { return nil }
        return RecipeImage(data: data, source: row["source"])
    }
}
