import Foundation
import SousCore
import SousFormats
import Testing

/// `sous export --format json` must import back to the identical recipe: checked over every starter recipe.
@Suite struct JSONRoundTripTests {
    static func starterRecipes() throws -> [Recipe] {
        try StarterLibrary.files().enumerated().map { index, file in
            var recipe = try CooklangImporter.recipe(from: file.text, fileName: file.name)
            // As stored: an id, marks a person set. Dates are the database's, not the file's.
            recipe.id = Int64(index + 1)
            recipe.rating = index % 6
            recipe.favorite = index % 3 == 0
            return recipe
        }
    }

    @Test func theWholeStarterLibraryAsOneArrayReadsBackIdentical() throws {
        let recipes = try Self.starterRecipes()
        #expect(recipes.count == 58)
        let json = try RecipeJSON.encode(recipes)
        let back = try JSONDecoder().decode([RecipeJSON].self, from: Data(json.utf8)).map(\.recipe)
        #expect(back.count == recipes.count)
        for (original, read) in zip(recipes, back) {
            #expect(read == original, "\(original.title)")
        }
    }

    @Test func eachExportedFileReadsBackIdentical() throws {
        for recipe in try Self.starterRecipes() {
            let json = try RecipeJSON.encode([recipe], asArray: false)
            let read = try JSONDecoder().decode(RecipeJSON.self, from: Data(json.utf8)).recipe
            #expect(read == recipe, "\(recipe.title)")
        }
    }

    @Test func theImporterReadsTheExportBack() throws {
        let recipes = try Self.starterRecipes()
        let json = try RecipeJSON.encode(recipes)
        let imported = try RecipeImporter.recipes(from: Data(json.utf8), name: "library.json")
        #expect(imported.count == recipes.count)
        for (original, read) in zip(recipes, imported) {
            var expected = original
            expected.id = read.id  // an importer may drop ids: an import always adds
            #expect(read == expected, "\(original.title)")
        }
    }

    @Test func thePagesNutritionReadsBackAndABrokenBlockIsDropped() throws {
        let page = PageNutrition(kcal: 520, protein: 32, fat: 21.5, saturatedFat: 8, carbohydrate: 48, sugars: 6,
                                 fibre: 4.5, sodiumMg: 640, servingSize: "1 bowl")
        let recipe = Recipe(title: "Ramen", pageNutrition: page)
        let json = try RecipeJSON.encode([recipe], asArray: false)
        #expect(json.contains("\"page_nutrition\""))
        #expect(try JSONDecoder().decode(RecipeJSON.self, from: Data(json.utf8)).recipe.pageNutrition == page)
        let broken = #"{"title": "Ramen", "page_nutrition": "lots"}"#
        let read = try JSONDecoder().decode(RecipeJSON.self, from: Data(broken.utf8)).recipe
        #expect(read.title == "Ramen" && read.pageNutrition == nil)
    }
}

@Suite struct ProvenanceJSONTests {
    @Test func sourceAndConfidenceGoOutAndComeBack() throws {
        let recipe = Recipe(title: "Noodles", ingredients: [
            Ingredient(name: "soy sauce", text: "a splash of soy", provenance: Provenance(source: .caption, confidence: 0.4)),
            Ingredient(name: "salt", text: "salt"),
        ], steps: [Step(text: "Mix.", provenance: Provenance(source: .ocr, confidence: 0.75))])
        let text = try RecipeJSON.encode(RecipeJSON(recipe))
        #expect(text.contains("\"source\" : \"caption\""))
        #expect(text.contains("\"confidence\" : 0.4"))
        #expect(text.contains("\"source\" : null"))
        let back = try RecipeJSONReader.recipes(from: Data(text.utf8), name: "noodles.json")
        #expect(back.first?.ingredients.map(\.provenance) == recipe.ingredients.map(\.provenance))
        #expect(back.first?.steps.map(\.provenance) == recipe.steps.map(\.provenance))
    }
}
