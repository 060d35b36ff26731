import Foundation
import GRDB
import SousCore

extension AppDatabase {
    /// Schema version 5: libraries filled before imports were cleaned may hold escape sequences,
    /// C1 and bidi controls in their text. Every stored text field holding one is rewritten through
    /// `ImportedText.clean`, with the search index and title sort keys of those recipes in step.
    static func registerCleanTextSchema(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v5-clean-text") { db in
            // Stays on this connection afterwards: SQLite cannot drop it while statements are cached.
            db.add(function: cleanFunction)
            let recipeIDs = try dirtyRecipeIDs(in: db)
            var oldDocuments: [(Int64, SearchDocument)] = []
            for id in recipeIDs {
                if let document = try SearchDocument.stored(recipeID: id, in: db) { oldDocuments.append((id, document)) }
            }
            for (id, document) in oldDocuments { try document.remove(recipeID: id, in: db) }
            for table in textColumns {
                for column in table.columns {
                    try db.execute(sql: """
                        UPDATE OR REPLACE \(table.name) SET \(column.name) = sous_clean(CAST(\(column.name) AS BLOB), \(column.multiline ? 1 : 0))
                        WHERE \(dirty(column))
                        """)
                }
            }
            let update = try db.makeStatement(sql: "UPDATE recipe SET sort_title = ? WHERE id = ?")
            for id in recipeIDs {
                guard let title = try String.fetchOne(db, sql: "SELECT title FROM recipe WHERE id = ?", arguments: [id]) else { continue }
                try update.execute(arguments: [TitleSortKey.of(title), id])
            }
            for (id, _) in oldDocuments { try SearchDocument.stored(recipeID: id, in: db)?.insert(recipeID: id, in: db) }
            try db.execute(sql: "PRAGMA user_version = 5")
        }
    }

    private struct TextColumn {
        var name: String
        var multiline = false
    }

    /// Every column that holds text from outside (keys derived from names are left alone: they
    /// are looked up, never shown).
    private static let textColumns: [(name: String, columns: [TextColumn])] = [
        ("recipe", [TextColumn(name: "title"), TextColumn(name: "summary", multiline: true), TextColumn(name: "yield_text"),
                    TextColumn(name: "category"), TextColumn(name: "cuisine"), TextColumn(name: "difficulty"),
                    TextColumn(name: "source_url"), TextColumn(name: "notes", multiline: true)]),
        ("ingredient", [TextColumn(name: "section"), TextColumn(name: "unit"), TextColumn(name: "name"),
                        TextColumn(name: "note"), TextColumn(name: "original_text")]),
        ("step", [TextColumn(name: "section"), TextColumn(name: "text", multiline: true)]),
        ("recipe_tag", [TextColumn(name: "tag")]),
        ("timer", [TextColumn(name: "label"), TextColumn(name: "recipe_title")]),
        ("cook_session", [TextColumn(name: "note", multiline: true)]),
        ("meal_slot", [TextColumn(name: "name")]),
        ("plan_entry", [TextColumn(name: "title"), TextColumn(name: "note", multiline: true)]),
        ("week_template", [TextColumn(name: "name")]),
        ("week_template_entry", [TextColumn(name: "title"), TextColumn(name: "note", multiline: true)]),
        ("shopping_manual_item", [TextColumn(name: "text")]),
        ("pantry_staple", [TextColumn(name: "name")]),
    ]

    /// Recipes with a dirty field in their own row or in an ingredient, step or tag.
    private static func dirtyRecipeIDs(in db: Database) throws -> [Int64] {
        var ids = Set<Int64>()
        for table in textColumns where ["recipe", "ingredient", "step", "recipe_tag"].contains(table.name) {
            let key = table.name == "recipe" ? "id" : "recipe_id"
            let condition = table.columns.map(dirty).joined(separator: " OR ")
            ids.formUnion(try Int64.fetchAll(db, sql: "SELECT DISTINCT \(key) FROM \(table.name) WHERE \(condition)"))
        }
        return ids.sorted()
    }

    /// An SQL test for a value `ImportedText.clean` would change, run by SQLite without calling
    /// back into Swift for the clean rows: a GLOB character class over the dropped ranges (plus
    /// line breaks in one-line fields), and NUL, which no GLOB pattern can hold, found in the bytes.
    private static func dirty(_ column: TextColumn) -> String {
        let breaks = column.multiline ? "\u{0B}-\u{1F}" : "\u{0A}-\u{1F}"
        let pattern = "*[\u{01}-\u{08}\(breaks)\u{7F}-\u{9F}\u{202A}-\u{202E}\u{2066}-\u{2069}]*"
        return "(\(column.name) GLOB '\(pattern)' OR instr(CAST(\(column.name) AS BLOB), x'00') > 0)"
    }

    /// Takes the text as bytes: read as a C string, text would end at its first NUL.
    private static let cleanFunction = DatabaseFunction("sous_clean", argumentCount: 2, pure: true) { values in
        guard let bytes = Data.fromDatabaseValue(values[0]) else { return values[0] }
        return ImportedText.clean(String(decoding: bytes, as: UTF8.self), multiline: Int.fromDatabaseValue(values[1]) == 1)
    }
}
