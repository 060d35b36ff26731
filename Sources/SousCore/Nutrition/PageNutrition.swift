/// The nutrition block a web page published for the recipe (schema.org `NutritionInformation`),
/// per serving as the page says, kept beside the computed figures ("page says 520 kcal").
/// Values the page did not give are nil.
public struct PageNutrition: Hashable, Sendable, Codable {
    public var kcal: Double?
    public var protein: Double?
    public var fat: Double?
    public var saturatedFat: Double?
    public var carbohydrate: Double?
    public var sugars: Double?
    public var fibre: Double?
    public var sodiumMg: Double?
    /// The page's serving size text, if any ("1 slice").
    public var servingSize: String?

    public init(kcal: Double? = nil, protein: Double? = nil, fat: Double? = nil, saturatedFat: Double? = nil,
                carbohydrate: Double? = nil, sugars: Double? = nil, fibre: Double? = nil, sodiumMg: Double? = nil,
                servingSize: String? = nil) {
        self.kcal = kcal
        self.protein = protein
        self.fat = fat
        self.saturatedFat = saturatedFat
        self.carbohydrate = carbohydrate
        self.sugars = sugars
        self.fibre = fibre
        self.sodiumMg = sodiumMg
        self.servingSize = servingSize
    }

    public var isEmpty: Bool {
        kcal == nil && protein == nil && fat == nil && saturatedFat == nil && carbohydrate == nil && sugars == nil
            && fibre == nil && sodiumMg == nil
    }
}
