import SousCore

/// What the food picker offers for the words typed.
public enum FoodSearch {
    /// Foods of the knowledge base first (a choice every feature uses), then USDA foods (a
    /// choice for nutrition alone).
    public static func choices(for text: String, knowledge: FoodKnowledge = .standard,
                               calculator: NutritionCalculator = .standard) -> [FoodChoice] {
        let foods = knowledge.search(text, limit: FoodPicker.foodLimit).map {
            FoodChoice(id: knowledge.concepts[$0].id, description: knowledge.concepts[$0].name)
        }
        return foods + calculator.search(text, limit: 30).map { FoodChoice(id: $0.id, description: $0.description) }
    }
}
