import Foundation
import GRDB
import SousCore

// "What can I cook with what I have": candidates come from the ingredient-key index in SQL;
// only they are read and judged by `PantryMatcher`.
extension AppDatabase {
    /// Recipes ranked by what the pantry (and the staples) cover: fewest missing first, then
    /// those using up near-dated items (`PantrySuggestion.score`). Never reads every recipe:
    /// a recipe's key signature bounds how many keys it misses, so the query asks for at most
    /// 0 missing, then 1, and so on; within those, candidates are judged exactly in the order
    /// of the best score their signature allows, stopping as soon as no unjudged one can beat
    /// the answers found. Equal scores are chosen in library order (id) and shown by title.
    /// Recipes without ingredients are never suggested.
    public func suggestRecipes(_ query: PantrySuggestionQuery, today: PlanDay) throws -> [PantrySuggestion] {
        try writer.read { db in
            let items = try Self.pantryItems(in: db)
            let staples = PantryStaples(names: try String.fetchAll(db, sql: "SELECT name FROM pantry_staple"))
            let matcher = PantryMatcher(items: items, staples: staples, today: today)
            let held = try Self.heldKeyIDs(pantryKeys: Set(matcher.items.keys), staples: staples, in: db)
            let nearKeys = Set(matcher.items.values.filter { $0.dateMark(today: today)?.isNear == true }.map(\.key))
            let nearBits = held.filter { nearKeys.contains($0.key) }.map { Self.signatureBit(forKeyID: $0.id) }
            var heldSignature: Int64 = 0
            for key in held { heldSignature |= Self.signatureBit(forKeyID: key.id) }
            let notHeld = ~heldSignature & ((Int64(1) << Self.keySignatureBits) - 1)

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

            let limit = max(query.limit, 0)
            guard limit > 0 else { return [] }
            let ceiling = query.maxMissing ?? Int.max

            // Best first: score, then id. `Candidate.bound` never undercounts the true score.
            struct Candidate { var id: Int64; var bound: Int }
            func better(_ a: (score: Int, id: Int64), than b: (score: Int, id: Int64)) -> Bool {
                a.score != b.score ? a.score > b.score : a.id < b.id
            }
            var seen = Set<Int64>()
            var pending: [Candidate] = []
            var results: [PantrySuggestion] = []
            func kth() -> (score: Int, id: Int64)? {
                guard results.count >= limit else { return nil }
                let sorted = results.sorted { better(($0.score, $0.recipeID ?? 0), than: ($1.score, $1.recipeID ?? 0)) }
                let last = sorted[limit - 1]
                results = Array(sorted.prefix(limit))
                return (last.score, last.recipeID ?? 0)
            }

            var missing = 0
            while missing <= min(ceiling, Self.signatureSearchDepth) {
                // The signature's bits outside the held keys, at most `missing` of them: each
                // `x & (x - 1)` clears one set bit.
                var bits = "(s.key_signature & \(notHeld))"
                for _ in 0..<missing { bits = "(\(bits) & (\(bits) - 1))" }
                let rows = try Row.fetchCursor(db, sql: "SELECT s.recipe_id, s.key_count, s.key_signature FROM recipe_key_summary s\(join) WHERE \(bits) = 0 AND s.key_count > 0\(filterSQL)",
                                               arguments: StatementArguments(filterValues))
                while let row = try rows.next() {
                    let id: Int64 = row[0]
                    guard seen.insert(id).inserted else { continue }
                    let signature: Int64 = row[2]
                    let keyCount: Int = row[1]
                    let missBound = (signature & notHeld).nonzeroBitCount
                    let usesUp = nearBits.reduce(0) { $0 + (signature & $1 != 0 ? 1 : 0) }
                    let bound = PantrySuggestion.score(missing: missBound, usesUp: usesUp, have: keyCount - missBound)
                    pending.append(Candidate(id: id, bound: bound))
                }
                pending.sort { better(($0.bound, $0.id), than: ($1.bound, $1.id)) }
                var next = 0
                while next < pending.count {
                    if let kth = kth(), !better((pending[next].bound, pending[next].id), than: kth) { break }
                    let batch = pending[next..<min(next + Self.judgeBatch, pending.count)]
                    next += batch.count
                    results += try Self.judge(batch.map(\.id), matcher: matcher, in: db).filter { $0.missingCount <= ceiling }
                }
                pending.removeFirst(next)
                // Recipes not yet fetched miss more than `missing`: all score below this level.
                if let kth = kth(), kth.score >= PantrySuggestion.score(missing: missing, usesUp: 0, have: 0) { break }
                missing += 1
            }
            if missing > Self.signatureSearchDepth && missing <= ceiling && results.count < limit {
                // Deep searches count held keys per recipe instead, once, fewest missing first.
                let ids = held.isEmpty ? "NULL" : held.map { String($0.id) }.joined(separator: ",")
                let bound = ceiling == Int.max ? Int64.max : Int64(ceiling)
                let deep = try Int64.fetchAll(db, sql: """
                    SELECT s.recipe_id FROM recipe_key_summary s\(join)
                    LEFT JOIN (SELECT recipe_id, count(*) AS held FROM recipe_ingredient_key
                               WHERE key_id IN (\(ids)) GROUP BY recipe_id) h ON h.recipe_id = s.recipe_id
                    WHERE s.key_count - coalesce(h.held, 0) <= ? AND s.key_count > 0\(filterSQL)
                    ORDER BY s.key_count - coalesce(h.held, 0), s.recipe_id LIMIT ?
                    """, arguments: StatementArguments([bound] + filterValues + [max(limit * 20, 200)]))
                results += try Self.judge(deep.filter { !seen.contains($0) }, matcher: matcher, in: db)
                    .filter { $0.missingCount <= ceiling }
            }
            let chosen = results.sorted { better(($0.score, $0.recipeID ?? 0), than: ($1.score, $1.recipeID ?? 0)) }.prefix(limit)
            return PantrySuggestion.ranked(Array(chosen))
        }
    }

    static let judgeBatch = 64

    /// Beyond this many missing keys the signature filter lets most recipes through and the
    /// nested bit expression grows long; a counted query takes over.
    static let signatureSearchDepth = 5

    /// The stored keys the pantry holds or the staples cover ("black pepper" for pepper),
    /// worked out over the distinct keys, not per recipe.
    static func heldKeyIDs(pantryKeys: Set<String>, staples: PantryStaples, in db: Database) throws -> [(id: Int64, key: String)] {
        var found: [(id: Int64, key: String)] = []
        if !pantryKeys.isEmpty {
            let marks = Array(repeating: "?", count: pantryKeys.count).joined(separator: ",")
            for row in try Row.fetchAll(db, sql: "SELECT id, key FROM ingredient_key WHERE key IN (\(marks))",
                                        arguments: StatementArguments(Array(pantryKeys))) {
                found.append((row["id"], row["key"]))
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
        return found
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
