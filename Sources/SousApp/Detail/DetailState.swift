import SousCore

/// The detail screen: one recipe, the servings it is scaled to, and how far it is scrolled.
public struct DetailState: Hashable, Sendable {
    public var recipe: Recipe {
        didSet { if recipe.ingredients != oldValue.ingredients { lineSafety = allergens.detector.check(recipe, corrections: corrections) } }
    }
    /// The person's corrections of which food a name means (`FoodCorrection`), which the lines'
    /// allergen marks follow too.
    public var corrections: [String: String] {
        didSet { if corrections != oldValue { lineSafety = allergens.detector.check(recipe, corrections: corrections) } }
    }
    /// For a recipe that says how many it serves, the servings shown; for one that does not, how
    /// many times the recipe as written ("×2").
    public var servings: Int
    /// A multiple asked for on the command line (`sous show --scale 1.5`), which wins over servings.
    public var multiple: Rational?
    public var scroll: Int
    /// Digits typed after `s`, while the servings prompt is open.
    public var servingsInput: PromptText?
    /// How often it was cooked, once read ("cooked 3 times, last on 12 Nov").
    public var cookHistory: CookHistory?
    /// What each ingredient line contains, read once when the recipe is shown.
    public var lineSafety: [IngredientSafety]
    /// The recipe's nutrition with the user's corrections, worked out when it is shown.
    public var nutrition: RecipeNutrition?
    /// The detector that reads the lines' contents.
    public let allergens: AllergenSource
    /// `v`: each line says where it came from (json-ld, caption, ocr, typed...).
    public var showsProvenance = false

    public static let servingsRange = 1...999

    public init(recipe: Recipe, servings: Int? = nil, multiple: Rational? = nil, scroll: Int = 0, servingsInput: PromptText? = nil,
                corrections: [String: String] = [:], allergens: AllergenSource = .shipped) {
        self.allergens = allergens
        self.recipe = recipe
        self.corrections = corrections
        self.servings = servings ?? recipe.servings ?? 1
        self.multiple = multiple
        self.scroll = scroll
        self.servingsInput = servingsInput
        self.lineSafety = allergens.detector.check(recipe, corrections: corrections)
    }

    /// A recipe drawn with what its lines contain already worked out (a preview pane, the
    /// import preview), so drawing it runs no detector.
    public init(recipe: Recipe, lineSafety: [IngredientSafety], allergens: AllergenSource = .shipped) {
        self.allergens = allergens
        self.recipe = recipe
        self.corrections = [:]
        self.servings = recipe.servings ?? 1
        self.scroll = 0
        self.lineSafety = lineSafety
    }

    /// The provenance badges the document shows.
    public var badges: ProvenanceBadges { showsProvenance ? .all : .hidden }

    /// What each ingredient amount is multiplied by.
    public var scaleFactor: Rational { multiple ?? Scaler.factor(from: recipe.servings, to: servings) }

    /// True when `+`, `-` and `s` multiply the recipe rather than set its servings: it does not say
    /// how many it serves.
    public var scalesByMultiple: Bool { (recipe.servings ?? 0) <= 0 }

    /// The `s` prompt's words before what is typed.
    public var servingsPrompt: String {
        scalesByMultiple ? "Times the recipe (1-999, Enter sets, Esc cancels): ×" : "Servings (1-999, Enter sets, Esc cancels): "
    }
}
