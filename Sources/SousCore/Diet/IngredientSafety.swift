/// What one ingredient line means for allergies and diets.
public struct IngredientSafety: Hashable, Sendable {
    /// What the line certainly or possibly contains. "May contain" counts: a safety check never
    /// guesses an allergen away.
    public var contents: FoodContents
    /// The part of `contents` that is only possible ("wine may contain sulphites").
    public var mayContain: FoodContents
    /// The line could not be read well enough to decide (an unknown brand, "spice mix"):
    /// shown as "check the label", never as safe.
    public var unsure: Bool
    /// The dictionary foods found in the line, in the order they appear ("pesto", "pine nuts").
    public var foods: [String]
    /// The line names only equipment ("baking dish"): neither safe nor unsure, not food.
    public var notFood: Bool

    public init(contents: FoodContents = [], mayContain: FoodContents = [], unsure: Bool = false,
                foods: [String] = [], notFood: Bool = false) {
        self.notFood = notFood
        self.contents = contents
        self.mayContain = mayContain
        self.unsure = unsure
        self.foods = foods
    }

    public var allergens: [Allergen] { contents.allergens }
    public var dietsExcluded: [Diet] { contents.dietsExcluded }
}
