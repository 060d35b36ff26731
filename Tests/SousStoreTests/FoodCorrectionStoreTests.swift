import Foundation
import GRDB
import SousCore
import Testing
@testable import SousStore

/// A person's correction to a food of the knowledge base reaches every stored answer: the
/// pantry's food of the name's key and the recipes' allergen answers; forgetting it undoes both.
@Suite struct FoodCorrectionStoreTests {
    let today = PlanDay(year: 2026, month: 11, day: 25)!

    func contents(ofRecipe id: Int64, in database: AppDatabase) throws -> (FoodContents, Int) {
        try database.writer.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT contents, unsure_lines FROM recipe WHERE id = ?", arguments: [id]))
            return (FoodContents(rawValue: row[0]), row[1])
        }
    }

    @Test func aConceptCorrectionReachesThePantryAndTheStoredAllergens() throws {
        let database = try AppDatabase.inMemory()
        let curry = try database.saveRecipe(Recipe(title: "Curry", servings: 2, ingredients: [
            Ingredient(quantity: 2, unit: "tbsp", name: "zorblax paste", text: "2 tbsp zorblax paste"),
        ]))
        try database.addPantryItems([PantryItem(name: "peanut butter")])
        #expect(try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today).isEmpty)
        let before = try contents(ofRecipe: curry, in: database)
        #expect(!before.0.contains(FoodContents(.peanuts)) && before.1 == 1)

        try database.setFoodCorrection(name: "Zorblax Paste", choice: "en:peanut-butter")
        #expect(try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today).map(\.title) == ["Curry"])
        let corrected = try contents(ofRecipe: curry, in: database)
        #expect(corrected.0.contains(FoodContents(.peanuts)) && corrected.1 == 0)
        // A recipe saved later with the name gets the corrected food at once.
        let satay = try database.saveRecipe(Recipe(title: "Satay", ingredients: [Ingredient(name: "zorblax paste")]))
        #expect(try contents(ofRecipe: satay, in: database).0.contains(FoodContents(.peanuts)))

        try database.setFoodCorrection(name: "zorblax paste", choice: nil)
        #expect(try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today).isEmpty)
        #expect(try contents(ofRecipe: curry, in: database) == before)
    }

    @Test func theShoppingListMergesACorrectedNameWithItsFood() throws {
        let database = try AppDatabase.inMemory()
        let recipes = [
            Recipe(title: "Curry", ingredients: [Ingredient(quantity: 2, unit: "tbsp", name: "zorblax paste")]),
            Recipe(title: "Toast", ingredients: [Ingredient(quantity: 1, unit: "tbsp", name: "peanut butter")]),
        ]
        #expect(try database.shoppingList(recipes: recipes, listID: "t", title: "T").lines.count == 2)
        try database.setFoodCorrection(name: "zorblax paste", choice: "en:peanut-butter")
        let merged = try database.shoppingList(recipes: recipes, listID: "t", title: "T").lines
        #expect(merged.count == 1)
        #expect(merged.first?.recipes.sorted() == ["Curry", "Toast"])
    }

    @Test func aUSDAFoodIsNutritionsAloneAndAnUnknownConceptIsRefused() throws {
        let database = try AppDatabase.inMemory()
        let id = try database.saveRecipe(Recipe(title: "Toast", ingredients: [Ingredient(name: "zorblax paste")]))
        try database.setFoodCorrection(name: "zorblax paste", choice: "16098")
        #expect(try contents(ofRecipe: id, in: database).1 == 1)
        #expect(throws: StoreError.invalid("No food has the id en:no-such-food.")) {
            try database.setFoodCorrection(name: "zorblax paste", choice: "en:no-such-food")
        }
        #expect(try database.foodCorrections() == ["zorblax paste": "16098"])
    }

    @Test func aVersionTwelveLibraryKeepsItsCorrections() throws {
        let library = try OldLibrary(upTo: "v12-food-concepts") { db in
            try db.execute(sql: "INSERT INTO nutrition_correction (name_key, food_id) VALUES ('spring onion', '11291')")
        }
        defer { library.remove() }
        let path = library.path
        let database = try AppDatabase(path: path)
        #expect(try database.foodCorrections() == ["spring onion": "11291"])
        let version = try database.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
        #expect(version == AppDatabase.schemaVersion)
        try database.setFoodCorrection(name: "spring onions", choice: "en:spring-onion")
        #expect(try database.foodCorrections() == ["spring onion": "en:spring-onion"])
    }
}
