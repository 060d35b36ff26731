import GRDB
import SousCore

// One page and the number of matches together, as the library asks for them on each keystroke.
extension LibraryRequest {
    /// Matches read into memory at most, and rows of the sort index a page is expected to take at
    /// most, before the page is left to SQL (`summaries` with the match set built in SQLite).
    static let matchIDLimit = 60_000
    static let walkRowLimit = 2_000

    /// The page and the total. A search whose words are longer than the prefix indexes cover
    /// ("chick") reads its matching ids once: their number is the total, and the page is the first
    /// rows of the sort index among them. Asking FTS5 three times (a probe for the plan, the
    /// page's match set, the count) merged the doclists of every "chick…" word three times.
    func page(offset: Int, limit: Int, in db: Database) throws -> (items: [RecipeSummary], total: Int) {
        guard limit > 0, let match = matchExpression, safetyCondition == nil,
              !pattern.words.allSatisfy({ $0.unicodeScalars.count <= Self.indexedPrefixLength }) else {
            return (try summaries(offset: offset, limit: limit, in: db), try count(in: db))
        }
        // In rowid order: a sorted array, searched by halves (`sortedContains`).
        let ids = try Int64.fetchAll(db.cachedStatement(sql: "SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ? ORDER BY rowid LIMIT ?"),
                                     arguments: [match, Self.matchIDLimit + 1])
        guard ids.count <= Self.matchIDLimit else {
            return (try summaries(offset: offset, limit: limit, in: db), try count(in: db))
        }
        if ids.count < Self.narrowLimit || offset >= ids.count {
            return (try summaries(offset: offset, limit: limit, plan: .narrow, in: db), ids.count)
        }
        // Matches spread evenly over the ids: how many rows of the sort index hold the page.
        let density = Double(ids.count) / Double(max(1, ids[ids.count - 1] - ids[0] + 1))
        guard Double(offset + limit) / density <= Double(Self.walkRowLimit),
              let pageIDs = try firstMatchingRows(ids, offset: offset, limit: limit, in: db) else {
            return (try summaries(offset: offset, limit: limit, plan: .matchList, in: db), ids.count)
        }
        return (try Self.summaries(ids: pageIDs, in: db), ids.count)
    }

    /// The ids of rows `offset..<offset + limit` among `matches` in the sort's order, read from the
    /// sort index; nil when that reads more than twice `walkRowLimit` rows (matches that bunch up).
    private func firstMatchingRows(_ matches: [Int64], offset: Int, limit: Int, in db: Database) throws -> [Int64]? {
        let rows = try Int64.fetchCursor(db.cachedStatement(sql: "SELECT r.id FROM recipe r INDEXED BY \(sortIndex) ORDER BY \(orderSQL)"))
        var skipped = 0
        var read = 0
        var page: [Int64] = []
        page.reserveCapacity(limit)
        while let id = try rows.next() {
            read += 1
            if read > 2 * Self.walkRowLimit { return nil }
            guard matches.sortedContains(id) else { continue }
            if skipped < offset { skipped += 1; continue }
            page.append(id)
            if page.count == limit { break }
        }
        return page
    }

    /// The summaries of `ids`, in that order.
    static func summaries(ids: [Int64], in db: Database) throws -> [RecipeSummary] {
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let rows = try Row.fetchAll(db, sql: "SELECT \(summaryColumns) FROM recipe r WHERE r.id IN (\(marks))",
                                    arguments: StatementArguments(ids))
        var byID: [Int64: RecipeSummary] = [:]
        for row in rows {
            let summary = Self.summary(row)
            byID[summary.id] = summary
        }
        return ids.compactMap { byID[$0] }
    }
}
