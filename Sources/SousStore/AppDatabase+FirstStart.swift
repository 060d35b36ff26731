import Foundation
import GRDB
import SousCore

// The one-time welcome of a new library, safe when several sous processes start on it together.
extension AppDatabase {
    /// Imports `recipes()` into an empty library the first time any sous opens it, and marks that
    /// under `settingKey` so it never happens again (nor once the library had recipes of its own).
    /// Returns whether this call imported.
    ///
    /// The check and the import share one write transaction: done as separate steps, two commands
    /// started together on a new file (a status bar and a script) both saw "not yet" and the
    /// library got the starter recipes twice. The recipes are made before the lock is taken, so
    /// other processes do not wait on their parsing.
    @discardableResult
    public func importOnFirstStart(markedBy settingKey: String, _ recipes: () throws -> [Recipe]) throws -> Bool {
        guard try setting(settingKey) == nil else { return false }
        let candidates = try recipeCount() == 0 ? recipes() : []
        let now = Date()
        return try writer.write { db in
            guard try SettingRecord.fetchOne(db, key: settingKey) == nil else { return false }
            let isEmpty = try RecipeRecord.fetchCount(db) == 0
            if isEmpty {
                for recipe in candidates { _ = try Self.insert(recipe, now: now, in: db) }
            }
            try SettingRecord(key: settingKey, value: "1").upsert(db)
            return isEmpty && !candidates.isEmpty
        }
    }
}
