@testable import SousCore
import Testing

/// The pantry, the shopping list and nutrition asking the food knowledge base: coverage up and
/// down the graph, merging by concept, aisles found up the graph, and hand-worked figures.
@Suite struct FoodGraphFeatureTests {
    let today = PlanDay(year: 2026, month: 11, day: 25)!

    func suggestion(holding held: String, needing need: String) -> PantrySuggestion {
        let recipe = Recipe(title: "R", servings: 2, ingredients: [Ingredient(name: need)])
        return PantryMatcher(items: [PantryItem(name: held)], staples: PantryStaples(names: []), today: today).suggestion(for: recipe)
    }

    @Test(arguments: [
        // The same food under another name, or a more specific one, covers the need.
        ("zucchini", "courgette"),
        ("red onion", "onion"),
        ("chopped tomatoes", "tomatoes"),
        ("arborio rice", "risotto rice"),
        ("salmon", "fish"),
    ])
    func theSameOrAMoreSpecificFoodCovers(held: String, need: String) {
        let found = suggestion(holding: held, needing: need)
        #expect(found.have == [need] && found.noted.isEmpty, "\(held) for \(need): \(found)")
    }

    @Test(arguments: [("onion", "red onion"), ("rice", "basmati rice"), ("apples", "bramley apples")])
    func aMoreGeneralFoodCoversWithANote(held: String, need: String) {
        let found = suggestion(holding: held, needing: need)
        #expect(found.have == [need])
        #expect(found.noted == ["\(need) (you have \(held))"])
    }

    @Test(arguments: [
        ("spring onions", "onion"), ("sun-dried tomatoes", "tomatoes"), ("plain flour", "self-raising flour"),
        ("almond milk", "milk"), ("ground coriander", "fresh coriander"),
    ])
    func anotherFoodDoesNotCover(held: String, need: String) {
        let found = suggestion(holding: held, needing: need)
        #expect(found.have.isEmpty && found.missing.count == 1, "\(held) for \(need): \(found)")
    }

    @Test func theShoppingListMergesNamesOfOneFoodAndFindsItsAisleUpTheGraph() {
        let a = Recipe(title: "A", ingredients: [Ingredient(quantity: 2, name: "courgettes"), Ingredient(quantity: 500, unit: "g", name: "maris piper potatoes")])
        let b = Recipe(title: "B", ingredients: [Ingredient(quantity: 1, name: "zucchini")])
        let list = ShoppingListBuilder().build(listID: "w", title: "t", sources: [.init(recipe: a), .init(recipe: b)])
        let squash = list.lines.filter { ["courgettes", "zucchini"].contains($0.name) }
        #expect(squash.count == 1)
        #expect(squash.first?.amount == "3")
        #expect(squash.first?.recipes == ["A", "B"])
        #expect(list.lines.first { $0.name == "maris piper potatoes" }?.aisle == .produce)
    }

    @Test func aMoreGeneralFoodInThePantryGoesToCheckYouHave() {
        let recipe = Recipe(title: "A", ingredients: [Ingredient(quantity: 1, name: "red onion")])
        let list = ShoppingListBuilder(pantryItems: [PantryItem(name: "onions", quantity: 3)])
            .build(listID: "w", title: "t", sources: [.init(recipe: recipe)])
        #expect(list.checkYouHave.map(\.name) == ["red onion"])
        #expect(list.lines.isEmpty)
    }

    /// Worked by hand from SR28: carrots, raw, 41 kcal per 100 g; shrimp, raw, 85 kcal per 100 g.
    @Test func nutritionCountsTheHeadNounsFood() throws {
        let calculator = NutritionCalculator.standard
        try #require(calculator.problem == nil)
        let recipe = Recipe(title: "R", servings: 1, ingredients: [
            Ingredient(quantity: 200, unit: "g", name: "grated peeled carrots"),
            Ingredient(quantity: 1, unit: "lb", name: "large shrimp"),
            Ingredient(quantity: 1, name: "7x5-inch baking dish"),
        ])
        let result = calculator.nutrition(for: recipe)
        guard case .counted(_, let carrots) = result.lines[0].outcome, case .counted(_, let shrimp) = result.lines[1].outcome else {
            Issue.record("not counted: \(result.lines.map(\.outcome))")
            return
        }
        #expect(carrots.hasPrefix("Carrots, raw"))
        #expect(shrimp.hasPrefix("Crustaceans, shrimp"))
        #expect(result.lines[2].outcome == .notFood)
        #expect(abs(result.total.kcal - (200 * 0.41 + 453.6 * 0.85)) < 20)
    }
}
