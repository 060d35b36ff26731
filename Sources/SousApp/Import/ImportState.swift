import SousCore

/// The import and editing feature: the prompt in the status line, an import under way, the recipes
/// read from a page or file waiting to be accepted, and the last deleted recipe (for `u`).
public struct ImportState: Hashable, Sendable {
    /// A question or text field open in the status line.
    public var prompt: ImportPrompt?
    /// The URL or path being imported right now, off the run loop; nil again when it ends or Esc cancels it.
    public var inProgress: String?
    /// Where the previewed recipes came from.
    public var source: String
    /// Recipes read but not yet saved; the preview screen lists them.
    public var preview: [Recipe] {
        didSet { if preview != oldValue { previewSafety = safety(of: preview) } }
    }
    /// What each line of each previewed recipe contains, worked out when the list changes, not per frame.
    public private(set) var previewSafety: [[IngredientSafety]] = []
    /// The detector that reads the previewed lines.
    public let allergens: AllergenSource
    /// The text the previewed recipes were read from, when a line was read unsurely (`r` sends it
    /// to the assistant for a second reading).
    public var sourceText: String?
    /// The highlighted recipe of the preview.
    public var selected: Int
    /// How far the highlighted recipe's document is scrolled.
    public var scroll: Int
    /// The recipe `D` deleted last this session, whole, so `u` can put it back.
    public var lastDeleted: DeletedRecipe?
    /// The page the last import pointed to for the full recipe (a video caption's link): the
    /// next `i` starts with it typed, to import or edit away.
    public var betterSource: String?

    public init(prompt: ImportPrompt? = nil, inProgress: String? = nil, source: String = "", preview: [Recipe] = [],
                selected: Int = 0, scroll: Int = 0, lastDeleted: DeletedRecipe? = nil, allergens: AllergenSource = .shipped) {
        self.allergens = allergens
        self.prompt = prompt
        self.inProgress = inProgress
        self.source = source
        self.preview = preview
        self.selected = selected
        self.scroll = scroll
        self.lastDeleted = lastDeleted
        self.previewSafety = safety(of: preview)
    }

    /// The recipe the preview highlights, if any.
    public var selectedRecipe: Recipe? { preview.indices.contains(selected) ? preview[selected] : nil }

    /// The highlighted recipe as the preview draws it, with its lines' contents.
    public var selectedDetail: DetailState? {
        selectedRecipe.map { DetailState(recipe: $0, lineSafety: previewSafety[selected], allergens: allergens) }
    }

    func safety(of recipes: [Recipe]) -> [[IngredientSafety]] {
        recipes.map { allergens.detector.check($0) }
    }
}
