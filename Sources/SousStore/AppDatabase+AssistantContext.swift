import Foundation
import GRDB
import SousCore

extension AppDatabase {
    /// The household's recipes that best match `words` (title, ingredients, tags, summary; best
    /// first by the full-text index's rank), at most `limit`: the background for a question about
    /// cooking in general.
    public func recipesMatching(anyOf words: [String], limit: Int) throws -> [Recipe] {
        let terms = words.map { $0.filter { $0.isLetter || $0.isNumber } }.filter { $0.count >= 3 }
        guard !terms.isEmpty else { return [] }
        let query = terms.map { "\"\($0)\"" }.joined(separator: " OR ")
        let ids = try writer.read { db in
            try Int64.fetchAll(db, sql: "SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ? ORDER BY rank LIMIT ?",
                               arguments: [query, limit])
        }
        return try ids.compactMap { try recipe(id: $0) }
    }
}
