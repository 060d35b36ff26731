import Foundation
import GRDB
import SousCore
import SousServices
@testable import SousStore
import Testing

/// What is stored per recipe (nutrition per serving, the allergen and diet answer) stays in step
/// with the recipe: on insert, replace, delete and undo, a correction, and a new table.
@Suite struct StoredAnswersTests {
    static let porridge = Recipe(
        title: "Porridge", servings: 2,
        ingredients: [Ingredient(quantity: 100, unit: "g", name: "rolled oats", text: "100 g rolled oats"),
                      Ingredient(quantity: 400, unit: "ml", name: "milk", text: "400 ml milk")],
        steps: [Step(text: "Simmer.")])

    static func storedRows(_ database: AppDatabase) throws -> [Row] {
        try database.writer.read { db in try Row.fetchAll(db, sql: "SELECT recipe_id, tables FROM recipe_nutrition ORDER BY recipe_id") }
    }

    static func worked(_ recipe: Recipe, corrections: [String: String] = [:]) -> Double {
        NutritionCalculator.standard.nutrition(for: recipe, corrections: corrections).perServing.kcal
    }

    @Test func storedOnFirstReadAndTheSameAsWorkedOut() throws {
        let harness = try ServiceHarness()
        let id = try harness.database.saveRecipe(Self.porridge)
        #expect(try Self.storedRows(harness.database).isEmpty)
        let first = try #require(try harness.database.nutrition(ofRecipes: [id])[id])
        #expect(first.perServing.kcal == Self.worked(Self.porridge))
        #expect(first.countedLines == 2 && first.ingredientLines == 2)
        #expect(try Self.storedRows(harness.database).map { $0[1] as String } == [NutritionCalculator.standardVersion])
        #expect(try harness.database.nutrition(ofRecipes: [id])[id] == first)
    }

    @Test func aReplacedRecipeIsWorkedOutAgain() throws {
        let harness = try ServiceHarness()
        let id = try harness.database.saveRecipe(Self.porridge)
        _ = try harness.database.nutrition(ofRecipes: [id])
        var richer = Self.porridge
        richer.id = id
        richer.servings = 1
        richer.ingredients.append(Ingredient(quantity: 2, unit: "tbsp", name: "honey", text: "2 tbsp honey"))
        _ = try harness.database.saveRecipe(richer)
        #expect(try Self.storedRows(harness.database).isEmpty)
        let after = try #require(try harness.database.nutrition(ofRecipes: [id])[id])
        #expect(after.perServing.kcal == Self.worked(richer))
        #expect(after.perServing.kcal > Self.worked(Self.porridge) * 2)
        // The allergen answer followed the same write.
        let safety = try #require(try harness.database.summaries(LibraryQuery(), offset: 0, limit: 10).first?.safety)
        #expect(safety.contents.contains(FoodContents(.milk)))
    }

    @Test func aDeletedRecipeTakesItsFiguresAndUndoGivesThemBack() throws {
        let harness = try ServiceHarness()
        let id = try harness.database.saveRecipe(Self.porridge)
        let before = try #require(try harness.database.nutrition(ofRecipes: [id])[id])
        let deleted = try #require(try harness.database.deleteRecipe(id: id))
        #expect(try Self.storedRows(harness.database).isEmpty)
        #expect(try harness.database.nutrition(ofRecipes: [id]).isEmpty)
        let restored = try harness.database.restoreRecipe(deleted)
        #expect(try harness.database.nutrition(ofRecipes: [restored])[restored] == before)
    }

    @Test func figuresFromAnotherTableAreWorkedOutAgain() throws {
        let harness = try ServiceHarness()
        let id = try harness.database.saveRecipe(Self.porridge)
        _ = try harness.database.nutrition(ofRecipes: [id])
        // As an older sous left them: other tables, other figures.
        try harness.database.writer.write { db in
            try db.execute(sql: "UPDATE recipe_nutrition SET tables = 'nutrition-0', kcal = 1")
        }
        let now = try #require(try harness.database.nutrition(ofRecipes: [id])[id])
        #expect(now.perServing.kcal == Self.worked(Self.porridge))
        #expect(try Self.storedRows(harness.database).map { $0[1] as String } == [NutritionCalculator.standardVersion])
    }

    @Test func aCorrectionReachesTheStoredFigures() throws {
        let harness = try ServiceHarness()
        let id = try harness.database.saveRecipe(Self.porridge)
        let before = try #require(try harness.database.nutrition(ofRecipes: [id])[id])
        try harness.database.setFoodCorrection(name: "milk", choice: "en:skimmed-milk")
        let corrected = try #require(try harness.database.nutrition(ofRecipes: [id])[id])
        #expect(corrected.perServing.kcal == Self.worked(Self.porridge, corrections: try harness.database.foodCorrections()))
        #expect(corrected.perServing.kcal < before.perServing.kcal)
        try harness.database.setFoodCorrection(name: "milk", choice: nil)
        #expect(try harness.database.nutrition(ofRecipes: [id])[id] == before)
    }
}
