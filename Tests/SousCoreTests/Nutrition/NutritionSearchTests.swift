import Testing
@testable import SousCore

/// The food search behind the app's picker and `sous nutrition foods`: words as typed.
@Suite struct NutritionSearchTests {
    let matcher = NutritionFoodMatcher.standard

    @Test func anUnfinishedLastWordFindsFoodsAsYouType() {
        #expect(matcher.search("chick", limit: 50).contains { $0.description.hasPrefix("Chicken") })
        #expect(matcher.search("onion spr", limit: 50).contains { $0.description.lowercased().contains("spring") })
    }

    @Test func everyWordMustBeThereAndAFinishedWordIsWhole() {
        #expect(matcher.search("leek", limit: 10).allSatisfy { $0.description.lowercased().contains("leek") })
        #expect(matcher.search("zzzz", limit: 10).isEmpty)
        #expect(matcher.search("", limit: 10).isEmpty)
        #expect(matcher.search("onion", limit: 0).isEmpty)
    }
}

/// Oil by the litre is frying oil, counted for what the food absorbs.
@Suite struct DeepFryingOilTests {
    @Test func aLitreOfOilCountsATenth() {
        let recipe = Recipe(title: "Falafel", servings: 4, ingredients: [
            Ingredient(quantity: Rational(1), unit: "l", name: "vegetable oil", text: "1 l vegetable oil"),
        ])
        let spoon = Recipe(title: "Dressing", servings: 4, ingredients: [
            Ingredient(quantity: Rational(2), unit: "tbsp", name: "olive oil", text: "2 tbsp olive oil"),
        ])
        let litre = NutritionCalculator.standard.nutrition(for: recipe).total.kcal
        let spoons = NutritionCalculator.standard.nutrition(for: spoon).total.kcal
        #expect(litre > 700 && litre < 900)   // about 92 g of 921 g
        #expect(spoons > 200 && spoons < 260)  // two spoons count whole
    }
}
