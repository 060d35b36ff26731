import GRDB
import SousCore

/// Turns a `LibraryQuery` into SQL for one page of summaries and for the number of matches.
///
/// The search runs on every keystroke over up to 100,000 recipes, so the plan depends on how
/// many recipes the typed words match (measured on 100,000 recipes, see the store's notes):
/// - `.narrow` (a specific word, few matches): FTS5 yields the matches, each is joined to its
///   row by id, and the few rows are sorted.
/// - `.walk` (the first one to three letters of a word: most of the library matches): read the
///   sort's index in order and keep each row FTS5 confirms by rowid, stopping once the page is
///   full, instead of sorting most of the library. Only for words the prefix indexes cover: for a
///   longer prefix FTS5 would merge every matching term's doclist again on each look-up.
/// - `.matchList` (many matches, longer words or deep pages): build the set of matching ids once,
///   then read the sort's index keeping the rows in the set.
/// The category and favourite filters are tokens of the FTS document (`facets`), so the match set
/// is already filtered and a search is always counted by FTS5 alone, without touching `recipe`.
/// The safety filter ("safe for Sam") is a condition on the recipe's precomputed contents: a page
/// reads the sort index and skips rows that fail it; a count without words scans the narrow
/// `recipe_on_contents` index.
struct LibraryRequest: Sendable {
    enum Plan: Equatable, Sendable, CaseIterable {
        case plain, narrow, walk, matchList
    }

    /// Below this many matches, sorting the matches beats reading the sort index.
    static let narrowLimit = 3000
    /// Beyond this many expected FTS5 look-ups (one per row read), building the match set wins.
    static let walkLookups = 400
    /// The longest prefix the `recipe_fts` prefix indexes cover (`prefix = '1 2 3'`).
    static let indexedPrefixLength = 3

    let pattern: SearchPattern
    let category: String?
    let favoritesOnly: Bool
    let sort: LibrarySort
    let safety: SafetyFilter?

    init(_ query: LibraryQuery) {
        pattern = SearchPattern(query.search)
        category = query.category.flatMap { $0.isEmpty ? nil : $0 }
        favoritesOnly = query.favoritesOnly
        sort = query.sort
        safety = query.safety
    }

    static let summaryColumns = "r.id, r.title, r.category, r.total_minutes, r.rating, r.favorite, "
        + "r.contents, r.may_contain, r.unsure_lines"

    /// The safety filter as SQL on `r`, with its argument; nil without one.
    var safetyCondition: (sql: String, arguments: StatementArguments)? {
        guard let safety else { return nil }
        let unsure = safety.excludesUnsure ? " AND r.unsure_lines = 0" : ""
        return ("(r.contents & ?) = 0" + unsure, [safety.avoids.rawValue])
    }

    /// The whole FTS5 expression: the typed words as prefixes, and the filters as facet tokens.
    /// Filters without words are answered by FTS5 too: intersecting two doclists beats reading
    /// the sort index and each row's category and favourite flag.
    var matchExpression: String? {
        var parts = pattern.matchExpression.map { [$0] } ?? []
        if let category { parts.append("\"\(SearchDocument.categoryToken(category))\"") }
        if favoritesOnly { parts.append("\"\(SearchDocument.favoriteToken)\"") }
        return parts.isEmpty ? nil : parts.joined(separator: " AND ")
    }

    var orderSQL: String {
        switch sort {
        case .title: "r.sort_title, r.id"
        case .recentlyAdded: "r.created_at DESC, r.id DESC"
        case .totalTime: "r.total_minutes IS NULL, r.total_minutes, r.sort_title, r.id"
        case .rating: "r.rating DESC, r.sort_title, r.id"
        }
    }

    /// The index whose order is `orderSQL` (see the v1 migration).
    var sortIndex: String {
        switch sort {
        case .title: "recipe_on_sort_title"
        case .recentlyAdded: "recipe_on_created_at"
        case .totalTime: "recipe_on_total_time"
        case .rating: "recipe_on_rating"
        }
    }

    /// One page; `plan` is for tests that check every plan gives the same rows.
    func summaries(offset: Int, limit: Int, plan forcedPlan: Plan? = nil, in db: Database) throws -> [RecipeSummary] {
        guard limit > 0 else { return [] }
        let plan = try forcedPlan ?? plan(offset: offset, limit: limit, in: db)
        let (sql, arguments) = summariesSQL(offset: offset, limit: limit, plan: plan)
        return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments).map(Self.summary)
    }

    /// A row of `summaryColumns` as a summary.
    static func summary(_ row: Row) -> RecipeSummary {
        RecipeSummary(id: row[0], title: row[1], category: row[2], totalMinutes: row[3],
                      rating: row[4], favorite: row[5],
                      safety: RecipeSafety(contents: FoodContents(rawValue: row[6]),
                                           mayContain: FoodContents(rawValue: row[7]), unsureLines: row[8]))
    }

    func count(in db: Database) throws -> Int {
        switch (matchExpression, safetyCondition) {
        case (nil, nil):
            return try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM recipe")) ?? 0
        case (let match?, nil):
            return try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM recipe_fts WHERE recipe_fts MATCH ?"),
                arguments: [match]) ?? 0
        case (nil, let safety?):
            return try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM recipe r INDEXED BY recipe_on_contents WHERE \(safety.sql)"),
                arguments: safety.arguments) ?? 0
        case (let match?, let safety?):
            return try Int.fetchOne(
                db.cachedStatement(sql: """
                    SELECT count(*) FROM recipe_fts f CROSS JOIN recipe r ON r.id = f.rowid
                    WHERE recipe_fts MATCH ? AND \(safety.sql)
                    """),
                arguments: [match] + safety.arguments) ?? 0
        }
    }

    /// The row number of `id` in this request's order. Numbers every listed row once, so it is
    /// asked after a save (an import), never per keystroke.
    func position(of id: Int64, in db: Database) throws -> Int? {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if let match = matchExpression {
            conditions.append("r.id IN (SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ?)")
            arguments += [match]
        }
        if let safety = safetyCondition {
            conditions.append(safety.sql)
            arguments += safety.arguments
        }
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        arguments += [id]
        return try Int.fetchOne(db.cachedStatement(sql: """
            SELECT position FROM (
                SELECT r.id, row_number() OVER (ORDER BY \(orderSQL)) - 1 AS position FROM recipe r\(filter)
            ) WHERE id = ?
            """), arguments: arguments)
    }

    func plan(offset: Int, limit: Int, in db: Database) throws -> Plan {
        guard let match = matchExpression else { return .plain }
        // The probe stops reading at `narrowLimit` rowids, so it is cheap even when all match.
        // FTS5 returns rowids in order, so the last one read also tells how dense the matches
        // are: about `narrowLimit` out of the `lastRowID` first recipes.
        let probe = try Row.fetchOne(
            db.cachedStatement(sql: """
                SELECT count(*), max(rowid)
                FROM (SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ? LIMIT ?)
                """),
            arguments: [match, Self.narrowLimit])
        let found: Int = probe?[0] ?? 0
        let lastRowID: Int64 = probe?[1] ?? 0
        if found < Self.narrowLimit { return .narrow }
        let indexed = pattern.words.allSatisfy { $0.unicodeScalars.count <= Self.indexedPrefixLength }
        let expectedLookups = Double(offset + limit) * Double(lastRowID) / Double(found)
        return indexed && expectedLookups <= Double(Self.walkLookups) ? .walk : .matchList
    }

    func summariesSQL(offset: Int, limit: Int, plan: Plan) -> (String, StatementArguments) {
        let page = StatementArguments([limit, max(offset, 0)])
        let safetySQL = safetyCondition.map { " AND " + $0.sql } ?? ""
        let safetyArguments = safetyCondition?.arguments ?? []
        guard let match = matchExpression, plan != .plain else {
            guard let safetyCondition else {
                return ("SELECT \(Self.summaryColumns) FROM recipe r ORDER BY \(orderSQL) LIMIT ? OFFSET ?", page)
            }
            // Most recipes pass a safety filter: reading the sort index in order finds a page soon.
            let sql = "SELECT \(Self.summaryColumns) FROM recipe r INDEXED BY \(sortIndex) "
                + "WHERE \(safetyCondition.sql) ORDER BY \(orderSQL) LIMIT ? OFFSET ?"
            return (sql, safetyCondition.arguments + page)
        }
        // The filters are in `match` as facets: no SQL conditions on `r`, so rows the index
        // skips are never read from the table.
        let membership: String
        switch plan {
        case .plain, .narrow:
            // CROSS JOIN fixes the order: the FTS matches first, then each recipe by its id.
            let sql = "SELECT \(Self.summaryColumns) FROM recipe_fts f CROSS JOIN recipe r ON r.id = f.rowid "
                + "WHERE recipe_fts MATCH ?\(safetySQL) ORDER BY \(orderSQL) LIMIT ? OFFSET ?"
            return (sql, [match] + safetyArguments + page)
        case .walk:
            membership = "EXISTS (SELECT 1 FROM recipe_fts WHERE recipe_fts MATCH ? AND rowid = r.id)"
        case .matchList:
            // `+r.id` hides the id from the planner, which would otherwise look up each match
            // by id and sort them all: the `.narrow` plan, wrong for this many rows.
            membership = "+r.id IN (SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ?)"
        }
        // INDEXED BY: read the sort's index in order, whatever the planner guesses.
        let sql = "SELECT \(Self.summaryColumns) FROM recipe r INDEXED BY \(sortIndex) "
            + "WHERE \(membership)\(safetySQL) ORDER BY \(orderSQL) LIMIT ? OFFSET ?"
        return (sql, [match] + safetyArguments + page)
    }

    /// The `EXPLAIN QUERY PLAN` lines of a page query, to check that a plan reads what we meant.
    func explain(offset: Int, limit: Int, plan: Plan, in db: Database) throws -> [String] {
        let (sql, arguments) = summariesSQL(offset: offset, limit: limit, plan: plan)
        return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments).map { $0["detail"] }
    }
}
