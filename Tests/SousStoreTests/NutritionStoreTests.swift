import Foundation
import GRDB
import SousCore
import Testing
@testable import SousStore

/// The page's nutrition block is kept with its recipe; corrections are remembered by name.
@Suite struct NutritionStoreTests {
    @Test func thePagesNutritionIsKeptWithTheRecipe() throws {
        let database = try AppDatabase.inMemory()
        let page = PageNutrition(kcal: 520, protein: 32, fat: 21.5, sodiumMg: 640, servingSize: "1 bowl")
        let id = try database.saveRecipe(Recipe(title: "Ramen", pageNutrition: page))
        #expect(try database.recipe(id: id)?.pageNutrition == page)
        var changed = try #require(try database.recipe(id: id))
        changed.pageNutrition = nil
        try database.saveRecipe(changed)
        #expect(try database.recipe(id: id)?.pageNutrition == nil)
        // An empty block is not stored as one.
        let empty = try database.saveRecipe(Recipe(title: "Toast", pageNutrition: PageNutrition()))
        #expect(try database.recipe(id: empty)?.pageNutrition == nil)
    }

    @Test func correctionsAreRememberedByNameAndForgotten() throws {
        let database = try AppDatabase.inMemory()
        try database.setFoodCorrection(name: "Spring Onions", choice: "11291")
        let key = NutritionCalculator.key(for: "spring onions")
        #expect(try database.foodCorrections() == [key: "11291"])
        try database.setFoodCorrection(name: "spring onions", choice: "11282")
        #expect(try database.foodCorrections()[key] == "11282")
        try database.setFoodCorrection(name: "SPRING ONIONS", choice: nil)
        #expect(try database.foodCorrections().isEmpty)
        #expect(throws: StoreError.invalid("An ingredient name is needed.")) {
            try database.setFoodCorrection(name: " ,, ", choice: "1")
        }
    }

    @Test func aVersionSixLibraryGainsTheNutritionTables() throws {
        let library = try OldLibrary(upTo: "v6-diet") { db in
            try db.execute(sql: "INSERT INTO recipe (id, title, sort_title, created_at, updated_at) VALUES (1, 'Soup', 'soup', 0, 0)")
        }
        defer { library.remove() }
        let path = library.path
        let database = try AppDatabase(path: path)
        #expect(try database.recipe(id: 1)?.pageNutrition == nil)
        try database.setFoodCorrection(name: "leek", choice: "11246")
        #expect(try database.foodCorrections().count == 1)
    }
}
