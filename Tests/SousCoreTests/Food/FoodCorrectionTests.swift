import SousCore
import Testing

/// A person's correction of which food a name means, as every feature reads it.
@Suite struct FoodCorrectionTests {
    let corrections = [
        FoodCorrection.key(for: "ginger garlic paste"): "en:ginger",
        FoodCorrection.key(for: "zorblax paste"): "en:peanut-butter",
        FoodCorrection.key(for: "pesto"): "en:basil",
        FoodCorrection.key(for: "onions"): "11282",
        FoodCorrection.key(for: "wooden skewers"): "sous:skewer",
    ]

    @Test func keysIgnoreCaseAndPunctuationAndAPlural() {
        #expect(FoodCorrection.key(for: "Spring  Onions!") == "spring onion")
        #expect(FoodCorrection.isConcept("en:ginger") && !FoodCorrection.isConcept("11216"))
    }

    @Test func nutritionCountsTheChosenFoodsUSDAFood() throws {
        let recipe = Recipe(title: "Curry", servings: 2, ingredients: [
            Ingredient(quantity: 2, unit: "tbsp", name: "ginger garlic paste"),
            Ingredient(quantity: 2, name: "wooden skewers"),
        ])
        let lines = NutritionCalculator.standard.nutrition(for: recipe, corrections: corrections).lines
        guard case .counted(_, let description) = lines[0].outcome else {
            Issue.record("ginger is not counted: \(lines[0].outcome)")
            return
        }
        #expect(description.lowercased().contains("ginger"))
        #expect(lines[1].outcome == .notFood)
    }

    @Test func theChosenFoodsFactsJoinTheLinesOwnAndSettleTheLabel() {
        let detector = AllergenDetector.standard
        let unknown = detector.check(Ingredient(name: "zorblax paste"), corrections: [:])
        #expect(unknown.unsure && unknown.allergens.isEmpty)
        let corrected = detector.check(Ingredient(name: "zorblax paste"), corrections: corrections)
        #expect(corrected.allergens == [.peanuts] && !corrected.unsure)
        #expect(corrected.foods.first == "peanut butter")
        // A correction for nutrition never takes an allergen away: pesto is still nuts and milk.
        let pesto = detector.check(Ingredient(name: "pesto"), corrections: corrections)
        #expect(Set(pesto.allergens).isSuperset(of: [.treeNuts, .milk]))
        // A USDA food is nutrition's alone.
        #expect(detector.check(Ingredient(name: "onions"), corrections: corrections) == detector.check(Ingredient(name: "onions")))
    }

    @Test func thePantryCoversANeedThroughItsCorrectedFood() {
        let today = PlanDay(year: 2026, month: 11, day: 25)!
        let held = [PantryItem(name: "peanut butter")]
        let plain = PantryMatcher(items: held, staples: PantryStaples(), today: today)
        #expect(plain.item(for: ShoppingName.key(for: "zorblax paste"), name: "zorblax paste") == nil)
        let corrected = PantryMatcher(items: held, staples: PantryStaples(), today: today, corrections: corrections)
        #expect(corrected.item(for: ShoppingName.key(for: "zorblax paste"), name: "zorblax paste")?.noted == false)
    }

    @Test func thePickerFindsFoodsByTheStartsOfTheirWords() {
        let knowledge = FoodKnowledge.standard
        #expect(knowledge.search("pean butt", limit: 5).map { knowledge.concepts[$0].id }.first == "en:peanut-butter")
        #expect(knowledge.concept(named: "Peanut Butter").map { knowledge.concepts[$0].id } == "en:peanut-butter")
        #expect(knowledge.concept(named: "zorblax") == nil)
        #expect(knowledge.search("", limit: 5).isEmpty)
    }
}
