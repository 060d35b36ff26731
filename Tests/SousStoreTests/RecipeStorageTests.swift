import Foundation
import SousCore
import Testing
@testable import SousStore

@Suite("Saving, loading and deleting recipes")
struct RecipeStorageTests {
    let db: AppDatabase

    init() throws {
        db = try AppDatabase.inMemory()
    }

    @Test func migratesFromEmpty() throws {
        let (tables, version) = try db.writer.read { db in
            (try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name"),
             try Int.fetchOne(db, sql: "PRAGMA user_version"))
        }
        for table in ["recipe", "ingredient", "step", "recipe_tag", "setting", "recipe_fts"] {
            #expect(tables.contains(table), "missing table \(table)")
        }
        #expect(version == AppDatabase.schemaVersion)
        #expect(try db.recipeCount() == 0)
    }

    @Test func roundTripKeepsEveryField() throws {
        let original = Fixtures.cremeBrulee
        let id = try db.saveRecipe(original)
        let loaded = try #require(try db.recipe(id: id))
        var expected = original
        expected.id = id
        #expect(loaded == expected)
        #expect(loaded.ingredients[0].quantity == Rational(1, 3))
        #expect(loaded.ingredients[1].quantityHigh == Rational(3))
        #expect(loaded.steps[1].ingredientIndices == [0, 2, 3])
    }

    @Test func storesTheEffectiveTotalButGivesBackWhatWasWritten() throws {
        var recipe = Fixtures.simple("Toast")
        recipe.prepMinutes = 2
        recipe.cookMinutes = 3
        let id = try db.saveRecipe(recipe)
        let stored = try db.writer.read { try Int.fetchOne($0, sql: "SELECT total_minutes FROM recipe") }
        #expect(stored == 5)
        #expect(try db.recipe(id: id)?.totalMinutes == nil)
        #expect(try db.recipe(id: id)?.effectiveTotalMinutes == 5)
    }

    @Test func insertSetsCreatedAndUpdated() throws {
        let before = Date().addingTimeInterval(-1)
        let id = try db.saveRecipe(Recipe(title: "Toast"))
        let loaded = try #require(try db.recipe(id: id))
        #expect(try #require(loaded.created) >= before)
        #expect(try #require(loaded.updated) >= before)
    }

    @Test func updateReplacesChildrenAndSearchText() throws {
        let id = try db.saveRecipe(Fixtures.cremeBrulee)
        var changed = try #require(try db.recipe(id: id))
        changed.title = "Vanilla Custard"
        changed.ingredients = [Ingredient(quantity: Rational(1, 2), unit: "l", name: "whole milk", text: "1/2 l whole milk")]
        changed.steps = [Step(text: "Heat the milk.", ingredientIndices: [0])]
        changed.tags = ["quick"]
        changed.created = nil
        try db.saveRecipe(changed)

        let loaded = try #require(try db.recipe(id: id))
        #expect(loaded.title == "Vanilla Custard")
        #expect(loaded.ingredients == changed.ingredients)
        #expect(loaded.steps == changed.steps)
        #expect(loaded.tags == ["quick"])
        #expect(loaded.created == Fixtures.created, "created is kept when an update does not give one")
        let rows = try db.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM ingredient"),
             try Int.fetchOne(db, sql: "SELECT count(*) FROM step"))
        }
        #expect(rows.0 == 1 && rows.1 == 1)
        #expect(try db.count(LibraryQuery(search: "brulee")) == 0)
        #expect(try db.count(LibraryQuery(search: "demerara")) == 0)
        #expect(try db.count(LibraryQuery(search: "whole milk")) == 1)
        #expect(try db.count(LibraryQuery(search: "quick")) == 1)
    }

    @Test func savingAnUnknownIdThrowsNotFound() throws {
        var recipe = Fixtures.simple("Ghost")
        recipe.id = 42
        #expect(throws: StoreError.notFound("42")) { try db.saveRecipe(recipe) }
        #expect(try db.recipeCount() == 0)
    }

    @Test func deleteCascadesAndLeavesTheIndex() throws {
        let id = try db.saveRecipe(Fixtures.cremeBrulee)
        let other = try db.saveRecipe(Fixtures.simple("Custard Tart", ingredients: ["cream"]))
        try db.deleteRecipe(id: id)
        #expect(try db.recipe(id: id) == nil)
        let leftovers = try db.writer.read { db in
            try Int.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM ingredient WHERE recipe_id = ?)
                     + (SELECT count(*) FROM step WHERE recipe_id = ?)
                     + (SELECT count(*) FROM recipe_tag WHERE recipe_id = ?)
                """, arguments: [id, id, id])
        }
        #expect(leftovers == 0)
        #expect(try db.count(LibraryQuery(search: "creme")) == 0)
        #expect(try db.summaries(LibraryQuery(search: "cream"), offset: 0, limit: 10).map(\.id) == [other])
        try db.deleteRecipe(id: id) // a second delete is harmless
    }

    @Test func importAddsAllInOrderIgnoringIds() throws {
        var recipes = SampleLibrary.recipes(count: 30, seed: 7)
        recipes[0].id = 999
        let ids = try db.importRecipes(recipes)
        #expect(ids.count == 30)
        #expect(!ids.contains(999))
        #expect(try db.recipeCount() == 30)
        var expected = recipes[5]
        expected.id = ids[5]
        let loaded = try #require(try db.recipe(id: ids[5]))
        #expect(loaded.title == expected.title)
        #expect(loaded.ingredients == expected.ingredients)
        #expect(loaded.steps == expected.steps)
    }

    @Test func bulkImportThenOptimizeKeepsTheIndexExact() throws {
        var recipes = SampleLibrary.recipes(count: 1_200, seed: 11)
        recipes[700].title = "Quinceberry Fool"
        recipes[700].category = "Pudding"
        var ids: [Int64] = []
        for start in stride(from: 0, to: recipes.count, by: 500) {
            ids += try db.importRecipes(Array(recipes[start..<min(start + 500, recipes.count)]))
        }
        try db.optimizeSearchIndex()
        #expect(try db.recipeCount() == 1_200)
        #expect(try db.summaries(LibraryQuery(search: "quinceb"), offset: 0, limit: 10).map(\.id) == [ids[700]])
        #expect(try db.count(LibraryQuery(search: "quinceb", category: "Pudding")) == 1)
        let loaded = try #require(try db.recipe(id: ids[700]))
        #expect(loaded.ingredients == recipes[700].ingredients)
        #expect(loaded.steps == recipes[700].steps)
        #expect(loaded.tags == AppDatabase.uniqueTags(recipes[700].tags))
        // Removal hands FTS5 the same tokens the insert did, so nothing is left behind.
        try db.deleteRecipe(id: ids[700])
        #expect(try db.count(LibraryQuery(search: "quinceb")) == 0)
        try db.optimizeSearchIndex()
        #expect(try db.count(LibraryQuery(search: "quinceb")) == 0)
    }

    @Test func favouriteAndRating() throws {
        let id = try db.saveRecipe(Fixtures.simple("Toast", favorite: false))
        try db.setFavorite(id: id, true)
        #expect(try db.recipe(id: id)?.favorite == true)
        // The favourite facet of the search index follows the row.
        #expect(try db.count(LibraryQuery(search: "toast", favoritesOnly: true)) == 1)
        try db.setFavorite(id: id, false)
        #expect(try db.count(LibraryQuery(search: "toast", favoritesOnly: true)) == 0)
        #expect(try db.count(LibraryQuery(search: "toast")) == 1)
    }

    @Test(arguments: [(-3, 0), (0, 0), (3, 3), (5, 5), (9, 5)])
    func ratingIsClamped(given: Int, stored: Int) throws {
        let id = try db.saveRecipe(Fixtures.simple("Toast"))
        try db.setRating(id: id, given)
        #expect(try db.recipe(id: id)?.rating == stored)
    }

    @Test func duplicateAndBlankTagsAreDropped() throws {
        let id = try db.saveRecipe(Fixtures.simple("Toast", tags: ["Quick", "quick", " ", "easy "]))
        #expect(try db.recipe(id: id)?.tags == ["Quick", "easy"])
    }

    @Test func settings() throws {
        #expect(try db.setting("theme") == nil)
        try db.setSetting("theme", "dark")
        try db.setSetting("theme", "light")
        #expect(try db.setting("theme") == "light")
        try db.setSetting("theme", nil)
        #expect(try db.setting("theme") == nil)
    }
}

@Suite struct ProvenanceStorageTests {
    @Test func eachLineKeepsWhereItCameFromAndHowSureTheImporterWas() throws {
        let db = try AppDatabase.inMemory()
        var recipe = Recipe(title: "Caption Noodles")
        recipe.ingredients = [
            Ingredient(quantity: Rational(2), unit: "tbsp", name: "gochujang", text: "2 tbsp gochujang",
                       provenance: Provenance(source: .caption, confidence: 0.9)),
            Ingredient(name: "soy sauce", text: "a splash of soy", provenance: Provenance(source: .caption, confidence: 0.4)),
            Ingredient(name: "salt", text: "salt"),
        ]
        recipe.steps = [Step(text: "[0:42] Add the garlic", provenance: Provenance(source: .subtitles, confidence: 0.7)), Step(text: "Serve.")]
        let id = try db.saveRecipe(recipe)
        let stored = try #require(try db.recipe(id: id))
        #expect(stored.ingredients.map(\.provenance) == recipe.ingredients.map(\.provenance))
        #expect(stored.steps.map(\.provenance) == recipe.steps.map(\.provenance))
        #expect(stored.ingredients[1].provenance?.isLowConfidence == true)
    }

    @Test func anUnknownStoredSourceReadsAsNone() {
        #expect(Provenance.stored(source: "telepathy", confidence: 1) == nil)
        #expect(Provenance.stored(source: nil, confidence: nil) == nil)
        #expect(Provenance.stored(source: "ocr", confidence: nil) == Provenance(source: .ocr, confidence: 1))
        #expect(Provenance(source: .ocr, confidence: 7).confidence == 1)
        #expect(Provenance(source: .ocr, confidence: .nan).confidence == 0)
    }
}
