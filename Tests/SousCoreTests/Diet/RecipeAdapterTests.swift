import Testing
@testable import SousCore

struct RecipeAdapterTests {
    static let carbonara = Recipe(
        id: 7, title: "Carbonara", servings: 2, notes: "From Rome.",
        ingredients: [
            Ingredient(quantity: 200, unit: "g", name: "spaghetti", text: "200 g spaghetti"),
            Ingredient(quantity: 100, unit: "g", name: "pancetta", note: "diced", text: "100 g pancetta, diced"),
            Ingredient(quantity: 2, name: "eggs", text: "2 eggs"),
            Ingredient(quantity: 50, unit: "g", name: "parmesan", note: "grated", text: "50 g parmesan, grated"),
            Ingredient(quantity: 30, unit: "g", name: "butter", text: "30 g butter"),
            Ingredient(name: "black pepper", text: "black pepper"),
        ],
        steps: [
            Step(text: "Cook the spaghetti.", ingredientIndices: [0]),
            Step(text: "Fry the pancetta in the butter.", ingredientIndices: [1, 4]),
            Step(text: "Beat the eggs with the Parmesan and pepper.", ingredientIndices: [2, 3, 5]),
            Step(text: "Toss with the pasta off the heat.", ingredientIndices: [0]),
        ])

    /// Given explicitly, so the tests do not depend on what the detector knows.
    static let safety: [IngredientSafety] = [
        IngredientSafety(contents: FoodContents(.gluten)),
        IngredientSafety(contents: [.meat, .pork]),
        IngredientSafety(contents: FoodContents(.eggs)),
        IngredientSafety(contents: FoodContents(.milk)),
        IngredientSafety(contents: FoodContents(.milk)),
        IngredientSafety(),
    ]

    let adapter = RecipeAdapter()

    @Test func dairyFreePlanSwapsTheDairyLines() {
        let plan = adapter.plan(for: Self.carbonara, safety: Self.safety, avoiding: FoodContents(.milk), label: "dairy-free")
        #expect(plan.lines.map(\.index) == [3, 4])
        #expect(plan.isComplete)
        #expect(plan.line(at: 3)?.message() == "swap: 50 g parmesan -> 25 g nutritional yeast")
        #expect(plan.line(at: 4)?.message() == "swap: 30 g butter -> 23 g olive oil")
        // Scaled to the servings shown: 4 instead of 2.
        #expect(plan.line(at: 4)?.message(factor: 2) == "swap: 60 g butter -> 45 g olive oil")
        #expect(plan.line(at: 0) == nil)
    }

    @Test func dairyFreeCopy() {
        let copy = adapter.adapted(Self.carbonara, safety: Self.safety, avoiding: FoodContents(.milk), label: "dairy-free")
        #expect(copy.id == nil)
        #expect(copy.adaptedFrom == 7)
        #expect(copy.title == "Carbonara (dairy-free)")
        #expect(copy.ingredients.map(\.text) == [
            "200 g spaghetti", "100 g pancetta, diced", "2 eggs", "25 g nutritional yeast", "23 g olive oil", "black pepper",
        ])
        #expect(copy.ingredients[4] == Ingredient(quantity: Rational(45, 2), unit: "g", name: "olive oil",
                                                  text: "23 g olive oil"))
        #expect(copy.steps.map(\.text) == [
            "Cook the spaghetti.",
            "Fry the pancetta in the olive oil.",
            "Beat the eggs with the Nutritional yeast and pepper.",
            "Toss with the pasta off the heat.",
        ])
        #expect(copy.steps.map(\.ingredientIndices) == Self.carbonara.steps.map(\.ingredientIndices))
        #expect(copy.notes == """
            From Rome.

            Adapted from "Carbonara" (dairy-free):
            - swap: 50 g parmesan -> 25 g nutritional yeast (savoury and cheesy, does not melt)
            - swap: 30 g butter -> 23 g olive oil (for frying and sauces, not for pastry)
            """)
        // Everything else is the original's.
        #expect(copy.servings == 2)
    }

    @Test func veganCopyAddsTheFlaxLinesAndKeepsStepLinks() {
        let plan = adapter.plan(for: Self.carbonara, safety: Self.safety, avoiding: Diet.vegan.excludes, label: "vegan")
        #expect(plan.lines.map(\.index) == [1, 2, 3, 4])
        // Turkey rashers solve pork but not meat: the first swap that solves everything is chosen.
        #expect(plan.line(at: 1)?.message() == "swap: 100 g pancetta -> 100 g smoked tofu")
        let copy = adapter.adapted(Self.carbonara, following: plan)
        #expect(copy.title == "Carbonara (vegan)")
        #expect(copy.ingredients.map(\.text) == [
            "200 g spaghetti", "100 g smoked tofu", "2 tbsp ground flaxseed", "6 tbsp water", "25 g nutritional yeast",
            "23 g olive oil", "black pepper",
        ])
        #expect(copy.steps.map(\.text) == [
            "Cook the spaghetti.",
            "Fry the smoked tofu in the olive oil.",
            "Beat the ground flaxseed and water with the Nutritional yeast and pepper.",
            "Toss with the pasta off the heat.",
        ])
        #expect(copy.steps.map(\.ingredientIndices) == [[0], [1, 5], [2, 3, 4, 6], [0]])
    }

    static let satay = Recipe(
        id: 3, title: "Peanut satay",
        ingredients: [
            Ingredient(quantity: 200, unit: "g", name: "peanuts", text: "200 g peanuts"),
            Ingredient(quantity: 2, unit: "tbsp", name: "soy sauce", text: "2 tbsp soy sauce"),
        ],
        steps: [Step(text: "Blend the peanuts with the soy sauce.")])

    @Test func noSafeSwapForTheFoodADishIsBuiltOn() {
        let safety = [IngredientSafety(contents: FoodContents(.peanuts)),
                      IngredientSafety(contents: [FoodContents(.soybeans), FoodContents(.gluten)])]
        let avoided = FoodContents(.peanuts).union(FoodContents(.gluten))
        let plan = adapter.plan(for: Self.satay, safety: safety, avoiding: avoided, label: "for Sam")
        #expect(plan.line(at: 0)?.message() == "no safe swap: this dish is built on peanuts")
        #expect(plan.line(at: 1)?.message() == "swap: 2 tbsp soy sauce -> 2 tbsp gluten-free tamari")
        #expect(!plan.isComplete)
        let copy = adapter.adapted(Self.satay, following: plan)
        #expect(copy.title == "Peanut satay (for Sam)")
        #expect(copy.ingredients[0] == Self.satay.ingredients[0])
        #expect(copy.steps[0].text == "Blend the peanuts with the gluten-free tamari.")
        #expect(copy.notes == """
            Adapted from "Peanut satay" (for Sam):
            - no safe swap: this dish is built on peanuts
            - swap: 2 tbsp soy sauce -> 2 tbsp gluten-free tamari (tamari labelled gluten-free: some tamari has wheat)
            """)
    }

    @Test func noSafeSwapForASideLine() {
        let salad = Recipe(title: "Rice noodle salad", ingredients: [
            Ingredient(quantity: 200, unit: "g", name: "rice noodles", text: "200 g rice noodles"),
            Ingredient(quantity: 2, unit: "tbsp", name: "peanuts", note: "chopped", text: "2 tbsp peanuts, chopped"),
        ])
        let safety = [IngredientSafety(), IngredientSafety(contents: FoodContents(.peanuts))]
        let plan = adapter.plan(for: salad, safety: safety, avoiding: FoodContents(.peanuts), label: "peanut-free")
        #expect(plan.lines.map { $0.message() } == ["no safe swap for 2 tbsp peanuts, chopped"])
    }

    @Test func theHeaviestLineIsTheMainOneWhenTheTitleNamesNone() {
        let stew = Recipe(title: "Sunday stew", ingredients: [
            Ingredient(quantity: 1, unit: "tbsp", name: "oil"),
            Ingredient(quantity: 1, unit: "kg", name: "pork shoulder"),
            Ingredient(quantity: 500, unit: "g", name: "carrots"),
        ])
        let safety = [IngredientSafety(), IngredientSafety(contents: [.meat, .pork]), IngredientSafety()]
        let plan = adapter.plan(for: stew, safety: safety, avoiding: .pork, label: "no pork")
        #expect(plan.lines.map { $0.message() } == ["no safe swap: this dish is built on pork shoulder"])
    }

    @Test func aSwappedFoodInsideAnotherFoodsNameIsLeftAlone() {
        let cookies = Recipe(title: "Cookies", ingredients: [
            Ingredient(quantity: 100, unit: "g", name: "butter"),
            Ingredient(quantity: 100, unit: "g", name: "peanut butter"),
        ], steps: [Step(text: "Cream the butter and peanut butter; butter the tray.")])
        let safety = [IngredientSafety(contents: FoodContents(.milk)), IngredientSafety(contents: FoodContents(.peanuts))]
        let copy = adapter.adapted(cookies, safety: safety, avoiding: FoodContents(.milk), label: "dairy-free")
        #expect(copy.steps[0].text == "Cream the olive oil and peanut butter; butter the tray.")
    }

    /// A food named as a verb ("Butter the tray", "oil it") is a job, not the food: it keeps its word.
    @Test(arguments: [
        ("Butter the tray.", "Butter the tray."),
        ("Butter a 20 cm tin and line it.", "Butter a 20 cm tin and line it."),
        ("Toast the bread and butter it.", "Toast the bread and butter it."),
        ("Melt the butter.", "Melt the olive oil."),
        ("Butter, sugar and flour go in together.", "Olive oil, sugar and flour go in together."),
        ("Fry in butter until golden.", "Fry in olive oil until golden."),
    ])
    func onlyTheNounIsRenamed(step: String, expected: String) {
        let recipe = Recipe(title: "Toast", ingredients: [Ingredient(quantity: 30, unit: "g", name: "butter", text: "30 g butter")],
                            steps: [Step(text: step)])
        let copy = adapter.adapted(recipe, safety: [IngredientSafety(contents: FoodContents(.milk))],
                                   avoiding: FoodContents(.milk), label: "dairy-free")
        #expect(copy.steps[0].text == expected)
    }

    /// The lemon juice that turns soy milk into buttermilk is named in the step that used the buttermilk.
    @Test func aSwapsExtraIngredientsJoinTheStep() {
        let pancakes = Recipe(title: "Pancakes", ingredients: [
            Ingredient(quantity: 200, unit: "g", name: "flour", text: "200 g flour"),
            Ingredient(quantity: 240, unit: "ml", name: "buttermilk", text: "240 ml buttermilk"),
        ], steps: [
            Step(text: "Whisk the buttermilk into the flour, adding more buttermilk if thick."),
            Step(text: "Fry spoonfuls for 2 minutes a side."),
        ])
        let safety = [IngredientSafety(contents: FoodContents(.gluten)), IngredientSafety(contents: FoodContents(.milk))]
        let copy = adapter.adapted(pancakes, safety: safety, avoiding: FoodContents(.milk), label: "dairy-free")
        #expect(copy.ingredients.map(\.name) == ["flour", "soy milk", "lemon juice"])
        #expect(copy.steps.map(\.text) == [
            "Whisk the soy milk and lemon juice into the flour, adding more soy milk if thick.",
            "Fry spoonfuls for 2 minutes a side.",
        ])
    }

    /// At the recipe's own servings a swapped amount is the food's, not rounded for a scale.
    @Test func amountsAtFactorOneAreNotRounded() {
        let custard = Recipe(title: "Custard", ingredients: [Ingredient(quantity: 475, unit: "ml", name: "milk", text: "475 ml milk")],
                             steps: [Step(text: "Warm the milk.")])
        let copy = adapter.adapted(custard, safety: [IngredientSafety(contents: FoodContents(.milk))],
                                   avoiding: FoodContents(.milk), label: "dairy-free")
        #expect(copy.ingredients.map(\.text) == ["475 ml oat milk"])
        #expect(IngredientFormatter.display(Ingredient(quantity: 475, unit: "ml", name: "milk")) == "475 ml milk")
        #expect(IngredientFormatter.display(Ingredient(quantity: 1475, unit: "ml", name: "milk")) == "1.475 l milk")
        // Scaled, the kitchen's rounding still applies.
        #expect(IngredientFormatter.display(Ingredient(quantity: 475, unit: "ml", name: "milk"), factor: 2) == "950 ml milk")
        #expect(IngredientFormatter.display(Ingredient(quantity: 475, unit: "ml", name: "milk"), factor: Rational(3, 2)) == "710 ml milk")
    }

    @Test func aSafeRecipeIsCopiedWithoutANote() {
        let copy = adapter.adapted(Self.carbonara, safety: Self.safety, avoiding: FoodContents(.sesame), label: "sesame-free")
        #expect(copy.title == "Carbonara (sesame-free)")
        #expect(copy.ingredients == Self.carbonara.ingredients)
        #expect(copy.steps == Self.carbonara.steps)
        #expect(copy.notes == "From Rome.")
    }

    @Test func linesWithoutASafetyAnswerAreLeftAlone() {
        let plan = adapter.plan(for: Self.carbonara, safety: Array(Self.safety.prefix(4)),
                                avoiding: FoodContents(.milk), label: "dairy-free")
        #expect(plan.lines.map(\.index) == [3])
    }
}
