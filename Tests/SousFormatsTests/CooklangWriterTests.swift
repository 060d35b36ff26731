import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Writing then reading back must give the same recipe.
@Suite("Cooklang writer")
struct CooklangWriterTests {
    static func withoutIdentity(_ recipe: Recipe) -> Recipe {
        var copy = recipe
        copy.id = nil
        copy.created = nil
        copy.updated = nil
        return copy
    }

    static func expectRoundTrip(_ recipe: Recipe, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = CooklangWriter.write(recipe)
        let back = try CooklangImporter.recipe(from: written)
        let expected = withoutIdentity(recipe)
        #expect(back.ingredients == expected.ingredients, "\(written)", sourceLocation: sourceLocation)
        #expect(back.steps == expected.steps, "\(written)", sourceLocation: sourceLocation)
        #expect(withoutIdentity(back) == expected, "\(written)", sourceLocation: sourceLocation)
    }

    static let handMade: [Recipe] = [
        Recipe(
            id: 7, title: "Crème brûlée — für 4", summary: "Silky: \"custard\" # with a crust", servings: 4,
            yieldText: "4 ramekins", prepMinutes: 20, cookMinutes: 45, totalMinutes: 250, category: "dessert",
            cuisine: "French", difficulty: "medium", rating: 5, favorite: true,
            sourceURL: "https://example.com/creme?x=1&y=2", notes: "Use a torch.\nOr the grill.\n\nKeeps 2 days -- covered.",
            tags: ["dessert", "français", "yes", "123"],
            ingredients: [
                Ingredient(section: "Custard", quantity: Rational(500), unit: "ml", name: "double cream", text: "500 ml double cream"),
                Ingredient(section: "Custard", quantity: Rational(1, 2), name: "vanilla pod", note: "split",
                           text: "1/2 vanilla pod, split"),
                Ingredient(section: "Custard", quantity: Rational(4), name: "egg yolks", note: "at room temperature",
                           text: "4 egg yolks, at room temperature"),
                Ingredient(section: "Topping", quantity: Rational(2), quantityHigh: Rational(3), unit: "tbsp",
                           name: "demerara sugar", text: "2-3 tbsp demerara sugar"),
            ],
            steps: [
                Step(section: "Custard", text: "Heat the double cream with the vanilla pod to 80°C.", ingredientIndices: [0, 1]),
                Step(section: "Custard", text: "Whisk the egg yolks, pour over the cream (slowly!) and bake @ 150°C for 40 minutes.",
                     ingredientIndices: [2]),
                Step(section: "Topping", text: "Sprinkle demerara sugar {evenly} and use torch #1 ~ or grill; C:\\tmp -- no [-comment-].",
                     ingredientIndices: [3]),
            ]),
        Recipe(
            title: "Pantry pasta",
            ingredients: [
                Ingredient(quantity: Rational(200), unit: "g", name: "spaghetti", text: "200 g spaghetti"),
                Ingredient(quantity: Rational(7, 4), unit: "cups", name: "water", text: "1 3/4 cups water"),
                Ingredient(quantity: Rational(4, 3), name: "lemons", text: "1 1/3 lemons"),
                Ingredient(name: "salt", text: "salt"),
                Ingredient(name: "chilli flakes", text: "a pinch chilli flakes"),
            ],
            steps: [
                Step(text: "Boil the spaghetti in salted water.", ingredientIndices: [0, 1]),
                Step(text: "Season with lemons.", ingredientIndices: [2]),
                Step(text: "= Serve > hot."),
            ]),
    ]

    @Test(arguments: handMade)
    func handMadeRecipesRoundTrip(recipe: Recipe) throws {
        try Self.expectRoundTrip(recipe)
    }

    @Test func writesReadableCooklang() {
        let text = CooklangWriter.write(Self.handMade[1])
        #expect(text.hasPrefix("---\ntitle: Pantry pasta\n---\n"))
        #expect(text.hasSuffix("""
            Boil the @spaghetti{200%g} in salted @water{1.75%cups}.

            Season with @lemons{4/3}.

            @salt{}
            @chilli flakes{a pinch}

            \\= Serve > hot.

            """))
    }

    @Test func durationsBecomeTimersAndReadBackAsTheSameWords() throws {
        let recipe = Recipe(title: "Stew", steps: [
            Step(text: "Simmer 10-15 minutes, then 1 1/2 hours (covered), rest 5 min."),
        ])
        let text = CooklangWriter.write(recipe)
        #expect(text.contains("Simmer ~{10-15%minutes}, then 1 1/2 hours (covered), rest ~{5%min}."))
        try Self.expectRoundTrip(recipe)
    }

    @Test func frontMatterQuotesWhatYAMLWouldMisread() throws {
        let recipe = Recipe(title: "Yes", servings: 2, tags: ["123", "true", "plain"])
        let text = CooklangWriter.write(recipe)
        #expect(text.hasPrefix("---\ntitle: 'Yes'\nservings: 2\ntags: ['123', 'true', plain]\n---\n"))
        try Self.expectRoundTrip(recipe)
    }

    @Test func ingredientsAreMarkedWhereTheStepNamesThem() throws {
        let recipe = Recipe(title: "T", ingredients: [
            Ingredient(quantity: Rational(1), unit: "tbsp", name: "Butter", note: "soft", text: "1 tbsp Butter, soft"),
        ], steps: [Step(text: "Melt the butter.", ingredientIndices: [0])])
        let text = CooklangWriter.write(recipe)
        #expect(text.contains("Melt the @Butter{1%tbsp}(soft)."))
    }

    /// Cooklang numbers ingredients by where they appear, so a recipe whose steps use its
    /// ingredients out of list order keeps the order and loses only the inline marks it must.
    @Test func outOfOrderIngredientsKeepTheirOrder() throws {
        let recipe = Recipe(title: "Salad", ingredients: [
            Ingredient(name: "oil", text: "oil"),
            Ingredient(quantity: Rational(1), name: "lettuce", text: "1 lettuce"),
            Ingredient(name: "vinegar", text: "vinegar"),
        ], steps: [
            Step(text: "Tear the lettuce.", ingredientIndices: [1]),
            Step(text: "Whisk oil and vinegar, then dress.", ingredientIndices: [0, 2]),
        ])
        let back = try CooklangImporter.recipe(from: CooklangWriter.write(recipe))
        #expect(back.ingredients == recipe.ingredients)
        #expect(back.steps.map(\.text) == recipe.steps.map(\.text))
        // Oil is marked in the second step; lettuce and vinegar follow it as a list paragraph.
        #expect(back.steps.map(\.ingredientIndices) == [[], [0]])
    }

    static let parsedSources = [
        """
        ---
        title: Tricky
        tags: [a]
        ---
        Melt butter, add @peanut butter{2%tbsp} and @butter{1%tbsp}.

        Add @salt and @pepper{}.

        @salt{}, @pepper{}

        == Sauce ==
        @stock{1%l}

        Reduce.

        Whisk in @cream{100%ml}(cold) — ~{3%min} — then (off heat) @Cream{}.

        ==
        > A note -- with dashes.
        Serve in #bowls.
        """,
        """
        == Only section ==
        Fold @egg whites{3} into @batter{}.
        """,
    ]

    @Test(arguments: parsedSources)
    func parseWriteParse(source: String) throws {
        let first = try CooklangImporter.recipe(from: source)
        try Self.expectRoundTrip(first)
    }

    @Test func everyStarterRecipeRoundTrips() throws {
        let files = try StarterLibrary.files()
        for file in files {
            let recipe = try CooklangImporter.recipe(from: file.text, fileName: file.name)
            try Self.expectRoundTrip(recipe)
        }
    }
}
