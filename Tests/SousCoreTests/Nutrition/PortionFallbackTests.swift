import Testing
@testable import SousCore

/// Weights for lines the food's plain portions do not cover: a head for the whole item, words
/// the table writes as one, a serving measured by volume, pieces, packs and the usual weight of
/// one item (`item-weights.txt`), and sizes in brackets written as fractions.
struct PortionFallbackTests {
    typealias F = TestFoods

    static let cauliflower = NutritionFood(
        id: "11135", description: "Cauliflower, raw", per100g: Nutrients(kcal: 25),
        portions: [.init(amount: 1, unit: "cup chopped (1/2\" pieces)", grams: 107), .init(amount: 1, unit: "floweret", grams: 13),
                   .init(amount: 1, unit: "head large (6-7\" dia.)", grams: 840), .init(amount: 1, unit: "head medium (5-6\" dia.)", grams: 588),
                   .init(amount: 1, unit: "head small (4\" dia.)", grams: 265)])
    static let sweetPotato = NutritionFood(
        id: "11507", description: "Sweet potato, raw, unprepared", per100g: Nutrients(kcal: 86),
        portions: [.init(amount: 1, unit: "cup, cubes", grams: 133), .init(amount: 1, unit: "sweetpotato, 5\" long", grams: 130)])
    static let iceCream = NutritionFood(
        id: "19095", description: "Ice creams, vanilla", per100g: Nutrients(kcal: 207),
        portions: [.init(amount: 1, unit: "serving 1/2 cup", grams: 66)])
    static let shallot = NutritionFood(
        id: "11677", description: "Shallots, raw", per100g: Nutrients(kcal: 72), portions: [.init(amount: 1, unit: "tbsp chopped", grams: 10)])
    static let seasoning = NutritionFood(id: "02049", description: "Seasoning mix, dry, taco, original", per100g: Nutrients(kcal: 322))

    static let cases: [(Ingredient, NutritionFood, Double, String)] = [
        (F.line(1, nil, "cauliflower"), cauliflower, 588, "a bare count of a headed vegetable is one medium head"),
        (F.line(1, nil, "cauliflower", note: "large"), cauliflower, 840, "the size the line names"),
        (F.line(1, nil, "sweet potato"), sweetPotato, 130, "two words the table writes as one"),
        (F.line(Rational(1, 2), "gallon", "vanilla ice cream"), iceCream, 1056, "a serving measured by volume gives the density"),
        (F.line(2, "piece", "onions"), F.onion, 220, "pieces count whole items"),
        (F.line(1, "Stück", "onion"), F.onion, 110, "a piece in another language"),
        (F.line(1, nil, "shallot"), shallot, 40, "the usual weight of one item"),
        (F.line(2, nil, "large shallots"), shallot, 80, "the usual weight, tried without leading words"),
        (F.line(1, "packet", "taco seasoning"), seasoning, 28, "the usual pack"),
        (F.line(2, "heads", "garlic"), F.garlic, 100, "a unit that weighs differently for each food: a head of garlic, not of cabbage"),
        (F.line(1, "bulb", "garlic"), F.garlic, 50, "a unit sous does not know, weighed for this food"),
        (F.line(1, "packet", "taco seasoning", note: "1.25 oz"), seasoning, 35.437, "a size the line gives wins over the usual pack"),
        (F.line(Rational(1, 2), "cup", "butter", note: "1/4 pound", text: "1/2 cup (1/4 pound) butter"), F.butter, 113.398,
         "a fraction in brackets is read whole, not as its last digits"),
        (F.line(1, "can", "chopped tomatoes", note: "14 1/2 oz", text: "1 (14 1/2 oz) can chopped tomatoes"), F.tomatoes, 411.068,
         "a mixed number in a packet size"),
    ]

    @Test(arguments: cases)
    func weighs(ingredient: Ingredient, food: NutritionFood, expected: Double, label: String) {
        let result = IngredientGrams.grams(for: ingredient, food: food)
        #expect(abs((result.grams ?? -1) - expected) < 0.01, "\(label): \(result)")
    }

    @Test func aFoodWithNoWholeItemAndNoUsualWeightStaysUnweighed() {
        let mystery = NutritionFood(id: "x", description: "Zorblax, raw", per100g: Nutrients(kcal: 10))
        #expect(IngredientGrams.grams(for: F.line(2, nil, "zorblax"), food: mystery) == .noWeight)
        #expect(IngredientGrams.grams(for: F.line(2, "piece", "zorblax"), food: mystery) == .noWeight)
    }

    @Test(arguments: [
        (F.line(2, "lb", "bone-in chicken thighs"), 907.185 * 0.73, "a weight of a cut the line says is on the bone"),
        (F.line(2, "lb", "chicken thighs", note: "bone in, skin on"), 907.185 * 0.73, "said in the note"),
        (F.line(2, "lb", "chicken thighs"), 907.185, "a cut also sold boneless, not said to be on the bone"),
        (F.line(2, "lb", "chicken wings"), 907.185 * 0.62, "a cut always sold on the bone"),
        (F.line(2, "lb", "boneless chicken wings"), 907.185, "boneless wins"),
        (F.line(4, nil, "bone-in pork shoulder steaks", note: "about 3 pounds", text: "4 bone-in pork shoulder steaks (about 3 pounds)"),
         1360.78 * 0.91, "a weight in brackets, the cut found inside the name"),
    ])
    func aWeightOnTheBoneCountsTheMeat(ingredient: Ingredient, expected: Double, label: String) {
        let meat = NutritionFood(id: "x", description: "Meat, raw", per100g: Nutrients(kcal: 200))
        let result = IngredientGrams.grams(for: ingredient, food: meat)
        #expect(abs((result.grams ?? -1) - expected) < 0.5, "\(label): \(result)")
    }

    @Test func boneSharesReadTheirFileAndRefuseBadLines() throws {
        let shares = try BoneShares.parse("# comment\nchicken wing | 38 | always\nham | 17 | said # USDA\n")
        #expect(shares.meat(in: 100, of: F.line(1, "kg", "chicken wings")) == 62)
        #expect(shares.meat(in: 100, of: F.line(1, "kg", "ham")) == 100)
        #expect(shares.meat(in: 100, of: F.line(1, "kg", "ham on the bone")) == 83)
        #expect(throws: DataFileError.self) { try BoneShares.parse("ham | 17\n") }
        #expect(throws: DataFileError.self) { try BoneShares.parse("ham | 117 | said\n") }
        #expect(throws: DataFileError.self) { try BoneShares.parse("ham | 17 | sometimes\n") }
        #expect(BoneShares.standard.meat(in: 100, of: F.line(1, "kg", "lamb shanks")) < 100, "the shipped file loads")
    }

    @Test func itemWeightsReadTheirFileAndRefuseBadLines() throws {
        let weights = try ItemWeights.parse("# comment\nsweet potato | 130\n\nshallot | 40 # usual\n")
        #expect(weights.grams(forName: "Sweet Potatoes") == 130)
        #expect(weights.grams(forName: "large banana shallots") == 40)
        #expect(weights.grams(forName: "potato") == nil)
        #expect(throws: DataFileError.self) { try ItemWeights.parse("shallot 40\n") }
        #expect(throws: DataFileError.self) { try ItemWeights.parse("shallot | -3\n") }
        #expect(ItemWeights.standard.grams(forName: "shallot") != nil, "the shipped file loads")
    }
}
