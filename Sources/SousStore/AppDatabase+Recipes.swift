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
        try importPrepared(PreparedRecipe.all(recipes, corrections: foodCorrections(), now: Date()))
    }

    /// `importRecipes` for recipes prepared beforehand (on other cores, while the previous
    /// batch was written). A batch prepared before the food corrections changed is prepared
    /// again inside the transaction, so its allergen verdicts are never stale.
    @discardableResult
    public func importPrepared(_ prepared: [PreparedRecipe]) throws -> [Int64] {
        try writer.write { db in
            var prepared = prepared
            let corrections = try Self.foodCorrections(in: db)
            if prepared.contains(where: { $0.corrections != corrections }) {
                prepared = PreparedRecipe.all(prepared.map(\.recipe), corrections: corrections, now: Date())
            }
            var keys = IngredientKeyCache()
            var ids: [Int64] = []
            ids.reserveCapacity(prepared.count)
            // Ids on the recipes are ignored: `insert` is given none, so each row gets a new one.
            for recipe in prepared {
                ids.append(try Self.insert(recipe, keys: &keys, in: db))
            }
            if prepared.count >= Self.bulkImportSize {
                // Each batch adds index segments. A bounded merge keeps their number in check
                // during a long import; the full rewrite is left to `optimizeSearchIndex`, which
                // the importer calls once at the end (rewriting the whole index every batch made
                // saving slower and slower as the library grew).
                try db.execute(sql: "INSERT INTO recipe_fts(recipe_fts, rank) VALUES ('merge', 500)")
            }
            return ids
        }
    }

    /// While `on`, writes keep up to 32 MB of the library's pages in memory instead of SQLite's
    /// 2 MB, and the write-ahead log is copied into the library every 64 MB instead of every
    /// 4 MB: a bulk import at 100,000 recipes no longer fits its indexes in 2 MB, and reading
    /// them again and waiting for the disk at each copy cost it a fifth of its time. Off gives
    /// the memory back and the usual copies.
    public func setBulkWriting(_ on: Bool) throws {
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = \(on ? -32_000 : -2_000)")
            try db.execute(sql: "PRAGMA wal_autocheckpoint = \(on ? 16_384 : 1_000)")
        }
    }

    /// Merges the search index into one segment, so that prefix searches read a single b-tree.
    /// Call once after a bulk import (`importRecipes` in batches); it rewrites the whole index,
    /// which takes a moment on a big library.
    public func optimizeSearchIndex() throws {
        try writer.write { db in
            try db.execute(sql: "INSERT INTO recipe_fts(recipe_fts) VALUES ('optimize')")
        }
    }

    /// The whole recipe, or nil when there is none with this id.
    public func recipe(id: Int64) throws -> Recipe? {
        try writer.read { db in try Self.load(id: id, in: db) }
    }

    /// Finds one recipe from what a person typed on the command line: an id, an exact title
    /// (ignoring case), or the start of exactly one title (ignoring case and accents).
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
            // The start of a title, ignoring case and accents ("eclair" finds "Éclair Bars"): a
            // range over the sort key's index.
            let key = TitleSortKey.of(text)
            guard !key.isEmpty else { throw StoreError.notFound(text) }
            let prefixed = try Row.fetchAll(db, sql: """
                SELECT id, title, sort_title FROM recipe WHERE sort_title >= ? AND sort_title < ?
                ORDER BY sort_title, id LIMIT 50
                """, arguments: [key, key + "\u{10FFFF}"])
            let whole = prefixed.filter { ($0["sort_title"] as String) == key }
            if whole.count == 1, let recipe = try Self.load(id: whole[0]["id"], in: db) {
                return recipe
            }
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
            // The favourite flag is a search facet, so the index entry is replaced with the row.
            guard let document = try SearchDocument.stored(recipeID: id, in: db) else { return }
            try document.remove(recipeID: id, in: db)
            try db.execute(sql: "UPDATE recipe SET favorite = ?, updated_at = ? WHERE id = ?",
                           arguments: [favorite, Date(), id])
            try SearchDocument.stored(recipeID: id, in: db)?.insert(recipeID: id, in: db)
        }
    }

    /// Sets the star rating, clamped to 0...5.
    public func setRating(id: Int64, _ rating: Int) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE recipe SET rating = ?, updated_at = ? WHERE id = ?",
                           arguments: [min(max(rating, 0), 5), Date(), id])
        }
    }

    /// How many recipes the library holds.
    public func recipeCount() throws -> Int {
        try writer.read { db in try RecipeRecord.fetchCount(db) }
    }

    /// Every recipe's id and title, in one query (an import's duplicate check).
    public func recipeTitles() throws -> [(id: Int64, title: String)] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, title FROM recipe").map { ($0[0], $0[1]) }
        }
    }

    /// From this many recipes, an import also does some merging of the search index (see `importRecipes`).
    static let bulkImportSize = 500

    // MARK: - Inside a transaction

    /// Inserts the recipe row and its children, as a new row (`recipe.id` is ignored) unless `id`
    /// names the row to write (undo of a delete).
    static func insert(_ recipe: Recipe, id: Int64? = nil, now: Date, in db: Database) throws -> Int64 {
        var keys = IngredientKeyCache()
        return try insert(PreparedRecipe(recipe, corrections: foodCorrections(in: db), now: now), id: id, keys: &keys, in: db)
    }

    /// A prepared statement rather than `RecipeRecord.insert`: GRDB's generic record insert was
    /// three quarters of the time an import spent saving. The values were turned into database
    /// values when the recipe was prepared; only the id is added here.
    static func insert(_ prepared: PreparedRecipe, id: Int64? = nil, keys: inout IngredientKeyCache,
                       in db: Database) throws -> Int64 {
        // A NULL id makes SQLite pick the next one.
        try db.cachedStatement(sql: """
            INSERT INTO recipe (title, sort_title, summary, servings, yield_text, prep_minutes, cook_minutes,
                                total_minutes, category, cuisine, difficulty, rating, favorite,
                                source_url, notes, created_at, updated_at, adapted_from,
                                contents, may_contain, unsure_lines, page_nutrition, id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: prepared.recipeRow + [id])
        let rowID = db.lastInsertedRowID
        try insertRows(of: prepared, id: rowID, in: db)
        try indexIngredientKeys(prepared.keys, recipeID: rowID, replacing: id != nil, cache: &keys, in: db)
        try prepared.document.insert(recipeID: rowID, in: db)
        try storePicture(prepared.recipe.image, recipeID: rowID, replacing: false, in: db)
        return rowID
    }

    static func replace(_ recipe: Recipe, id: Int64, now: Date, in db: Database) throws {
        let prepared = try PreparedRecipe(recipe, corrections: foodCorrections(in: db), now: now)
        let recipe = prepared.recipe
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
        try insertRows(of: prepared, id: id, in: db)
        var keys = IngredientKeyCache()
        try indexIngredientKeys(prepared.keys, recipeID: id, replacing: true, cache: &keys, in: db)
        try prepared.document.insert(recipeID: id, in: db)
        // The recipe as given is what is stored: one without a picture loses the old one. (The
        // editor, whose Cooklang text has no picture, gives the old one back before saving.)
        try storePicture(recipe.image, recipeID: id, replacing: true, in: db)
        try storeSafety(prepared.safety, recipeID: id, in: db)
        try forgetStoredNutrition(recipeID: id, in: db)
    }

    /// Writes the rows the record types describe (`IngredientRecord`, `StepRecord`,
    /// `RecipeTagRecord` encode the same columns) through prepared statements, for speed.
    private static func insertRows(of prepared: PreparedRecipe, id: Int64, in db: Database) throws {
        let recipeID: StatementArguments = [id]
        if !prepared.ingredientRows.isEmpty {
            let statement = try db.cachedStatement(sql: """
                INSERT INTO ingredient (position, section, quantity_num, quantity_den, quantity_high_num,
                                        quantity_high_den, unit, name, note, original_text, source, confidence,
                                        recipe_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for row in prepared.ingredientRows { try statement.execute(arguments: row + recipeID) }
        }
        if !prepared.stepRows.isEmpty {
            let statement = try db.cachedStatement(sql: """
                INSERT INTO step (position, section, text, ingredient_refs, source, confidence, recipe_id)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
            for row in prepared.stepRows { try statement.execute(arguments: row + recipeID) }
        }
        if !prepared.tags.isEmpty {
            let statement = try db.cachedStatement(sql: "INSERT INTO recipe_tag (position, tag, recipe_id) VALUES (?, ?, ?)")
            for (position, tag) in prepared.tags.enumerated() { try statement.execute(arguments: [position, tag, id]) }
        }
    }

    /// Tags trimmed, without blanks, and without repeats that differ only in case (first wins).
    static func uniqueTags(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for tag in tags {
            let trimmed = SearchDocument.trimmed(tag)
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
        var recipe = record.recipe(tags: tags.map(\.tag), ingredients: ingredients.map(\.ingredient),
                                   steps: steps.map(\.step))
        recipe.image = try loadPicture(recipeID: id, in: db)
        return recipe
    }
}
