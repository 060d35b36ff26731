@testable import SousCore

/// Small hand-made foods with round figures, so expected totals can be worked out by hand.
enum TestFoods {
    static let onion = NutritionFood(
        id: "11282", description: "Onions, raw", per100g: Nutrients(kcal: 40, protein: 1.1, fat: 0.1, carbohydrate: 9.3),
        portions: [.init(amount: 1, unit: "cup, chopped", grams: 160), .init(amount: 1, unit: "cup, sliced", grams: 115),
                   .init(amount: 1, unit: "tbsp chopped", grams: 10), .init(amount: 1, unit: "large", grams: 150),
                   .init(amount: 1, unit: "slice, large (1/4\" thick)", grams: 38),
                   .init(amount: 1, unit: "medium (2-1/2\" dia)", grams: 110), .init(amount: 1, unit: "small", grams: 70)])
    static let egg = NutritionFood(
        id: "01123", description: "Egg, whole, raw, fresh", per100g: Nutrients(kcal: 143, protein: 12.6, fat: 9.5, carbohydrate: 0.7),
        portions: [.init(amount: 1, unit: "large", grams: 50), .init(amount: 1, unit: "extra large", grams: 56),
                   .init(amount: 1, unit: "cup (4.86 large eggs)", grams: 243), .init(amount: 1, unit: "medium", grams: 44),
                   .init(amount: 1, unit: "small", grams: 38)])
    static let butter = NutritionFood(
        id: "01145", description: "Butter, without salt", per100g: Nutrients(kcal: 717, protein: 0.9, fat: 81, carbohydrate: 0.1),
        portions: [.init(amount: 1, unit: "pat (1\" sq, 1/3\" high)", grams: 5), .init(amount: 1, unit: "tbsp", grams: 14.2),
                   .init(amount: 1, unit: "cup", grams: 227), .init(amount: 1, unit: "stick", grams: 113)])
    static let garlic = NutritionFood(
        id: "11215", description: "Garlic, raw", per100g: Nutrients(kcal: 149, protein: 6.4, fat: 0.5, carbohydrate: 33),
        portions: [.init(amount: 1, unit: "cup", grams: 136), .init(amount: 1, unit: "tsp", grams: 2.8),
                   .init(amount: 1, unit: "clove", grams: 3), .init(amount: 3, unit: "cloves", grams: 9)])
    static let flour = NutritionFood(
        id: "20081", description: "Wheat flour, white, all-purpose, enriched, bleached",
        per100g: Nutrients(kcal: 364, protein: 10, fat: 1, carbohydrate: 76), portions: [.init(amount: 1, unit: "cup", grams: 125)])
    static let sugar = NutritionFood(id: "19335", description: "Sugars, granulated", per100g: Nutrients(kcal: 400, carbohydrate: 100))
    static let tomatoes = NutritionFood(
        id: "11531", description: "Tomatoes, red, ripe, canned, packed in tomato juice", per100g: Nutrients(kcal: 20, protein: 1, carbohydrate: 4))
    static let stock = NutritionFood(id: "06194", description: "Soup, chicken broth", per100g: Nutrients(kcal: 5, protein: 0.5))
    static let parsley = NutritionFood(id: "11297", description: "Parsley, fresh", per100g: Nutrients(kcal: 36, protein: 3),
                                       portions: [.init(amount: 1, unit: "cup chopped", grams: 60), .init(amount: 10, unit: "sprigs", grams: 10)])
    static let salt = NutritionFood(id: "02047", description: "Salt, table", per100g: Nutrients(sodiumMg: 38_758),
                                    portions: [.init(amount: 1, unit: "tsp", grams: 6)])
    static let oil = NutritionFood(id: "04053", description: "Oil, olive, salad or cooking", per100g: Nutrients(kcal: 884, fat: 100),
                                   portions: [.init(amount: 1, unit: "tbsp", grams: 13.5), .init(amount: 1, unit: "cup", grams: 216)])
    static let potato = NutritionFood(
        id: "11352", description: "Potatoes, flesh and skin, raw", per100g: Nutrients(kcal: 77, protein: 2, carbohydrate: 17),
        portions: [.init(amount: 0.5, unit: "cup, diced", grams: 75), .init(amount: 1, unit: "Potato large (3\" to 4-1/4\" dia)", grams: 369),
                   .init(amount: 1, unit: "Potato medium (2-1/4\" to 3-1/4\" dia)", grams: 213),
                   .init(amount: 1, unit: "Potato small (1-3/4\" to 2-1/2\" dia)", grams: 170)])

    static let all = [onion, egg, butter, garlic, flour, sugar, tomatoes, stock, parsley, salt, oil, potato]

    /// A matcher over the foods above by first word of the name, as the real one would answer.
    static let calculator = NutritionCalculator(foods: all, match: { name in
        let key = NutritionCalculator.key(for: name)
        let table: [String: NutritionFood] = [
            "onion": onion, "egg": egg, "butter": butter, "unsalted butter": butter, "garlic": garlic, "flour": flour,
            "plain flour": flour, "sugar": sugar, "chopped tomato": tomatoes, "tomato": tomatoes, "chicken stock": stock,
            "parsley": parsley, "salt": salt, "olive oil": oil, "oil": oil, "vegetable oil": oil, "potato": potato,
        ]
        return table[key]
    })

    static func line(_ quantity: Rational?, _ unit: String?, _ name: String, high: Rational? = nil, note: String? = nil,
                     text: String? = nil) -> Ingredient {
        let amount = quantity.map { "\($0.doubleValue) " } ?? ""
        return Ingredient(quantity: quantity, quantityHigh: high, unit: unit, name: name, note: note,
                          text: text ?? "\(amount)\(unit.map { "\($0) " } ?? "")\(name)\(note.map { ", \($0)" } ?? "")")
    }
}
