/// One food of the nutrient table: its USDA number and description, what 100 g of it holds,
/// and its household portions in grams ("1 cup, chopped = 160 g", "1 large = 50 g").
public struct NutritionFood: Hashable, Sendable, Identifiable {
    /// The USDA NDB number ("11282" for "Onions, raw").
    public var id: String
    public var description: String
    public var per100g: Nutrients
    public var portions: [Portion]

    public init(id: String, description: String, per100g: Nutrients, portions: [Portion] = []) {
        self.id = id
        self.description = description
        self.per100g = per100g
        self.portions = portions
    }

    /// A household measure of the food: `amount` of `unit` ("cup, chopped", "large", "clove")
    /// weighs `grams`.
    public struct Portion: Hashable, Sendable {
        public var amount: Double
        public var unit: String
        public var grams: Double

        public init(amount: Double, unit: String, grams: Double) {
            self.amount = amount
            self.unit = unit
            self.grams = grams
        }
    }
}
