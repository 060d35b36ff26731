import GRDB
import SousCore

// What each recipe contains for allergies and diets, precomputed so the safety filters stay SQL.
// Every recipe write stores it in the same transaction; a new dictionary (a new sous) recomputes
// the whole library once, on the first open.
extension AppDatabase {
    /// The setting that records which detector the stored answers come from.
    static let safetyVersionKey = "diet.detector"

    /// Stores `safety` on the recipe row `id`.
    static func storeSafety(_ safety: RecipeSafety, recipeID id: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE recipe SET contents = ?, may_contain = ?, unsure_lines = ? WHERE id = ?")
            .execute(arguments: [safety.contents.rawValue, safety.mayContain.rawValue, safety.unsureLines, id])
    }

    /// Recomputes every recipe's answer now (benchmarks; a new dictionary does it on open by itself).
    public func recomputeAllSafety() throws {
        try writer.write { db in try Self.recomputeSafety(in: db) }
    }

    /// Recomputes every recipe's answer when the stored ones come from another detector version.
    static func refreshSafetyIfStale(_ writer: any DatabaseWriter) throws {
        try refreshIfStale(writer, setting: safetyVersionKey, version: AllergenDetector.standardVersion,
                           recompute: { try recomputeSafety(in: $0) })
    }

    /// Runs `recompute` when the `setting` records another version than `version` (it records the
    /// new one itself). Reads first, so an up-to-date library takes no write lock.
    static func refreshIfStale(_ writer: any DatabaseWriter, setting key: String, version: String,
                               recompute: (Database) throws -> Void) throws {
        let retry = BusyRetry(timeout: busyTimeout)
        func stored(_ db: Database) throws -> String? {
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
        }
        if try retry.run({ try writer.read { db in try stored(db) } }) == version { return }
        try retry.run {
            try writer.write { db in
                if try stored(db) != version { try recompute(db) }
            }
        }
    }

    /// Reads every ingredient line once, in recipe order, and rewrites each recipe's answer.
    static func recomputeSafety(in db: Database) throws {
        try db.execute(sql: "UPDATE recipe SET contents = 0, may_contain = 0, unsure_lines = 0")
        try recomputeSafety(ofLines: Row.fetchCursor(db, sql: """
            SELECT recipe_id, name, note, original_text FROM ingredient ORDER BY recipe_id, position
            """), in: db)
        try db.execute(sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)",
                       arguments: [safetyVersionKey, AllergenDetector.standardVersion])
    }

    /// Rewrites the answer of every recipe with an ingredient whose shopping key is `key` (a
    /// correction of what that name means changed).
    static func recomputeSafety(ofRecipesWithIngredientKey key: String, in db: Database) throws {
        try recomputeSafety(ofLines: Row.fetchCursor(db, sql: """
            SELECT recipe_id, name, note, original_text FROM ingredient
            WHERE recipe_id IN (SELECT recipe_id FROM recipe_ingredient_key
                                JOIN ingredient_key ON ingredient_key.id = recipe_ingredient_key.key_id
                                WHERE ingredient_key.key = ?)
            ORDER BY recipe_id, position
            """, arguments: [key]), in: db)
    }

    /// Stores the answer of each recipe whose lines `rows` (recipe id, name, note, text) give, in
    /// recipe order.
    private static func recomputeSafety(ofLines rows: RowCursor, in db: Database) throws {
        let detector = AllergenDetector.standard
        // The diet schema (v6) computes the first answers before corrections exist (v7).
        let corrections = try db.tableExists("nutrition_correction") ? foodCorrections(in: db) : [:]
        var recipeID: Int64?
        var lines: [IngredientSafety] = []
        func flush() throws {
            if let recipeID, !lines.isEmpty { try storeSafety(RecipeSafety(lines: lines), recipeID: recipeID, in: db) }
            lines.removeAll(keepingCapacity: true)
        }
        while let row = try rows.next() {
            let id: Int64 = row[0]
            if id != recipeID {
                try flush()
                recipeID = id
            }
            lines.append(detector.check(Ingredient(name: row[1], note: row[2], text: row[3]), corrections: corrections))
        }
        try flush()
    }
}
