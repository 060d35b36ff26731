import Testing
@testable import SousCore

struct IngredientGramsTests {
    typealias F = TestFoods

    static let cases: [(Ingredient, NutritionFood, Double?, String)] = [
        // Mass units directly.
        (F.line(Rational(200), "g", "flour"), F.flour, 200, "grams"),
        (F.line(Rational(1), "kg", "potatoes"), F.potato, 1000, "kilograms"),
        (F.line(Rational(8), "oz", "butter"), F.butter, 226.796, "ounces"),
        (F.line(Rational(1), "lb", "potatoes"), F.potato, 453.592, "pounds"),
        // Volumes through the food's own portions: plain cup, spoon from the cup weight.
        (F.line(Rational(2), "cup", "flour"), F.flour, 250, "cups of flour from the food's cup"),
        (F.line(Rational(2), "tbsp", "butter"), F.butter, 28.4, "spoons from the food's spoon"),
        (F.line(Rational(1), "cup", "onion", note: "chopped"), F.onion, 160, "the portion the line's preparation names"),
        (F.line(Rational(1), "cup", "onion", note: "sliced"), F.onion, 115, "sliced"),
        // Densities when the food has no cup: sugar 200 g a cup.
        (F.line(Rational(1), "cup", "sugar"), F.sugar, 200, "kitchen density"),
        // Liquids at 1 g/ml as the last resort; solids without a density are not weighed.
        (F.line(Rational(500), "ml", "chicken stock"), F.stock, 500, "liquid at 1 g/ml"),
        (F.line(Rational(1), "l", "chicken stock"), F.stock, 1000, "litre"),
        (F.line(Rational(1), "cup", "chopped tomatoes"), F.tomatoes, nil, "a solid with no weight per cup"),
        // Counts through the food's sizes.
        (F.line(Rational(2), nil, "onions"), F.onion, 220, "medium by default"),
        (F.line(Rational(1), nil, "onion", note: "large"), F.onion, 150, "the size the line names"),
        (F.line(Rational(1), nil, "onion", note: "small"), F.onion, 70, "small"),
        (F.line(Rational(3), nil, "eggs"), F.egg, 150, "eggs are large unless said"),
        (F.line(Rational(2), nil, "eggs", note: "medium"), F.egg, 88, "medium eggs"),
        (F.line(Rational(2), nil, "potatoes", note: "large"), F.potato, 738, "sizes inside the unit text"),
        (F.line(Rational(2), "clove", "garlic"), F.garlic, 6, "cloves"),
        (F.line(Rational(1), "stick", "butter"), F.butter, 113, "a stick of butter"),
        (F.line(Rational(10), "sprig", "parsley"), F.parsley, 10, "ten sprigs from the plural portion"),
        (F.line(Rational(1), "can", "chopped tomatoes", note: "14 oz"), F.tomatoes, 396.893, "a can of the size the line gives"),
        (F.line(Rational(2), "tin", "chopped tomatoes", text: "2 x 400g tins chopped tomatoes"), F.tomatoes, 800, "tins sized in the text"),
        (F.line(Rational(1), "can", "chopped tomatoes"), F.tomatoes, 400, "an unsized can is the usual 400 g"),
        (F.line(Rational(2), nil, "cans chopped tomatoes", note: "15 ounce", text: "2 (15 ounce) cans chopped tomatoes"), F.tomatoes,
         850.486, "a bracket after the amount weighs each"),
        (F.line(Rational(2), nil, "onions", note: "about 1 lb", text: "2 onions (about 1 lb)"), F.onion, 453.592,
         "a bracket after the name weighs them all"),
        (F.line(Rational(2), nil, "onions", note: "about 6 oz each", text: "2 onions (about 6 oz each)"), F.onion, 340.194,
         "unless it says each"),
        (F.line(Rational(2), "tsp", "sugar", note: "8g", text: "2 tsp (8g) sugar"), F.sugar, 8, "a mass right after the measure is the whole amount"),
        (F.line(Rational(1), nil, "onion", note: "about 1 cup", text: "1 onion (about 1 cup)"), F.onion, 110, "a volume in brackets says nothing"),
        (F.line(Rational(1, 3), "cup", "sugar", note: "27g", text: "1/3 cup sugar (27g)"), F.sugar, 27,
         "a mass after the name of a measured amount is the whole amount"),
        (F.line(Rational(2), "cup", "sugar", note: "divided (240g)", text: "2 cups sugar, (divided (240g))"), F.sugar, 240,
         "even inside another bracket"),
        (F.line(Rational(1), "cup", "chopped tomatoes", note: "from a 400g can", text: "1 cup chopped tomatoes (from a 400g can)"),
         F.tomatoes, nil, "but not the packet it came from"),
        (F.line(Rational(1), nil, "350g block tofu", text: "1 350g block tofu"), F.tomatoes, 350, "a block sized in the text"),
        // A kind of food the item weights name in two words comes before the portions of the food
        // the line is counted as (any food with a medium size stands for it here).
        (F.line(Rational(2), nil, "japanese eggplants"), F.onion, 300, "a particular kind's weight"),
        (F.line(Rational(1), nil, "whole chicken"), F.onion, 1100, "a whole bird's meat and skin"),
        // Ranges weigh their first amount.
        (F.line(Rational(2), nil, "onions", high: Rational(3)), F.onion, 220, "2-3 onions: the first amount"),
        (F.line(Rational(100), "g", "flour", high: Rational(150)), F.flour, 100, "100-150 g: the first amount"),
    ]

    @Test(arguments: cases)
    func weighs(ingredient: Ingredient, food: NutritionFood, expected: Double?, label: String) {
        let result = IngredientGrams.grams(for: ingredient, food: food)
        if let expected {
            let grams = result.grams ?? -1
            #expect(abs(grams - expected) < 0.01, "\(label): \(result)")
        } else {
            #expect(result == .noWeight, "\(label): \(result)")
        }
    }

    @Test func noAmountWeighsNothing() {
        #expect(IngredientGrams.grams(for: F.line(nil, nil, "salt", note: "to taste"), food: F.salt) == .noAmount)
        #expect(IngredientGrams.grams(for: F.line(Rational(1), "pinch", "salt"), food: F.salt) == .noAmount)
        #expect(IngredientGrams.grams(for: F.line(nil, nil, "parsley"), food: F.parsley) == .noAmount)
        #expect(IngredientGrams.grams(for: F.line(Rational(0), "g", "flour"), food: F.flour) == .noAmount)
    }

    @Test func unknownCountUnitWithoutPortionIsNoWeight() {
        #expect(IngredientGrams.grams(for: F.line(Rational(1), "bulb", "onion"), food: F.onion) == .noWeight)
    }

    @Test func unitAloneGivesMassesAndVolumesAtWater() {
        #expect(IngredientGrams.gramsFromUnitAlone(F.line(Rational(250), "g", "saffron")) == 250)
        #expect(abs((IngredientGrams.gramsFromUnitAlone(F.line(Rational(1), "cup", "mystery")) ?? 0) - 236.588) < 0.01)
        #expect(IngredientGrams.gramsFromUnitAlone(F.line(Rational(2), nil, "onions")) == nil)
        #expect(IngredientGrams.gramsFromUnitAlone(F.line(nil, "g", "salt")) == nil)
    }
}
