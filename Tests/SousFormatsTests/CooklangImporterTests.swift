import SousCore
import Testing
@testable import SousFormats

@Suite("Cooklang importer")
struct CooklangImporterTests {
    @Test func fullRecipe() throws {
        let recipe = try CooklangImporter.recipe(from: """
            ---
            title: Tomato Soup
            description: Quick and warming.
            servings: 4 bowls
            course: lunch
            cuisine: Italian
            tags: soup, quick , vegetarian
            prep_time: 10 min
            cook time: 1h10m
            time: 80
            difficulty: easy
            rating: 4
            favorite: yes
            source: https://example.com/soup
            notes: Freezes well.
            ---
            == Base ==
            Soften @onion{1}(diced) in @olive oil{2%tbsp} in a #pot{} for ~{10%minutes}.
            Add @garlic{2-3%cloves}.

            == Finish ==
            Add @tomatoes{1 1/2%kg} and @salt{some}. Simmer ~gently.

            > Good with bread.
            """, fileName: "tomato-soup.cook")
        #expect(recipe.title == "Tomato Soup")
        #expect(recipe.summary == "Quick and warming.")
        #expect(recipe.servings == 4)
        #expect(recipe.yieldText == "4 bowls")
        #expect(recipe.category == "lunch")
        #expect(recipe.cuisine == "Italian")
        #expect(recipe.tags == ["soup", "quick", "vegetarian"])
        #expect(recipe.prepMinutes == 10)
        #expect(recipe.cookMinutes == 70)
        #expect(recipe.totalMinutes == 80)
        #expect(recipe.difficulty == "easy")
        #expect(recipe.rating == 4)
        #expect(recipe.favorite)
        #expect(recipe.sourceURL == "https://example.com/soup")
        #expect(recipe.notes == "Freezes well.\n\nGood with bread.")
        #expect(recipe.ingredients == [
            Ingredient(section: "Base", quantity: Rational(1), name: "onion", note: "diced", text: "1 onion, diced"),
            Ingredient(section: "Base", quantity: Rational(2), unit: "tbsp", name: "olive oil", text: "2 tbsp olive oil"),
            Ingredient(section: "Base", quantity: Rational(2), quantityHigh: Rational(3), unit: "cloves", name: "garlic",
                       text: "2-3 cloves garlic"),
            Ingredient(section: "Finish", quantity: Rational(3, 2), unit: "kg", name: "tomatoes", text: "1 1/2 kg tomatoes"),
            Ingredient(section: "Finish", name: "salt", text: "some salt"),
        ])
        #expect(recipe.steps == [
            Step(section: "Base", text: "Soften onion in olive oil in a pot for 10 minutes. Add garlic.",
                 ingredientIndices: [0, 1, 2]),
            Step(section: "Finish", text: "Add tomatoes and salt. Simmer gently.", ingredientIndices: [3, 4]),
        ])
    }

    @Test(arguments: [
        ("2", Rational(2), nil, nil),
        ("1/2", Rational(1, 2), nil, nil),
        ("1 1/2", Rational(3, 2), nil, nil),
        ("0.5", Rational(1, 2), nil, nil),
        ("1.25", Rational(5, 4), nil, nil),
        ("½", Rational(1, 2), nil, nil),
        ("1½", Rational(3, 2), nil, nil),
        ("2-3", Rational(2), Rational(3), nil),
        ("1/2 - 1", Rational(1, 2), Rational(1), nil),
        ("01/2", nil, nil, "01/2"),
        ("1 01/2", nil, nil, "1 01/2"),
        ("0/2", Rational(0), nil, nil),
        ("10/4", Rational(5, 2), nil, nil),
        ("some", nil, nil, "some"),
        ("a handful", nil, nil, "a handful"),
        ("", nil, nil, nil),
    ] as [(String, Rational?, Rational?, String?)])
    func braceQuantities(raw: String, low: Rational?, high: Rational?, word: String?) {
        #expect(CooklangAmount.parse(raw) == CooklangAmount.Parsed(low: low, high: high, word: word))
    }

    @Test(arguments: [
        ("20 minutes", 20), ("1 hour 10 minutes", 70), ("1h10m", 70), ("90 min", 90), ("45", 45),
        ("1.5 hours", 90), ("PT1H30M", 90), ("20-30 minutes", 20), ("2 hrs", 120),
    ])
    func durations(text: String, minutes: Int) {
        #expect(CooklangDuration.minutes(text) == minutes)
    }

    @Test(arguments: [
        ("servings: 4", 4, nil),
        ("servings: 4 servings", 4, "4 servings"),
        ("servings: 2-4", 2, "2-4"),
        ("servings: 6\nyield: 12 cookies", 6, "12 cookies"),
        ("yield: 1 loaf", nil, "1 loaf"),
    ] as [(String, Int?, String?)])
    func servings(frontMatter: String, servings: Int?, yieldText: String?) throws {
        let recipe = try CooklangImporter.recipe(from: "---\n\(frontMatter)\n---\nBake.")
        #expect(recipe.servings == servings)
        #expect(recipe.yieldText == yieldText)
    }

    @Test(arguments: [
        ("tags: [a, b]", ["a", "b"]),
        ("tags:\n  - a\n  - b c", ["a", "b c"]),
        ("tags: a, b,, c", ["a", "b", "c"]),
    ])
    func tags(frontMatter: String, tags: [String]) throws {
        let recipe = try CooklangImporter.recipe(from: "---\n\(frontMatter)\n---\nBake.")
        #expect(recipe.tags == tags)
    }

    @Test(arguments: [
        ("source:\n  url: https://a.example\n  name: A", "https://a.example"),
        ("source.url: https://b.example", "https://b.example"),
    ])
    func sourceURL(frontMatter: String, url: String) throws {
        let recipe = try CooklangImporter.recipe(from: "---\n\(frontMatter)\n---\nBake.")
        #expect(recipe.sourceURL == url)
    }

    @Test(arguments: [
        ("sunday-roast_chicken.cook", "Sunday Roast Chicken"),
        ("/some/folder/Pad Thai.COOK", "Pad Thai"),
        (nil, "Untitled recipe"),
    ] as [(String?, String)])
    func titleFromFileName(fileName: String?, title: String) throws {
        let recipe = try CooklangImporter.recipe(from: "Cook @rice{}.", fileName: fileName)
        #expect(recipe.title == title)
    }

    @Test func paragraphOfReferencesIsAnIngredientList() throws {
        let recipe = try CooklangImporter.recipe(from: """
            @flour{500%g}
            @water{300%ml}, @salt{10%g}

            Mix everything with #hands{}.
            """)
        #expect(recipe.ingredients.map(\.name) == ["flour", "water", "salt"])
        #expect(recipe.steps == [Step(text: "Mix everything with hands.")])
    }

    @Test func unbalancedBraceSurfacesAsRecipeFileError() {
        #expect(throws: RecipeFileError.self) {
            try CooklangImporter.recipe(from: "Mix.\n\nAdd @x{2%g", fileName: "x.cook")
        }
    }
}
