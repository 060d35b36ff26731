import Testing
@testable import SousCore

struct NutritionCalculatorTests {
    typealias F = TestFoods

    static let omelette = Recipe(title: "Onion omelette", servings: 4, ingredients: [
        F.line(Rational(2), nil, "onions"),                       // 220 g: 88 kcal
        F.line(Rational(2), "tbsp", "butter"),                    // 28.4 g: 203.628 kcal
        F.line(Rational(3), nil, "eggs"),                         // 150 g: 214.5 kcal
        F.line(Rational(500), "ml", "water"),                     // 500 g at 0 kcal
        F.line(nil, nil, "salt", note: "to taste"),               // no amount
        F.line(Rational(1), "pinch", "saffron"),                  // no food, no weight
        F.line(Rational(100), "g", "mystery spice"),              // no food, 100 g
    ])

    @Test func addsUpHandWorkedFigures() {
        let result = F.calculator.nutrition(for: Self.omelette)
        #expect(abs(result.total.kcal - 506.128) < 0.001)
        #expect(abs(result.total.protein - (2.42 + 0.2556 + 18.9)) < 0.001)
        #expect(abs(result.total.fat - (0.22 + 23.004 + 14.25)) < 0.001)
        #expect(abs(result.total.carbohydrate - (20.46 + 0.0284 + 1.05)) < 0.001)
        #expect(result.countedLines == 4)
        #expect(result.servings == 4)
        #expect(abs(result.perServing.kcal - 126.532) < 0.001)
    }

    @Test func perRecipeWhenServingsAreUnknown() {
        var recipe = Self.omelette
        recipe.servings = nil
        let result = F.calculator.nutrition(for: recipe)
        #expect(result.servings == nil)
        #expect(abs(result.perServing.kcal - 506.128) < 0.001)
    }

    @Test func coverageAndUnmatchedSayWhatWasLeftOut() {
        let result = F.calculator.nutrition(for: Self.omelette)
        // Counted 220 + 28.4 + 150 + 500 of 998.4 known grams (the mystery spice weighs 100 g uncounted).
        #expect(abs(result.coverageByWeight - 898.4 / 998.4) < 1e-9)
        #expect(!result.isEstimate)
        #expect(result.unmatched == ["salt (no amount)", "saffron (not in the food table)", "mystery spice (not in the food table)"])
        #expect(result.lines[3].outcome == .counted(foodID: "14411", description: "Water") || result.lines[3].outcome == .counted(foodID: "water", description: "Water"))
        #expect(result.lines[6].grams == 100)
        #expect(result.lines[5].grams == nil)
    }

    @Test func lowCoverageIsAnEstimate() {
        let recipe = Recipe(title: "Mostly unknown", ingredients: [
            F.line(Rational(50), "g", "butter"), F.line(Rational(500), "g", "dragonfruit"),
        ])
        let result = F.calculator.nutrition(for: recipe)
        #expect(result.isEstimate)
        #expect(result.lines[1].outcome == .noFood)
    }

    @Test func correctionsWinOverTheMatcher() {
        let recipe = Recipe(title: "Corrected", ingredients: [F.line(Rational(100), "g", "onions")])
        let plain = F.calculator.nutrition(for: recipe)
        #expect(abs(plain.total.kcal - 40) < 0.001)
        let byID = F.calculator.nutrition(for: recipe, corrections: [NutritionCalculator.key(for: "Onions"): "20081"])
        #expect(abs(byID.total.kcal - 364) < 0.001)
        #expect(byID.lines[0].outcome == .counted(foodID: "20081", description: F.flour.description))
        let byDescription = F.calculator.nutrition(for: recipe, corrections: ["onion": "sugars, GRANULATED"])
        #expect(abs(byDescription.total.kcal - 400) < 0.001)
        // A correction names a food for an unmatched name too.
        #expect(F.calculator.food(for: "dragon fruit", corrections: ["dragon fruit": "11282"])?.id == "11282")
    }

    @Test func correctionKeysAreLowercasedTrimmedSingular() {
        #expect(NutritionCalculator.key(for: "  Red Onions ") == "red onion")
        #expect(NutritionCalculator.key(for: "Tomatoes, chopped") == "tomatoes chopped")
        #expect(NutritionCalculator.key(for: "EGGS") == "egg")
    }

    @Test func headingsAndEmptyLinesAreSkipped() {
        let recipe = Recipe(title: "Sections", ingredients: [
            Ingredient(name: "For the sauce:", text: "For the sauce:"), Ingredient(name: " ", text: ""),
            F.line(Rational(1), "cup", "flour"),
        ])
        let result = F.calculator.nutrition(for: recipe)
        #expect(result.lines.map(\.outcome).prefix(2) == [.skipped, .skipped])
        #expect(result.ingredientLines == 1)
        #expect(result.unmatched.isEmpty)
    }

    @Test func deepFryingOilCountsWhatIsAbsorbed() {
        let recipe = Recipe(title: "Fritters", ingredients: [F.line(Rational(4), "cup", "vegetable oil", note: "for frying")])
        let result = F.calculator.nutrition(for: recipe)
        // 4 cups = 864 g, a tenth absorbed: 86.4 g at 884 kcal / 100 g.
        #expect(abs(result.total.kcal - 763.776) < 0.001)
        let shallow = Recipe(title: "Pan", ingredients: [F.line(Rational(2), "tbsp", "olive oil", note: "for frying")])
        #expect(abs(F.calculator.nutrition(for: shallow).total.kcal - 27 * 8.84) < 0.001)
    }

    @Test func aCompoundWordNoTableKnowsIsCountedAsItsLastPart() {
        let calculator = NutritionCalculator.standard
        func outcome(_ name: String, _ quantity: Rational, _ unit: String?) -> RecipeNutrition.Outcome? {
            let recipe = Recipe(title: "Suppe", ingredients: [F.line(quantity, unit, name)])
            return calculator.nutrition(for: recipe).lines.first?.outcome
        }
        // "Gemüse" + "brühe": the broth, of the kind the first part names.
        #expect(outcome("Gemüsebrühe", Rational(500), "ml").map { "\($0)".contains("vegetable broth") } == true)
        #expect(outcome("Knoblauchzehen", Rational(2), "clove").map { "\($0)".contains("Garlic") } == true)
        // Meat of a named animal is that meat, never tallow or meat extender.
        #expect(outcome("Rindfleisch", Rational(800), "g").map { "\($0)".contains("Beef, composite") } == true)
        #expect(outcome("Hähnchenfleisch", Rational(500), "g").map { "\($0)".contains("Chicken") } == true)
        // No known part: not counted, as before.
        #expect(outcome("Zorblaxwurzel", Rational(1), nil) == .noFood)
    }

    @Test func saltAndPepperCountsTheSalt() {
        let recipe = Recipe(title: "Seasoned", ingredients: [F.line(Rational(1), "tsp", "salt and pepper")])
        let result = F.calculator.nutrition(for: recipe)
        #expect(abs(result.total.sodiumMg - 6 * 387.58) < 0.01)
        let toTaste = Recipe(title: "Seasoned", ingredients: [F.line(nil, nil, "salt and pepper", note: "to taste")])
        #expect(F.calculator.nutrition(for: toTaste).lines[0].outcome == .noAmount)
    }

    @Test func iceAndHotWaterAreWater() {
        let recipe = Recipe(title: "Drink", ingredients: [F.line(Rational(1), "cup", "boiling water"), F.line(Rational(2), "cup", "ice")])
        let result = F.calculator.nutrition(for: recipe)
        #expect(result.countedLines == 2)
        #expect(result.total.kcal == 0)
    }

    @Test func searchAndLookup() {
        #expect(F.calculator.food(idOrDescription: "01123")?.description == F.egg.description)
        #expect(F.calculator.food(idOrDescription: "garlic, raw")?.id == "11215")
        #expect(F.calculator.search("onion raw").map(\.id) == ["11282"])
    }
}
