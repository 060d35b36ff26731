import Testing
@testable import SousCore

struct ScalerTests {
    @Test(arguments: [
        (4 as Int?, 8, Rational(2)), (4, 2, Rational(1, 2)), (3, 4, Rational(4, 3)),
        // A recipe that does not say how many it serves is one batch: "2" of it is twice the amounts.
        (nil, 6, Rational(6)), (nil, 1, Rational.one), (0, 2, Rational(2)), (-2, 4, Rational(4)),
        (4, 0, Rational.one), (nil, 0, Rational.one), (nil, -3, Rational.one),
    ])
    func factors(from: Int?, to: Int, expected: Rational) {
        #expect(Scaler.factor(from: from, to: to) == expected)
    }

    @Test(arguments: [
        ("2", Rational(2) as Rational?), ("1.5", Rational(3, 2)), ("1/2", Rational(1, 2)), ("½", Rational(1, 2)),
        (" 1 1/2 ", Rational(3, 2)), ("0,5", Rational(1, 2)), ("100", Rational(100)),
        ("0", nil), ("-2", nil), ("2-3", nil), ("101", nil), ("x2", nil), ("", nil), ("two", Rational(2)), ("abc", nil),
    ])
    func readsAScaleFactor(text: String, expected: Rational?) {
        #expect(Scaler.multiple(parsing: text) == expected)
    }

    @Test func scalingKeepsEverythingButTheAmounts() {
        let garlic = Ingredient(quantity: 2, quantityHigh: 3, unit: "cloves", name: "garlic", note: "minced",
                                text: "2-3 cloves garlic, minced")
        let doubled = Scaler.scale(garlic, by: 2)
        #expect(doubled.quantity == 4)
        #expect(doubled.quantityHigh == 6)
        #expect(doubled.unit == garlic.unit && doubled.name == garlic.name && doubled.text == garlic.text)
        #expect(Scaler.scale(garlic, by: .zero) == garlic)
    }

    static let displays: [(Ingredient, Rational, String)] = [
        (Ingredient(quantity: Rational(3, 2), unit: "cups", name: "flour", note: "sifted"), 1,
         "1 1/2 cups flour, sifted"),
        (Ingredient(name: "salt", note: "to taste"), 1, "salt, to taste"),
        (Ingredient(name: "salt", note: "to taste"), 3, "salt, to taste"),
        (Ingredient(quantity: Rational(1, 3), unit: "cup", name: "sugar"), 3, "1 cup sugar"),
        // A counted food agrees with its amount: more than one is plural, one or less singular.
        (Ingredient(quantity: 1, name: "egg"), Rational(3, 2), "1 1/2 eggs"),
        (Ingredient(quantity: Rational(3, 2), name: "onion"), 1, "1 1/2 onions"),
        (Ingredient(quantity: 1, name: "red onion", note: "sliced"), 2, "2 red onions, sliced"),
        (Ingredient(quantity: 1, name: "bay leaf"), 2, "2 bay leaves"),
        (Ingredient(quantity: 1, name: "tomato"), 3, "3 tomatoes"),
        (Ingredient(quantity: 1, name: "red chilli"), 2, "2 red chillies"),
        (Ingredient(quantity: 1, name: "lime"), 2, "2 limes"),
        (Ingredient(quantity: 1, name: "peach"), 2, "2 peaches"),
        (Ingredient(quantity: 1, name: "cherry"), 2, "2 cherries"),
        (Ingredient(quantity: 1, quantityHigh: 2, name: "shallot"), 1, "1-2 shallots"),
        (Ingredient(quantity: 2, name: "onions"), Rational(1, 2), "1 onion"),
        (Ingredient(quantity: 2, name: "eggs"), 2, "4 eggs"),
        // Foods that are not counted, or names that are more than a plain noun, are left as written.
        (Ingredient(quantity: 1, name: "rice"), 2, "2 rice"),
        (Ingredient(quantity: 1, name: "greens"), Rational(1, 2), "1/2 greens"),
        (Ingredient(quantity: 1, name: "tin of tomatoes"), 2, "2 tin of tomatoes"),
        (Ingredient(quantity: 1, name: "onion (about 150 g)"), 2, "2 onion (about 150 g)"),
        (Ingredient(quantity: 2, quantityHigh: 3, unit: "clove", name: "garlic"), 1, "2-3 cloves garlic"),
        (Ingredient(quantity: 2, quantityHigh: 3, unit: "clove", name: "garlic"), 2, "4-6 cloves garlic"),
        (Ingredient(quantity: 125, unit: "g", name: "butter"), Rational(3, 2), "188 g butter"),
        (Ingredient(quantity: 750, unit: "ml", name: "stock"), 2, "1.5 l stock"),
        (Ingredient(quantity: Rational(1, 4), unit: "tsp", name: "pepper"), Rational(1, 3), "0.083 tsp pepper"),
        (Ingredient(quantity: Rational(3, 4), unit: "tsp", name: "cumin"), Rational(1, 2), "3/8 tsp cumin"),
        (Ingredient(quantity: 2, unit: "pinch", name: "nutmeg"), Rational(1, 2), "1 pinch nutmeg"),
        (Ingredient(unit: "pinch", name: "salt"), 1, "pinch salt"),
        (Ingredient(name: "", text: "Garnish as you like"), 1, "Garnish as you like"),
        (Ingredient(quantity: 3, name: "  bay  leaves "), 1, "3 bay leaves"),
        // Unscaled, the recipe's own words; scaled, the line rebuilt around the new amount.
        (Ingredient(quantity: 2, name: "red chillies", note: "small, roughly chopped", text: "2 small  red chillies, roughly chopped"), 1,
         "2 small red chillies, roughly chopped"),
        (Ingredient(quantity: 2, name: "red chillies", note: "small, roughly chopped", text: "2 small red chillies, roughly chopped"), 2,
         "4 red chillies, small, roughly chopped"),
    ]

    @Test(arguments: displays)
    func displaysIngredients(ingredient: Ingredient, factor: Rational, expected: String) {
        #expect(IngredientFormatter.display(ingredient, factor: factor) == expected)
    }

    @Test(arguments: [Rational(1, 3), Rational(2, 3), Rational(7, 3), Rational(5, 4), Rational(1, 7)])
    func scaledDisplaysNeverShowFloatNoise(factor: Rational) {
        let line = IngredientFormatter.display(
            Ingredient(quantity: Rational(2, 3), unit: "cup", name: "milk"), factor: factor)
        let amount = line.split(separator: " ").first.map(String.init) ?? ""
        #expect(amount.count <= 5, "\(line)")
        #expect(!line.contains("999") && !line.contains("000"))
    }
}
