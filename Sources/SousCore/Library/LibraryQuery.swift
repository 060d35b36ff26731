/// The order of the library list.
public enum LibrarySort: String, CaseIterable, Hashable, Sendable, Codable {
    case title
    case recentlyAdded = "recent"
    case totalTime = "time"
    case rating

    public var label: String {
        switch self {
        case .title: "title"
        case .recentlyAdded: "recently added"
        case .totalTime: "total time"
        case .rating: "rating"
        }
    }
}

/// What the library shows: an incremental search over title, ingredients and tags, filters and a sort.
public struct LibraryQuery: Hashable, Sendable, Codable {
    /// Words typed by the user; each word is matched as a prefix (FTS5). Empty means everything.
    public var search: String
    public var category: String?
    public var favoritesOnly: Bool
    public var sort: LibrarySort
    /// Only recipes that suit some people or a diet.
    public var safety: SafetyFilter?

    public init(search: String = "", category: String? = nil, favoritesOnly: Bool = false,
                sort: LibrarySort = .title, safety: SafetyFilter? = nil) {
        self.search = search
        self.category = category
        self.favoritesOnly = favoritesOnly
        self.sort = sort
        self.safety = safety
    }
}
