import SousCore

/// A window of library rows as loaded from the database for one query.
public struct LibraryPage: Hashable, Sendable {
    public var query: LibraryQuery
    public var offset: Int
    public var total: Int
    public var items: [RecipeSummary]

    public init(query: LibraryQuery, offset: Int, total: Int, items: [RecipeSummary]) {
        self.query = query
        self.offset = offset
        self.total = total
        self.items = items
    }

    public func contains(index: Int) -> Bool { index >= offset && index < offset + items.count }

    public func item(at index: Int) -> RecipeSummary? {
        contains(index: index) ? items[index - offset] : nil
    }
}
