import SousCore

/// What the app holds for nutrition: the user's corrections (name key -> concept id or USDA
/// food number, see `FoodCorrection`), whether the
/// detail panel shows the whole dish, and the correction picker when it is open.
public struct NutritionState: Hashable, Sendable {
    public var corrections: [String: String]
    /// `n`: the panel shows all servings shown instead of one.
    public var perRecipe: Bool
    public var picker: FoodPicker?

    public init(corrections: [String: String] = [:]) {
        self.corrections = corrections
        perRecipe = false
        picker = nil
    }
}

/// Choosing the food an ingredient means: first the line, then the food by typing words.
public struct FoodPicker: Hashable, Sendable {
    /// The ingredient names of the recipe it was opened on.
    public var names: [String]
    /// The ingredient line being corrected (index in the recipe).
    public var line: Int
    /// nil while choosing the line; the words typed once choosing the food.
    public var query: PromptText?
    public var results: [FoodChoice]
    public var selected: Int
    /// The foods for the words are being looked up (off the loop).
    public var searching = false
    /// Enter came while searching: the first food found is picked when the answer comes.
    public var pickWhenFound = false

    public init(line: Int = 0, names: [String] = []) {
        self.names = names
        self.line = line
        query = nil
        results = []
        selected = 0
    }

    public static let queryLimit = 100
    /// Foods of the knowledge base listed before the USDA foods.
    public static let foodLimit = 8
}

/// One food offered by the picker: a food of the knowledge base (a concept id), which every
/// feature then uses, or a USDA food, which nutrition alone uses.
public struct FoodChoice: Hashable, Sendable {
    public var id: String
    public var description: String

    /// A food of the knowledge base rather than a USDA food.
    public var isFood: Bool { FoodCorrection.isConcept(id) }

    public init(id: String, description: String) {
        self.id = id
        self.description = description
    }
}
