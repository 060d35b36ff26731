import SousCore

/// The detail screen: one recipe, the servings it is scaled to, and how far it is scrolled.
public struct DetailState: Hashable, Sendable {
    public var recipe: Recipe {
        didSet { if recipe.ingredients != oldValue.ingredients { lineSafety = AllergenDetector.standard.check(recipe) } }
    }
    public var servings: Int
    public var scroll: Int
    /// Digits typed after `s`, while the servings prompt is open.
    public var servingsInput: PromptText?
    /// How often it was cooked, once read ("cooked 3 times, last on 12 Nov").
    public var cookHistory: CookHistory?
    /// What each ingredient line contains, read once when the recipe is shown.
    public var lineSafety: [IngredientSafety]
    /// The recipe's nutrition with the user's corrections, worked out when it is shown.
    public var nutrition: RecipeNutrition?
    /// `v`: each line says where it came from (json-ld, caption, ocr, typed...).
    public var showsProvenance = false

    public static let servingsRange = 1...999

    public init(recipe: Recipe, servings: Int? = nil, scroll: Int = 0, servingsInput: PromptText? = nil) {
        self.recipe = recipe
        self.servings = servings ?? recipe.servings ?? 1
        self.scroll = scroll
        self.servingsInput = servingsInput
        self.lineSafety = AllergenDetector.standard.check(recipe)
    }

    /// The provenance badges the document shows.
    public var badges: ProvenanceBadges { showsProvenance ? .all : .hidden }

    /// What each ingredient amount is multiplied by.
    public var scaleFactor: Rational { Scaler.factor(from: recipe.servings, to: servings) }
}
