import Foundation
import GRDB
import SousCore

// "What can I cook with what I have": candidates come from the ingredient-key index in SQL;
// only they are read and judged by `PantryMatcher`.
extension AppDatabase {
    /// Recipes ranked by what the pantry (and the staples) cover: fewest missing first, then
    /// those using up near-dated items. Never reads every recipe: a recipe's key signature
    /// bounds how many keys it misses, so the query asks for at most 0 missing, then 1, and so
    /// on until enough answers are found; the few candidates are then checked exactly.
    public func suggestRecipes(_ query: PantrySuggestionQuery, today: PlanDay) throws -> [PantrySuggestion] {
        try writer.read { db in
            let items = try Self.pantryItems(in: db)
            let staples = PantryStaples(names: try String.fetchAll(db, sql: "SELECT name FROM pantry_staple"))
            let matcher = PantryMatcher(items: items, staples: staples, today: today)
            let haveIDs = try Self.heldKeyIDs(pantryKeys: Set(matcher.items.keys), staples: staples, in: db)
            var haveSignature: Int64 = 0
            for id in haveIDs { haveSignature |= Self.signatureBit(forKeyID: id) }
            let notHeld = ~haveSignature & ((Int64(1) << Self.keySignatureBits) - 1)

            var filters: [String] = []
            var filterValues: [(any DatabaseValueConvertible)?] = []
            if let minutes = query.maxMinutes {
                filters.append("coalesce(r.total_minutes, r.prep_minutes + r.cook_minutes, r.prep_minutes, r.cook_minutes) <= ?")
                filterValues.append(minutes)
            }
            if let category = query.category {
                filters.append("r.category = ? COLLATE NOCASE")
                filterValues.append(category)
            }
            let join = filters.isEmpty ? "" : " JOIN recipe r ON r.id = s.recipe_id"
            let filterSQL = filters.isEmpty ? "" : " AND " + filters.joined(separator: " AND ")

            let limit = max(query.limit, 0)
            let ceiling = query.maxMissing ?? Int.max
            let recipeCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe_key_summary") ?? 0
            var judged = Set<Int64>()
            var results: [PantrySuggestion] = []
            var missing = 0
            while missing <= ceiling {
                let candidates: [Int64]
                if missing <= Self.signatureSearchDepth {
                    // The signature's bits outside the held keys, at most `missing` of them:
                    // each `x & (x - 1)` clears one set bit.
                    var bits = "(s.key_signature & \(notHeld))"
                    for _ in 0..<missing { bits = "(\(bits) & (\(bits) - 1))" }
                    candidates = try Int64.fetchAll(db, sql: "SELECT s.recipe_id FROM recipe_key_summary s\(join) WHERE \(bits) = 0\(filterSQL)",
                                                    arguments: StatementArguments(filterValues))
                } else {
                    // Deep searches count held keys per recipe instead, once, best first.
                    let ids = haveIDs.isEmpty ? "NULL" : haveIDs.map(String.init).joined(separator: ",")
                    let bound = ceiling == Int.max ? Int64.max : Int64(ceiling)
                    candidates = try Int64.fetchAll(db, sql: """
                        SELECT s.recipe_id FROM recipe_key_summary s\(join)
                        LEFT JOIN (SELECT recipe_id, count(*) AS held FROM recipe_ingredient_key
                                   WHERE key_id IN (\(ids)) GROUP BY recipe_id) h ON h.recipe_id = s.recipe_id
                        WHERE s.key_count - coalesce(h.held, 0) <= ?\(filterSQL)
                        ORDER BY s.key_count - coalesce(h.held, 0) LIMIT ?
                        """, arguments: StatementArguments([bound] + filterValues + [max(limit * 20, 200)]))
                    missing = Int.max
                }
                let fresh = candidates.filter { !judged.contains($0) }
                judged.formUnion(fresh)
                for suggestion in try Self.judge(fresh, matcher: matcher, in: db) where suggestion.missingCount <= ceiling {
                    results.append(suggestion)
                }
                let settled = results.filter { $0.missingCount <= missing }.count
                if settled >= limit || judged.count >= recipeCount { break }
                if missing == Int.max { break }
                missing += 1
            }
            return Array(PantrySuggestion.ranked(results).prefix(limit))
        }
    }

    /// Beyond this many missing keys the signature filter lets most recipes through and the
    /// nested bit expression grows long; a counted query takes over.
    static let signatureSearchDepth = 5

    /// Ids of the stored keys the pantry holds or the staples cover ("black pepper" for
    /// pepper), worked out over the distinct keys, not per recipe.
    static func heldKeyIDs(pantryKeys: Set<String>, staples: PantryStaples, in db: Database) throws -> [Int64] {
        var ids: [Int64] = []
        if !pantryKeys.isEmpty {
            ids += try Int64.fetchAll(db, sql: "SELECT id FROM ingredient_key WHERE key IN (\(Array(repeating: "?", count: pantryKeys.count).joined(separator: ",")))",
                                      arguments: StatementArguments(Array(pantryKeys)))
        }
        // Only keys ending in a staple's last word can be one ("olive oil"): LIKE narrows, `contains` decides.
        let lastWords = Set(staples.names.compactMap { $0.split(separator: " ").last.map(String.init) })
        for word in lastWords {
            let rows = try Row.fetchAll(db, sql: "SELECT id, key FROM ingredient_key WHERE key = ? OR key LIKE ?",
                                        arguments: [word, "% " + word])
            for row in rows where staples.contains(row["key"]) && !pantryKeys.contains(row["key"]) {
                ids.append(row["id"])
            }
        }
        return ids
    }

    /// The candidates read (title, times, ingredients only) and judged exactly.
    static func judge(_ ids: [Int64], matcher: PantryMatcher, in db: Database) throws -> [PantrySuggestion] {
        guard !ids.isEmpty else { return [] }
        var results: [PantrySuggestion] = []
        for chunk in stride(from: 0, to: ids.count, by: 500).map({ Array(ids[$0..<min($0 + 500, ids.count)]) }) {
            let list = chunk.map(String.init).joined(separator: ",")
            var recipes: [Int64: Recipe] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT id, title, servings, category,
                       coalesce(total_minutes, prep_minutes + cook_minutes, prep_minutes, cook_minutes) AS minutes
                FROM recipe WHERE id IN (\(list))
                """) {
                let id: Int64 = row["id"]
                recipes[id] = Recipe(id: id, title: row["title"], servings: row["servings"], totalMinutes: row["minutes"],
                                     category: row["category"])
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT recipe_id, quantity_num, quantity_den, quantity_high_num, quantity_high_den, unit, name
                FROM ingredient WHERE recipe_id IN (\(list)) ORDER BY recipe_id, position
                """) {
                let id: Int64 = row["recipe_id"]
                let num: Int? = row["quantity_num"], den: Int? = row["quantity_den"]
                let highNum: Int? = row["quantity_high_num"], highDen: Int? = row["quantity_high_den"]
                recipes[id]?.ingredients.append(Ingredient(
                    quantity: num.map { Rational($0, den ?? 1) }, quantityHigh: highNum.map { Rational($0, highDen ?? 1) },
                    unit: row["unit"], name: row["name"]))
            }
            for id in chunk {
                if let recipe = recipes[id] { results.append(matcher.suggestion(for: recipe)) }
            }
        }
        return results
    }
}
