import Foundation
import GRDB

/// The text one recipe contributes to the contentless full-text index `recipe_fts`.
///
/// The index stores no copy of the text, so removing a recipe from it means handing FTS5 the very
/// same values that were indexed. Both the insert and the removal therefore build the document
/// through this one type, from the same stored fields, in the same order.
struct SearchDocument: Equatable, Sendable {
    var title: String
    var ingredients: String
    var tags: String
    var summary: String

    init(title: String, summary: String?, ingredientNames: [String], tags: [String]) {
        self.title = title.precomposedStringWithCanonicalMapping
        self.ingredients = ingredientNames.joined(separator: " ").precomposedStringWithCanonicalMapping
        self.tags = tags.joined(separator: " ").precomposedStringWithCanonicalMapping
        self.summary = (summary ?? "").precomposedStringWithCanonicalMapping
    }

    /// The document as it is indexed now for `recipeID`, rebuilt from the stored rows.
    static func stored(recipeID: Int64, in db: Database) throws -> SearchDocument? {
        guard let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT title, summary FROM recipe WHERE id = ?"),
            arguments: [recipeID])
        else { return nil }
        let names = try String.fetchAll(
            db.cachedStatement(sql: "SELECT name FROM ingredient WHERE recipe_id = ? ORDER BY position"),
            arguments: [recipeID])
        let tags = try String.fetchAll(
            db.cachedStatement(sql: "SELECT tag FROM recipe_tag WHERE recipe_id = ? ORDER BY position"),
            arguments: [recipeID])
        return SearchDocument(title: row["title"], summary: row["summary"], ingredientNames: names, tags: tags)
    }

    func insert(recipeID: Int64, in db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO recipe_fts(rowid, title, ingredients, tags, summary) VALUES (?, ?, ?, ?, ?)
            """).execute(arguments: [recipeID, title, ingredients, tags, summary])
    }

    func remove(recipeID: Int64, in db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO recipe_fts(recipe_fts, rowid, title, ingredients, tags, summary)
            VALUES ('delete', ?, ?, ?, ?, ?)
            """).execute(arguments: [recipeID, title, ingredients, tags, summary])
    }
}
