import Testing
@testable import SousCore

struct SwappedLineTests {
    static func firstSwap(_ line: Ingredient, _ contents: FoodContents, avoiding: FoodContents? = nil) -> Swap? {
        SwapTable.standard.swaps(for: line, safety: IngredientSafety(contents: contents),
                                 avoiding: avoiding ?? contents).first
    }

    // 3/4 of 150 g is 112.5 g, which KitchenFormatter shows as 113 g (grams round to whole
    // grams below 250, halves up), not the loose "110 g".
    @Test(arguments: [
        (Rational.one, "150 g unsalted butter -> 113 g olive oil"),
        (Rational(2), "300 g unsalted butter -> 225 g olive oil"),
        (Rational(1, 2), "75 g unsalted butter -> 56 g olive oil"),
    ])
    func butterToOliveOilAtThreeQuarters(factor: Rational, expected: String) throws {
        let butter = Ingredient(quantity: 150, unit: "g", name: "unsalted butter", note: "softened",
                                text: "150 g unsalted butter, softened")
        let swap = try #require(Self.firstSwap(butter, FoodContents(.milk)))
        #expect(SwappedLine(butter, swap: swap, factor: factor).description == expected)
    }

    @Test func aLineWithoutAnAmountSwapsByName() throws {
        let butter = Ingredient(name: "butter", note: "for greasing", text: "butter, for greasing")
        let swap = try #require(Self.firstSwap(butter, FoodContents(.milk)))
        #expect(SwappedLine(butter, swap: swap).description == "butter -> olive oil")
    }

    @Test(arguments: [
        (Rational.one, "2 eggs -> 2 tbsp ground flaxseed + 6 tbsp water"),
        (Rational(3, 2), "3 eggs -> 3 tbsp ground flaxseed + 9 tbsp water"),
    ])
    func eggsBecomeFlaxPerEgg(factor: Rational, expected: String) throws {
        let eggs = Ingredient(quantity: 2, name: "eggs", text: "2 eggs")
        let swap = try #require(Self.firstSwap(eggs, FoodContents(.eggs), avoiding: Diet.vegan.excludes))
        let swapped = SwappedLine(eggs, swap: swap, factor: factor)
        #expect(swapped.description == expected)
        #expect(swapped.replacements.map(\.text).count == 2)
    }

    @Test func eggsWithoutACountShowTheAmountPerEgg() throws {
        let eggs = Ingredient(name: "eggs", note: "to glaze")
        let swap = try #require(Self.firstSwap(eggs, FoodContents(.eggs)))
        let swapped = SwappedLine(eggs, swap: swap)
        #expect(swapped.description == "eggs -> 1 tbsp ground flaxseed + 3 tbsp water per egg")
        #expect(swapped.replacements.map(\.text) == ["1 tbsp ground flaxseed, per egg", "3 tbsp water, per egg"])
    }

    @Test(arguments: [
        (Ingredient(quantity: 2, unit: "cups", name: "plain flour"),
         "2 cups plain flour -> 2 cups gluten-free flour blend + 1/2 tsp xanthan gum"),
        // Grams reach cups through the flour's density (125 g a cup).
        (Ingredient(quantity: 250, unit: "g", name: "plain flour"),
         "250 g plain flour -> 250 g gluten-free flour blend + 1/2 tsp xanthan gum"),
        (Ingredient(name: "flour", note: "for dusting"),
         "flour -> gluten-free flour blend + 1/4 tsp xanthan gum per cup"),
    ])
    func flourBecomesABlendWithXanthanPerCup(flour: Ingredient, expected: String) throws {
        let swap = try #require(Self.firstSwap(flour, FoodContents(.gluten)))
        #expect(SwappedLine(flour, swap: swap).description == expected)
    }

    @Test func fishSauce() throws {
        let line = Ingredient(quantity: 2, unit: "tbsp", name: "fish sauce")
        let fish = FoodContents(.fish)
        let swap = try #require(Self.firstSwap(line, fish))
        #expect(SwappedLine(line, swap: swap).description == "2 tbsp fish sauce -> 2 tbsp soy sauce + 1 pinch crumbled nori")
        let noSoy = try #require(Self.firstSwap(line, fish, avoiding: fish.union(FoodContents(.soybeans))))
        #expect(SwappedLine(line, swap: noSoy, factor: 2).description
                == "4 tbsp fish sauce -> 4 tbsp coconut aminos + 2 pinches crumbled nori + 2 pinches salt")
    }

    @Test func soySauceAvoidingGlutenIsTamari() throws {
        let line = Ingredient(quantity: 3, unit: "tbsp", name: "soy sauce")
        let swap = try #require(Self.firstSwap(line, [FoodContents(.soybeans), FoodContents(.gluten)],
                                               avoiding: FoodContents(.gluten)))
        #expect(SwappedLine(line, swap: swap, factor: Rational(2, 3)).description == "2 tbsp soy sauce -> 2 tbsp gluten-free tamari")
    }

    @Test func rangesScaleAtBothEnds() throws {
        let milk = Ingredient(quantity: 200, quantityHigh: 250, unit: "ml", name: "milk")
        let swap = try #require(Self.firstSwap(milk, FoodContents(.milk)))
        #expect(SwappedLine(milk, swap: swap).description == "200-250 ml milk -> 200-250 ml oat milk")
    }
}
