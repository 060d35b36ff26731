import Testing
@testable import SousCore

@Suite struct StepIngredientMatcherTests {
    static let ingredients = [
        Ingredient(quantity: 6, name: "chicken legs"), Ingredient(quantity: 4, name: "garlic cloves", note: "peeled"),
        Ingredient(quantity: 2, name: "red chillies"), Ingredient(quantity: 2, unit: "tbsp", name: "light soy sauce"),
        Ingredient(quantity: 75, unit: "ml", name: "fish sauce"), Ingredient(quantity: 1, unit: "tbsp", name: "olive oil"),
        Ingredient(quantity: 1, name: "red onion"),
    ]

    @Test func namesAreFoundSingularWithoutPreparationAndByTheirFood() {
        let text = "Blend the garlic, chillies, fish sauce and soy sauce, then pour over each chicken leg."
        let used = StepIngredientMatcher.indices(of: Self.ingredients, usedIn: text).map { Self.ingredients[$0].name }
        #expect(used == ["chicken legs", "garlic cloves", "red chillies", "light soy sauce", "fish sauce"])
    }

    @Test func aWordThatNamesManyFoodsIsNotEnough() {
        let used = StepIngredientMatcher.indices(of: Self.ingredients, usedIn: "Heat the oil, add the sauce and the onion.")
        #expect(used.map { Self.ingredients[$0].name } == ["red onion"])
    }
}
