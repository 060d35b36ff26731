import Foundation
import GRDB
import SousCore

// Deleting a recipe, and undoing that with everything the delete took or cut loose.
extension AppDatabase {
    /// Deletes a recipe with its ingredients, steps, tags and cook sessions (the schema cascades)
    /// and its entry in the search index. Plan entries, week-template entries and timers that named
    /// it stay, without a recipe, under their remembered title. Returns what `restoreRecipe` needs
    /// to put it all back, or nil when there is no such recipe.
    @discardableResult
    public func deleteRecipe(id: Int64) throws -> DeletedRecipe? {
        try writer.write { db in
            guard let recipe = try Self.load(id: id, in: db),
                  let document = try SearchDocument.stored(recipeID: id, in: db)
            else { return nil }
            let deleted = DeletedRecipe(
                recipe: recipe,
                cookSessions: try Self.cookSessions(recipeID: id, in: db),
                planEntryIDs: try Int64.fetchAll(db, sql: "SELECT id FROM plan_entry WHERE recipe_id = ? ORDER BY id",
                                                 arguments: [id]),
                templateEntryIDs: try Int64.fetchAll(db, sql: """
                    SELECT rowid FROM week_template_entry WHERE recipe_id = ? ORDER BY rowid
                    """, arguments: [id]),
                timerIDs: try Int64.fetchAll(db, sql: "SELECT id FROM timer WHERE recipe_id = ? ORDER BY id",
                                             arguments: [id]))
            try document.remove(recipeID: id, in: db)
            _ = try RecipeRecord.deleteOne(db, key: id)
            return deleted
        }
    }

    /// Deletes a recipe and its search index entry, inside the caller's transaction (a file
    /// removed from the bound folder). No-op when there is no such recipe.
    static func removeRecipe(id: Int64, in db: Database) throws {
        guard let document = try SearchDocument.stored(recipeID: id, in: db) else { return }
        try document.remove(recipeID: id, in: db)
        _ = try RecipeRecord.deleteOne(db, key: id)
    }

    /// Puts a deleted recipe back as it was, in one transaction: under its own id (the table is
    /// AUTOINCREMENT, so no other recipe got it meanwhile), with its cook sessions, and with the plan
    /// entries, template entries and timers that named it pointing at it again. Those since removed
    /// or given another recipe are left alone. Should the id be taken after all, the recipe comes
    /// back under a new one rather than not at all. Returns the id.
    @discardableResult
    public func restoreRecipe(_ deleted: DeletedRecipe) throws -> Int64 {
        try writer.write { db in
            var ownID = deleted.recipe.id
            if let id = ownID, try RecipeRecord.exists(db, key: id) { ownID = nil }
            let id = try Self.insert(deleted.recipe, id: ownID, now: Date(), in: db)
            for session in deleted.cookSessions {
                try Self.insertCookSession(session, recipeID: id, keepingID: ownID != nil, in: db)
            }
            try Self.relink(table: "plan_entry", key: "id", ids: deleted.planEntryIDs, to: id, in: db)
            try Self.relink(table: "timer", key: "id", ids: deleted.timerIDs, to: id, in: db)
            // Template entries have no AUTOINCREMENT key: a rowid can come back for another row,
            // so the remembered title must match too.
            try Self.relink(table: "week_template_entry", key: "rowid", ids: deleted.templateEntryIDs, to: id,
                            onlyTitled: deleted.recipe.title, in: db)
            return id
        }
    }

    /// Points the rows `ids` of `table` that have no recipe at recipe `recipeID`.
    private static func relink(table: String, key: String, ids: [Int64], to recipeID: Int64,
                               onlyTitled title: String? = nil, in db: Database) throws {
        guard !ids.isEmpty else { return }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        var sql = "UPDATE \(table) SET recipe_id = ? WHERE recipe_id IS NULL AND \(key) IN (\(marks))"
        var arguments: StatementArguments = [recipeID]
        arguments += StatementArguments(ids)
        if let title {
            sql += " AND title = ?"
            arguments += [title]
        }
        try db.execute(sql: sql, arguments: arguments)
    }
}
