import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Plain text, sous JSON, Paprika, detection by content and the errors of bad input.
@Suite struct FormatImportTests {
    @Test func plainTextRecipe() throws {
        let text = """
        Lemon Drizzle Cake

        A family favourite.
        Serves 8
        Prep time 15 min
        Cook time: 45 minutes

        Ingredients
        - 225g butter
        - 3 eggs
        1.5 tsp baking powder
        For the drizzle:
        * 1 lemon, juiced

        Method
        1. Cream the butter.
        2) Beat in the eggs.
        """
        let recipes = try RecipeImporter.recipes(from: Data(text.utf8), name: "cake.txt")
        let recipe = try #require(recipes.first)
        #expect(recipe.title == "Lemon Drizzle Cake")
        #expect(recipe.servings == 8)
        #expect(recipe.prepMinutes == 15)
        #expect(recipe.cookMinutes == 45)
        #expect(recipe.summary == "A family favourite.")
        // "1.5 tsp" is an amount with a decimal point, not the list number "1.".
        #expect(recipe.ingredients.map(\.text) == ["225g butter", "3 eggs", "1.5 tsp baking powder", "1 lemon, juiced"])
        #expect(recipe.ingredients.map(\.section) == [nil, nil, nil, "For the drizzle"])
        #expect(recipe.steps.map(\.text) == ["Cream the butter.", "Beat in the eggs."])
    }

    @Test func sousJSONObjectAndArrayRoundTrip() throws {
        let recipe = Recipe(id: 7, title: "Toast", servings: 1, ingredients: [Ingredient(quantity: 2, name: "bread", text: "2 bread")],
                            steps: [Step(text: "Toast it.")])
        let one = try RecipeJSON.encode([recipe], asArray: false)
        let many = try RecipeJSON.encode([recipe, recipe], asArray: true)
        let fromOne = try RecipeImporter.recipes(from: Data(one.utf8), name: "toast.json")
        #expect(fromOne.count == 1)
        var expected = recipe
        expected.id = nil
        #expect(fromOne[0] == expected)
        #expect(try RecipeImporter.recipes(from: Data(many.utf8), name: "toast.json").count == 2)
    }

    @Test func deepJSONIsRefused() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: RecipeImportError.self) { try RecipeImporter.recipes(from: Data(deep.utf8), name: "deep.json") }
    }

    @Test func wrongJSONShapeSaysSo() throws {
        let error = #expect(throws: RecipeImportError.self) { try RecipeImporter.recipes(from: Data(#"{"x": 1}"#.utf8), name: "x.json") }
        #expect(error?.message.contains("x.json") == true)
    }

    @Test(arguments: [
        ("<!DOCTYPE html><html></html>", "a.txt", RecipeFormat.html),
        ("  {\"title\": \"x\"}", "recipe", RecipeFormat.sousJSON),
        ("[{}]", "list.dat", RecipeFormat.sousJSON),
        ("Add @salt{1%tsp}.", "notes", RecipeFormat.cooklang),
        ("Pancakes\n\nIngredients\n- 1 egg", "p.cook.bak", RecipeFormat.plainText),
        ("anything", "x.cook", RecipeFormat.cooklang),
    ])
    func detectsFormatByContent(_ text: String, _ name: String, _ format: RecipeFormat) {
        #expect(RecipeFormat.detect(Data(text.utf8), name: name) == format)
    }

    @Test func detectsBinaryFormatsByMagicNumber() {
        #expect(RecipeFormat.detect(Data([0x50, 0x4B, 0x03, 0x04, 0]), name: "x.txt") == .paprikaArchive)
        #expect(RecipeFormat.detect(Data([0x1F, 0x8B, 8, 0]), name: "x.txt") == .paprikaRecipe)
    }

    static let paprikaJSON = """
    {"name":"Paprika Chicken","ingredients":"2 tbsp paprika\\nFor the sauce:\\n200ml cream","directions":"1. Brown the chicken.\\n2. Add the cream.",
     "servings":"4 servings","prep_time":"10 mins","cook_time":"1 hr","source_url":"https://example.com/p","categories":["Dinner"],"rating":4}
    """

    @Test func paprikaSingleRecipe() throws {
        let data = TestArchives.gzip(Data(Self.paprikaJSON.utf8))
        let recipes = try RecipeImporter.recipes(from: data, name: "chicken.paprikarecipe")
        let recipe = try #require(recipes.first)
        #expect(recipe.title == "Paprika Chicken")
        #expect(recipe.servings == 4)
        #expect(recipe.prepMinutes == 10)
        #expect(recipe.cookMinutes == 60)
        #expect(recipe.rating == 4)
        #expect(recipe.ingredients.map(\.name) == ["paprika", "cream"])
        #expect(recipe.ingredients.map(\.section) == [nil, "For the sauce"])
        #expect(recipe.steps.map(\.text) == ["Brown the chicken.", "Add the cream."])
    }

    @Test func paprikaArchiveOfSeveralRecipes() throws {
        let member = TestArchives.gzip(Data(Self.paprikaJSON.utf8))
        let zip = TestArchives.zip([("a.paprikarecipe", member), ("b.paprikarecipe", member)])
        let recipes = try RecipeImporter.recipes(from: zip, name: "export.paprikarecipes")
        #expect(recipes.map(\.title) == ["Paprika Chicken", "Paprika Chicken"])
    }

    @Test func zipBombIsRefused() {
        let big = Data(repeating: 0, count: 2_000)
        let zip = TestArchives.zip([("a", big), ("b", big)])
        let error = #expect(throws: RecipeImportError.self) { try ZipArchiveReader.members(zip, totalLimit: 3_000) }
        #expect(error?.message.contains("zip bomb") == true)
        #expect(throws: Inflater.Failure.tooLarge) { try Inflater.inflate(TestArchives.gzip(big), limit: 1_000) }
    }

    @Test(arguments: [Data([0x1F, 0x8B, 1, 2, 3]), Data([0x50, 0x4B, 0x03, 0x04, 9, 9, 9])])
    func corruptArchivesGiveMessages(_ data: Data) {
        #expect(throws: RecipeImportError.self) { try RecipeImporter.recipes(from: data, name: "bad") }
    }

    @Test func emptyFileAndNonRecipeText() {
        #expect(throws: RecipeImportError.self) { try RecipeImporter.recipes(from: Data(), name: "empty.txt") }
        #expect(throws: RecipeImportError.self) { try RecipeImporter.recipes(from: Data("just one line".utf8), name: "a.txt") }
    }
}
