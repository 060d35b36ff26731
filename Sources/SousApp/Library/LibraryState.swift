import SousCore

/// The library screen: the query, the loaded window of rows, the selection and the preview.
public struct LibraryState: Hashable, Sendable {
    public var query: LibraryQuery
    /// True while the user types into the search line.
    public var isEditingSearch: Bool
    /// The search line's cursor and selection; its text is `query.search`.
    public var searchInput = PromptText()
    public var page: LibraryPage
    /// Absolute index of the highlighted row in the whole result.
    public var selected: Int
    /// Absolute index of the first visible row.
    public var scrollTop: Int
    public var categories: [String]
    public var preview: Recipe? {
        didSet { if preview?.ingredients != oldValue?.ingredients { previewSafety = safety(of: preview) } }
    }
    /// What each line of the preview contains, worked out when the preview changes, not per frame.
    public private(set) var previewSafety: [IngredientSafety] = []
    /// The last window asked of the database, so one is not asked for twice.
    public var requestedOffset: Int?
    /// The detector that reads the preview's lines (the app's, given by `AppState`).
    public var allergens: AllergenSource = .shipped {
        didSet { if allergens != oldValue { previewSafety = safety(of: preview) } }
    }
    /// Recipes marked (Space) for a timeline of several dishes, in the order marked.
    public var marked: [MarkedRecipe] = []

    public static let pageSize = 200
    /// The longest search the prompt takes: far more than any title or ingredient, little to search for.
    public static let searchLimit = 200

    public init(query: LibraryQuery = LibraryQuery(), isEditingSearch: Bool = false,
                page: LibraryPage? = nil, selected: Int = 0, scrollTop: Int = 0,
                categories: [String] = [], preview: Recipe? = nil, requestedOffset: Int? = nil) {
        self.query = query
        self.isEditingSearch = isEditingSearch
        self.page = page ?? LibraryPage(query: query, offset: 0, total: 0, items: [])
        self.selected = selected
        self.scrollTop = scrollTop
        self.categories = categories
        self.preview = preview
        self.previewSafety = safety(of: preview)
        self.requestedOffset = requestedOffset
    }

    func safety(of recipe: Recipe?) -> [IngredientSafety] {
        recipe.map { allergens.detector.check($0) } ?? []
    }

    public var total: Int { page.total }

    /// The search line as shown: its input while that still holds the query's words.
    public var searchLine: PromptText {
        searchInput.text == query.search ? searchInput : PromptText(query.search)
    }
    public var selectedSummary: RecipeSummary? { page.item(at: selected) }
}
