import Foundation
import GRDB
import SousCore

// "What can I cook with what I have": candidates come from the ingredient-key index in SQL;
// only they are read and judged by `PantryMatcher`.
extension AppDatabase {
    /// Recipes ranked by what the pantry covers less what is missing, then by how much of the
    /// pantry they use and the near-dated items they use up (`PantrySuggestion.score`); a recipe
    /// must use at least one pantry item (staples alone do not count). Never judges every recipe:
    /// one query over the key index counts, per recipe naming a held key, the pantry keys it
    /// uses, the held keys and the near-dated ones, which bound its score (a line held but short
    /// only lowers it); candidates are judged in the order of that bound, stopping as soon as no
    /// unjudged one can beat the answers found. Equal scores are chosen in library order (id)
    /// and shown by title. Recipes without ingredients are never suggested.
    public func suggestRecipes(_ query: PantrySuggestionQuery, today: PlanDay) throws -> [PantrySuggestion] {
        try writer.read { db in
            let limit = max(query.limit, 0)
            guard limit > 0 else { return [] }
            let items = try Self.pantryItems(in: db)
            let staples = PantryStaples(names: try String.fetchAll(db, sql: "SELECT name FROM pantry_staple"))
            let corrections = try Self.foodCorrections(in: db)
            let matcher = PantryMatcher(items: items, staples: staples, today: today, corrections: corrections)
            let heldKeys = Set(matcher.items.keys)
            let (held, throughConcepts) = try Self.heldKeyIDs(pantryKeys: heldKeys, staples: staples, corrections: corrections, in: db)
            // Keys the pantry covers through the food graph count as pantry keys, and as near-dated
            // ones when anything is: the bounds stay bounds, the matcher judges exactly.
            let pantryKeys = heldKeys.union(throughConcepts)
            var nearKeys = Set(matcher.items.values.filter { $0.dateMark(today: today)?.isNear == true }.map(\.key))
            if !nearKeys.isEmpty { nearKeys.formUnion(throughConcepts) }
            let bounds = SignatureBounds(held: held, pantryKeys: pantryKeys, nearKeys: nearKeys)
            // An empty pantry (or one whose foods no recipe names) is used by no recipe.
            guard bounds.pantry != 0 else { return [] }

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
            if let safety = query.safety {
                filters.append("(r.contents & ?) = 0" + (safety.excludesUnsure ? " AND r.unsure_lines = 0" : ""))
                filterValues.append(safety.avoids.rawValue)
            }
            let join = filters.isEmpty ? "" : " JOIN recipe r ON r.id = s.recipe_id"
            let filterSQL = filters.isEmpty ? "" : " AND " + filters.joined(separator: " AND ")
            let ceiling = query.maxMissing ?? Int.max

            // Best first: score, then id. `Candidate.bound` never undercounts the true score.
            struct Candidate { var id: Int64; var bound: Int }
            func better(_ a: (score: Int, id: Int64), than b: (score: Int, id: Int64)) -> Bool {
                a.score != b.score ? a.score > b.score : a.id < b.id
            }
            var pending: [Candidate] = []
            // One pass over the per-recipe signatures (one row a recipe, no join of every key):
            // only recipes that may use a pantry key, and may miss no more than the ceiling.
            let rows = try Row.fetchCursor(db, sql: """
                SELECT s.recipe_id, s.key_count, s.key_signature FROM recipe_key_summary s\(join)
                WHERE s.key_count > 0 AND (s.key_signature & \(bounds.pantry)) != 0\(filterSQL)
                """, arguments: StatementArguments(filterValues))
            while let row = try rows.next() {
                let keyCount: Int = row[1], signature: Int64 = row[2]
                let missing = bounds.fewestMissing(signature)
                guard missing <= ceiling else { continue }
                pending.append(Candidate(id: row[0], bound: PantrySuggestion.score(
                    used: bounds.mostUsed(signature, keyCount: keyCount), missing: missing, usesUp: bounds.mostUsedUp(signature))))
            }
            pending.sort { better(($0.bound, $0.id), than: ($1.bound, $1.id)) }

            var results: [PantrySuggestion] = []
            func kth() -> (score: Int, id: Int64)? {
                guard results.count >= limit else { return nil }
                let sorted = results.sorted { better(($0.score, $0.recipeID ?? 0), than: ($1.score, $1.recipeID ?? 0)) }
                let last = sorted[limit - 1]
                results = Array(sorted.prefix(limit))
                return (last.score, last.recipeID ?? 0)
            }
            var next = 0
            while next < pending.count {
                if let kth = kth(), !better((pending[next].bound, pending[next].id), than: kth) { break }
                let batch = pending[next..<min(next + Self.judgeBatch, pending.count)]
                next += batch.count
                results += try Self.judge(batch.map(\.id), matcher: matcher, in: db)
                    .filter { $0.missingCount <= ceiling && $0.usedCount > 0 }
            }
            let chosen = results.sorted { better(($0.score, $0.recipeID ?? 0), than: ($1.score, $1.recipeID ?? 0)) }.prefix(limit)
            return PantrySuggestion.ranked(Array(chosen))
        }
    }

    static let judgeBatch = 64

    /// The stored keys the pantry holds or the staples cover ("black pepper" for pepper),
    /// worked out over the distinct keys, not per recipe.
    /// Also returns the keys found through the food graph.
    static func heldKeyIDs(pantryKeys: Set<String>, staples: PantryStaples, corrections: [String: String] = [:],
                           in db: Database) throws
        -> (held: [(id: Int64, key: String)], throughConcepts: Set<String>) {
        var found: [(id: Int64, key: String)] = []
        var throughConcepts = Set<String>()
        if !pantryKeys.isEmpty {
            let marks = Array(repeating: "?", count: pantryKeys.count).joined(separator: ",")
            for row in try Row.fetchAll(db, sql: "SELECT id, key FROM ingredient_key WHERE key IN (\(marks))",
                                        arguments: StatementArguments(Array(pantryKeys))) {
                found.append((row["id"], row["key"]))
            }
        }
        // Keys of the same food, a more specific or a more general one, through the food graph.
        let knowledge = FoodKnowledge.standard
        var covered = Set<Int>()
        for key in pantryKeys {
            guard let concept = FoodCorrection.concept(of: key, corrections: corrections, knowledge: knowledge) else { continue }
            covered.formUnion(knowledge.ancestors(of: concept))
            covered.formUnion(knowledge.descendants(of: concept))
        }
        let ids = covered.map { knowledge.concepts[$0].id }
        for chunk in stride(from: 0, to: ids.count, by: 500).map({ Array(ids[$0..<min($0 + 500, ids.count)]) }) {
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            for row in try Row.fetchAll(db, sql: "SELECT id, key FROM ingredient_key WHERE concept IN (\(marks))",
                                        arguments: StatementArguments(chunk)) where !pantryKeys.contains(row["key"]) {
                found.append((row["id"], row["key"]))
                throughConcepts.insert(row["key"])
            }
        }
        // Only keys ending in a staple's last word can be one ("olive oil"): LIKE narrows, `contains` decides.
        let lastWords = Set(staples.names.compactMap { $0.split(separator: " ").last.map(String.init) })
        for word in lastWords {
            let rows = try Row.fetchAll(db, sql: "SELECT id, key FROM ingredient_key WHERE key = ? OR key LIKE ?",
                                        arguments: [word, "% " + word])
            for row in rows where staples.contains(row["key"]) && !pantryKeys.contains(row["key"]) {
                found.append((row["id"], row["key"]))
            }
        }
        return (found, throughConcepts)
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
