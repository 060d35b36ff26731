import Foundation
import GRDB
import SousCore

// Saving, loading and deleting whole recipes.
extension AppDatabase {
    /// Inserts a recipe (when `id` is nil) or replaces a stored one with all its ingredients,
    /// steps and tags, and returns its id. `created` is kept (or set to now), `updated` becomes now.
    @discardableResult
    public func saveRecipe(_ recipe: Recipe) throws -> Int64 {
        let now = Date()
        return try writer.write { db in
            if let id = recipe.id {
                try Self.replace(recipe, id: id, now: now, in: db)
                return id
            }
            return try Self.insert(recipe, now: now, in: db)
        }
    }

    /// Inserts many recipes in one transaction (all or none) and returns their new ids in order.
    /// Ids already set on the recipes are ignored: an import always adds.
    @discardableResult
    public func importRecipes(_ recipes: [Recipe]) throws -> [Int64] {
        let now = Date()
        return try writer.write { db in
            var ids: [Int64] = []
            ids.reserveCapacity(recipes.count)
            for recipe in recipes {
                var fresh = recipe
                fresh.id = nil
                ids.append(try Self.insert(fresh, now: now, in: db))
            }
            return ids
        }
    }

    /// The whole recipe, or nil when there is none with this id.
    public func recipe(id: Int64) throws -> Recipe? {
        try writer.read { db in try Self.load(id: id, in: db) }
    }

    /// Finds one recipe from what a person typed on the command line: an id, an exact title
    /// (ignoring case), or the start of exactly one title.
    public func findRecipe(_ idOrTitlePrefix: String) throws -> Recipe {
        let text = idOrTitlePrefix.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw StoreError.notFound(idOrTitlePrefix) }
        return try writer.read { db in
            let idText = text.hasPrefix("#") ? String(text.dropFirst()) : text
            if let id = Int64(idText), let recipe = try Self.load(id: id, in: db) {
                return recipe
            }
            let exact = try RecipeRecord
                .filter(sql: "title = ? COLLATE NOCASE", arguments: [text])
                .order(RecipeRecord.Columns.id)
                .fetchAll(db)
            if exact.count == 1, let id = exact[0].id, let recipe = try Self.load(id: id, in: db) {
                return recipe
            }
            if exact.count > 1 {
                throw StoreError.ambiguous(matches: exact.map { "\($0.title) (id \($0.id ?? 0))" })
            }
            // LIKE is case-insensitive for ASCII, which the NOCASE title index also is.
            let pattern = text
                .replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%"
            let prefixed = try Row.fetchAll(db, sql: """
                SELECT id, title FROM recipe WHERE title LIKE ? ESCAPE '\\'
                ORDER BY title COLLATE NOCASE, id LIMIT 50
                """, arguments: [pattern])
            if prefixed.count == 1, let recipe = try Self.load(id: prefixed[0]["id"], in: db) {
                return recipe
            }
            if prefixed.isEmpty { throw StoreError.notFound(text) }
            throw StoreError.ambiguous(matches: prefixed.map { row -> String in
                let title: String = row["title"]
                let id: Int64 = row["id"]
                return "\(title) (id \(id))"
            })
        }
    }

    /// Marks or unmarks a favourite. Unknown ids are ignored: the row is already gone.
    public func setFavorite(id: Int64, _ favorite: Bool) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE recipe SET favorite = ?, updated_at = ? WHERE id = ?",
                           arguments: [favorite, Date(), id])
        }
    }

    /// Sets the star rating, clamped to 0...5.
    public func setRating(id: Int64, _ rating: Int) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE recipe SET rating = ?, updated_at = ? WHERE id = ?",
                           arguments: [min(max(rating, 0), 5), Date(), id])
        }
    }

    /// Deletes a recipe, its children (by cascade) and its entry in the search index.
    public func deleteRecipe(id: Int64) throws {
        try writer.write { db in
            guard let document = try SearchDocument.stored(recipeID: id, in: db) else { return }
            try document.remove(recipeID: id, in: db)
            _ = try RecipeRecord.deleteOne(db, key: id)
        }
    }

    /// How many recipes the library holds.
    public func recipeCount() throws -> Int {
        try writer.read { db in try RecipeRecord.fetchCount(db) }
    }

    // MARK: - Inside a transaction

    private static func insert(_ recipe: Recipe, now: Date, in db: Database) throws -> Int64 {
        var record = RecipeRecord(recipe: recipe, createdAt: recipe.created ?? now,
                                  updatedAt: recipe.updated ?? now)
        try record.insert(db)
        guard let id = record.id else { throw DatabaseError(message: "recipe insert returned no id") }
        try insertChildren(of: recipe, id: id, in: db)
        return id
    }

    private static func replace(_ recipe: Recipe, id: Int64, now: Date, in db: Database) throws {
        guard let existing = try RecipeRecord.fetchOne(db, key: id),
              let oldDocument = try SearchDocument.stored(recipeID: id, in: db)
        else { throw StoreError.notFound("\(id)") }
        try oldDocument.remove(recipeID: id, in: db)
        try IngredientRecord.filter(IngredientRecord.Columns.recipeID == id).deleteAll(db)
        try StepRecord.filter(StepRecord.Columns.recipeID == id).deleteAll(db)
        try RecipeTagRecord.filter(RecipeTagRecord.Columns.recipeID == id).deleteAll(db)
        var record = RecipeRecord(recipe: recipe, createdAt: recipe.created ?? existing.createdAt, updatedAt: now)
        record.id = id
        try record.update(db)
        try insertChildren(of: recipe, id: id, in: db)
    }

    private static func insertChildren(of recipe: Recipe, id: Int64, in db: Database) throws {
        for (position, ingredient) in recipe.ingredients.enumerated() {
            try IngredientRecord(recipeID: id, position: position, ingredient: ingredient).insert(db)
        }
        for (position, step) in recipe.steps.enumerated() {
            try StepRecord(recipeID: id, position: position, step: step).insert(db)
        }
        let tags = uniqueTags(recipe.tags)
        for (position, tag) in tags.enumerated() {
            try RecipeTagRecord(recipeID: id, position: position, tag: tag).insert(db)
        }
        try SearchDocument(title: recipe.title, summary: recipe.summary,
                           ingredientNames: recipe.ingredients.map(\.name), tags: tags)
            .insert(recipeID: id, in: db)
    }

    /// Tags trimmed, without blanks, and without repeats that differ only in case (first wins).
    static func uniqueTags(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for tag in tags {
            let trimmed = tag.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty && seen.insert(trimmed.lowercased()).inserted {
                result.append(trimmed)
            }
        }
        return result
    }

    static func load(id: Int64, in db: Database) throws -> Recipe? {
        guard let record = try RecipeRecord.fetchOne(db, key: id) else { return nil }
        let ingredients = try IngredientRecord
            .filter(IngredientRecord.Columns.recipeID == id)
            .order(IngredientRecord.Columns.position)
            .fetchAll(db)
        let steps = try StepRecord
            .filter(StepRecord.Columns.recipeID == id)
            .order(StepRecord.Columns.position)
            .fetchAll(db)
        let tags = try RecipeTagRecord
            .filter(RecipeTagRecord.Columns.recipeID == id)
            .order(RecipeTagRecord.Columns.position)
            .fetchAll(db)
        return record.recipe(tags: tags.map(\.tag), ingredients: ingredients.map(\.ingredient),
                             steps: steps.map(\.step))
    }
}
