import GRDB
import SousCore

/// Turns a `LibraryQuery` into the SQL for one page of summaries and for the match count.
///
/// A search is answered by one of two plans, chosen by how many recipes the words match:
/// - few matches (a specific word): read the matches from the FTS index, join each to its row,
///   sort them (a small sort);
/// - many matches (the first letter or two of a search): walk the index of the chosen sort and
///   keep rows whose id is in the match set, stopping once the page is full, instead of sorting
///   most of the library on every keystroke.
struct LibraryRequest: Sendable {
    /// Above this many matches, walking the sort index beats sorting the matches.
    static let broadThreshold = 1500

    let pattern: SearchPattern
    let category: String?
    let favoritesOnly: Bool
    let sort: LibrarySort

    init(_ query: LibraryQuery) {
        pattern = SearchPattern(query.search)
        category = query.category.flatMap { $0.isEmpty ? nil : $0 }
        favoritesOnly = query.favoritesOnly
        sort = query.sort
    }

    static let summaryColumns = "r.id, r.title, r.category, r.total_minutes, r.rating, r.favorite"

    var orderSQL: String {
        switch sort {
        case .title: "r.title COLLATE NOCASE, r.id"
        case .recentlyAdded: "r.created_at DESC, r.id DESC"
        case .totalTime: "r.total_minutes IS NULL, r.total_minutes, r.title COLLATE NOCASE, r.id"
        case .rating: "r.rating DESC, r.title COLLATE NOCASE, r.id"
        }
    }

    /// The category and favourite filters as SQL conditions on `r`, with their arguments.
    var filters: (conditions: [String], arguments: StatementArguments) {
        var conditions: [String] = []
        var arguments = StatementArguments()
        if let category {
            conditions.append("r.category = ?")
            arguments += [category]
        }
        if favoritesOnly {
            conditions.append("r.favorite = 1")
        }
        return (conditions, arguments)
    }

    func summaries(offset: Int, limit: Int, in db: Database) throws -> [RecipeSummary] {
        let (sql, arguments) = try summariesSQL(offset: offset, limit: limit, in: db)
        return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments).map { row in
            RecipeSummary(id: row[0], title: row[1], category: row[2], totalMinutes: row[3],
                          rating: row[4], favorite: row[5])
        }
    }

    func count(in db: Database) throws -> Int {
        let (sql, arguments) = try countSQL(in: db)
        return try Int.fetchOne(db.cachedStatement(sql: sql), arguments: arguments) ?? 0
    }

    func summariesSQL(offset: Int, limit: Int, in db: Database) throws -> (String, StatementArguments) {
        var (conditions, arguments) = filters
        let page = StatementArguments([max(limit, 0), max(offset, 0)])
        guard let match = pattern.matchExpression else {
            let sql = "SELECT \(Self.summaryColumns) FROM recipe r\(Self.whereClause(conditions)) "
                + "ORDER BY \(orderSQL) LIMIT ? OFFSET ?"
            return (sql, arguments + page)
        }
        if try isBroad(match, in: db) {
            // `+r.id` hides the id from the planner, which would otherwise look rows up by id
            // from the match set and sort them all: the very plan this branch avoids.
            conditions.append("+r.id IN (SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ?)")
            arguments += [match]
            let sql = "SELECT \(Self.summaryColumns) FROM recipe r\(Self.whereClause(conditions)) "
                + "ORDER BY \(orderSQL) LIMIT ? OFFSET ?"
            return (sql, arguments + page)
        }
        // CROSS JOIN fixes the order: FTS matches first, then each recipe by its id.
        let sql = "SELECT \(Self.summaryColumns) FROM recipe_fts f CROSS JOIN recipe r ON r.id = f.rowid "
            + "WHERE recipe_fts MATCH ?" + conditions.map { " AND \($0)" }.joined()
            + " ORDER BY \(orderSQL) LIMIT ? OFFSET ?"
        return (sql, [match] + arguments + page)
    }

    func countSQL(in db: Database) throws -> (String, StatementArguments) {
        var (conditions, arguments) = filters
        guard let match = pattern.matchExpression else {
            return ("SELECT count(*) FROM recipe r\(Self.whereClause(conditions))", arguments)
        }
        if conditions.isEmpty {
            return ("SELECT count(*) FROM recipe_fts WHERE recipe_fts MATCH ?", [match])
        }
        if try isBroad(match, in: db) {
            conditions.append("+r.id IN (SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ?)")
            arguments += [match]
            return ("SELECT count(*) FROM recipe r\(Self.whereClause(conditions))", arguments)
        }
        let sql = "SELECT count(*) FROM recipe_fts f CROSS JOIN recipe r ON r.id = f.rowid "
            + "WHERE recipe_fts MATCH ?" + conditions.map { " AND \($0)" }.joined()
        return (sql, [match] + arguments)
    }

    /// Whether the words match at least `broadThreshold` recipes; reads no more rowids than that.
    func isBroad(_ match: String, in db: Database) throws -> Bool {
        let probe = try Int.fetchOne(
            db.cachedStatement(sql: """
                SELECT count(*) FROM (SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ? LIMIT ?)
                """),
            arguments: [match, Self.broadThreshold]) ?? 0
        return probe >= Self.broadThreshold
    }

    private static func whereClause(_ conditions: [String]) -> String {
        conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    }
}
