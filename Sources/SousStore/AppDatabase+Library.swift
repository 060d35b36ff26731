import GRDB
import SousCore

// The library list: incremental search, filters, sorts and paging.
extension AppDatabase {
    /// One page of the library as `query` filters and sorts it. Never loads the library whole.
    public func summaries(_ query: LibraryQuery, offset: Int, limit: Int) throws -> [RecipeSummary] {
        let request = LibraryRequest(query)
        return try writer.read { db in try request.summaries(offset: offset, limit: limit, in: db) }
    }

    /// One page and how many recipes `query` matches in all, read together: what the library
    /// asks on each keystroke (a long word's matches are read once for both).
    public func libraryPage(_ query: LibraryQuery, offset: Int, limit: Int) throws -> (items: [RecipeSummary], total: Int) {
        let request = LibraryRequest(query)
        return try writer.read { db in try request.page(offset: offset, limit: limit, in: db) }
    }

    /// How many recipes `query` matches in all.
    public func count(_ query: LibraryQuery) throws -> Int {
        let request = LibraryRequest(query)
        return try writer.read { db in try request.count(in: db) }
    }

    /// The index of recipe `id` among the rows `query` lists, or nil when the query does not list it:
    /// where to put the cursor on a recipe just added.
    public func position(of id: Int64, in query: LibraryQuery) throws -> Int? {
        let request = LibraryRequest(query)
        return try writer.read { db in try request.position(of: id, in: db) }
    }

    /// The categories in use, without blanks, sorted ignoring case.
    public func categories() throws -> [String] {
        try writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT DISTINCT category FROM recipe
                WHERE category IS NOT NULL AND trim(category) <> ''
                ORDER BY category COLLATE NOCASE
                """)
        }
    }
}
