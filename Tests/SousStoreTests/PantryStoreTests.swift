import Foundation
import GRDB
import SousCore
import Testing
@testable import SousStore

/// The pantry's storage, the shopping list subtracting it, cooking from it and suggestions.
struct PantryStoreTests {
    let today = PlanDay(year: 2026, month: 11, day: 23)!

    func recipe(_ title: String, _ ingredients: [Ingredient], servings: Int = 2) -> Recipe {
        Recipe(title: title, servings: servings, ingredients: ingredients)
    }

    @Test func addingMergesAndEveryChangeCanBeUndone() throws {
        let database = try AppDatabase.inMemory()
        try database.addPantryItems([PantryItem(name: "rice", quantity: 500, unit: "g")])
        let merge = try database.addPantryItems([PantryItem(name: "Rice", quantity: 1, unit: "kg", location: "cupboard")])
        #expect(try database.pantryItems().map(\.text) == ["1.5 kg rice"])
        try database.undoPantryChanges(merge)
        #expect(try database.pantryItems().map(\.text) == ["500 g rice"])
        try database.addPantryItems([PantryItem(name: "rice", quantity: 2, unit: "bag"), PantryItem(name: "milk")])
        #expect(try database.pantryItems().count == 3)
        let removed = try database.removePantryItems(named: "rices")
        #expect(removed.count == 2)
        #expect(try database.pantryItems().map(\.name) == ["milk"])
        try database.undoPantryChanges(removed)
        #expect(try database.pantryItems().count == 3)
        let cleared = try database.clearPantry()
        #expect(try database.pantryItems().isEmpty)
        try database.undoPantryChanges(cleared)
        #expect(try database.pantryItems().count == 3)
    }

    @Test func theShoppingListSubtractsThePantryAndAnEmptyPantryChangesNothing() throws {
        let database = try AppDatabase.inMemory()
        let pilaf = recipe("Pilaf", [
            Ingredient(quantity: 700, unit: "g", name: "rice"), Ingredient(quantity: 3, name: "onions"),
            Ingredient(quantity: 1, name: "lemon"), Ingredient(quantity: 2, unit: "tbsp", name: "harissa"),
            Ingredient(name: "salt"),
        ])
        let before = try database.shoppingList(recipes: [pilaf], listID: "t", title: "T")
        #expect(before.checkYouHave.isEmpty && before.inPantry.isEmpty)
        try database.addPantryItems([
            PantryItem(name: "rice", quantity: 500, unit: "g"), PantryItem(name: "onion", quantity: 5),
            PantryItem(name: "harissa"),
        ])
        let list = try database.shoppingList(recipes: [pilaf], listID: "t", title: "T")
        #expect(list.lines.map(\.text).sorted() == ["lemon — 1", "rice — 200 g"])
        #expect(list.inPantry.map(\.name) == ["onions"])
        #expect(list.checkYouHave.map(\.name) == ["harissa"])
        #expect(list.staples.map(\.name) == ["salt"])
        #expect(list.rendered(markdown: false).contains("Check you have\n  harissa — 2 tbsp"))
    }

    @Test func boughtLinesGoIntoThePantryAndCookingTakesThemOut() throws {
        let database = try AppDatabase.inMemory()
        try database.addBoughtToPantry([
            ShoppingLine(key: "rice", name: "rice", amount: "1.5 kg", aisle: .pantry),
            ShoppingLine(key: "onion", name: "onions", amount: "3", aisle: .produce),
            ShoppingLine(key: "manual:foil", name: "Foil", amount: "", aisle: .other, isManual: true),
        ])
        #expect(try database.pantryItems().map(\.text) == ["Foil", "3 onions", "1.5 kg rice"])
        let changes = try database.takeOutOfPantry(cooking: recipe("Pilaf", [
            Ingredient(quantity: 500, unit: "g", name: "rice"), Ingredient(quantity: 3, name: "onions"),
        ]))
        #expect(try database.pantryItems().map(\.text) == ["Foil", "1 kg rice"])
        try database.undoPantryChanges(changes)
        #expect(try database.pantryItems().map(\.text) == ["Foil", "3 onions", "1.5 kg rice"])
    }

    @Test func suggestionsRankCoveredRecipesFirstAndUseUpNearDates() throws {
        let database = try AppDatabase.inMemory()
        try database.importRecipes([
            recipe("Tomato Soup", [Ingredient(quantity: 2, name: "onions"), Ingredient(quantity: 400, unit: "g", name: "tinned tomatoes"),
                                   Ingredient(name: "black pepper"), Ingredient(quantity: 1, unit: "tbsp", name: "olive oil")]),
            recipe("Spinach Rice", [Ingredient(quantity: 700, unit: "g", name: "rice"), Ingredient(quantity: 1, name: "spinach")]),
            recipe("Spinach Pie", [Ingredient(quantity: 200, unit: "g", name: "spinach"), Ingredient(quantity: 1, name: "onion")]),
            recipe("Beef Stew", [Ingredient(quantity: 1, unit: "kg", name: "beef"), Ingredient(quantity: 2, name: "carrots")]),
        ])
        try database.addPantryItems([
            PantryItem(name: "onions", quantity: 3), PantryItem(name: "tinned tomatoes", quantity: 800, unit: "g"),
            PantryItem(name: "rice", quantity: 500, unit: "g"), PantryItem(name: "spinach", bestBefore: today.adding(days: 2)),
        ])
        let all = try database.suggestRecipes(PantrySuggestionQuery(limit: 10), today: today)
        // The stew uses nothing in the pantry: it is not a suggestion.
        #expect(all.map(\.title) == ["Spinach Pie", "Tomato Soup", "Spinach Rice"])
        #expect(all[0].usesUp == ["spinach (2 days)"])
        #expect(all[2].short == ["rice"])
        let none = try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today)
        #expect(none.map(\.title) == ["Spinach Pie", "Tomato Soup"])
        // A recipe replaced keeps the index in step.
        var soup = try database.findRecipe("Tomato Soup")
        soup.ingredients.append(Ingredient(quantity: 1, name: "leek"))
        try database.saveRecipe(soup)
        #expect(try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today).map(\.title) == ["Spinach Pie"])
        // A deleted recipe leaves the index with it.
        _ = try database.deleteRecipe(id: try database.findRecipe("Spinach Pie").id!)
        #expect(try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today).isEmpty)
        #expect(try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 1, category: "none"), today: today).isEmpty)
    }

    @Test func aVersionSevenLibraryGetsItsIngredientKeysWhenMigrated() throws {
        let library = try OldLibrary(upTo: "v7-nutrition") { db in
            try db.execute(sql: "INSERT INTO recipe (id, title, sort_title, created_at, updated_at) VALUES (1, 'Onion Soup', 'onion soup', 0, 0)")
            try db.execute(sql: "INSERT INTO ingredient (recipe_id, position, name, original_text) VALUES (1, 0, 'onions, sliced', '4 onions')")
            try db.execute(sql: "INSERT INTO ingredient (recipe_id, position, name, original_text) VALUES (1, 1, 'salt', 'salt')")
            try db.execute(sql: "INSERT INTO recipe (id, title, sort_title, created_at, updated_at) VALUES (2, 'Nothing', 'nothing', 0, 0)")
            try db.execute(sql: "INSERT INTO recipe (id, title, sort_title, created_at, updated_at) VALUES (3, 'Leek Soup', 'leek soup', 0, 0)")
            try db.execute(sql: "INSERT INTO ingredient (recipe_id, position, name, original_text) VALUES (3, 0, 'leeks', '2 leeks')")
        }
        defer { library.remove() }
        let path = library.path
        let database = try AppDatabase(path: path)
        try database.addPantryItems([PantryItem(name: "onion")])
        let found = try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today)
        #expect(found.map(\.title) == ["Onion Soup"])
        #expect(found.last?.have == ["onions", "salt"])
        #expect(try database.suggestRecipes(PantrySuggestionQuery(), today: today).map(\.title) == ["Onion Soup"])
    }

    /// The issue's pantry: the curry that uses most of it comes first, the omelette after it,
    /// and the toast, which uses none of it, is not suggested however little it needs.
    @Test func whatThePantryCoversRanksAsWellAsWhatIsMissing() throws {
        let database = try AppDatabase.inMemory()
        try database.importRecipes([
            recipe("Buttered Toast", [Ingredient(quantity: 2, unit: "slices", name: "bread"), Ingredient(quantity: 10, unit: "g", name: "butter"),
                                      Ingredient(name: "salt")]),
            recipe("Chicken Curry", [
                Ingredient(quantity: 500, unit: "g", name: "chicken"), Ingredient(quantity: 300, unit: "g", name: "rice"),
                Ingredient(quantity: 1, name: "onion"), Ingredient(quantity: 2, unit: "cloves", name: "garlic"),
                Ingredient(quantity: 400, unit: "g", name: "chopped tomatoes"), Ingredient(quantity: 400, unit: "ml", name: "coconut milk"),
                Ingredient(quantity: 2, unit: "tbsp", name: "curry paste"), Ingredient(quantity: 200, unit: "ml", name: "lukewarm water"),
            ]),
            recipe("Omelette", [Ingredient(quantity: 3, name: "eggs"), Ingredient(quantity: 1, name: "onion")]),
            recipe("Garlic Bread", [Ingredient(quantity: 1, name: "baguette"), Ingredient(quantity: 2, unit: "cloves", name: "garlic"),
                                    Ingredient(quantity: 50, unit: "g", name: "butter")]),
            recipe("Spinach Rice", [Ingredient(quantity: 200, unit: "g", name: "rice"), Ingredient(quantity: 100, unit: "g", name: "spinach")]),
        ])
        try database.addPantryItems([
            PantryItem(name: "chicken", quantity: 1, unit: "kg"), PantryItem(name: "rice", quantity: 1, unit: "kg"),
            PantryItem(name: "onions", quantity: 4), PantryItem(name: "garlic"), PantryItem(name: "chopped tomatoes", quantity: 800, unit: "g"),
            PantryItem(name: "spinach", bestBefore: today.adding(days: 1)),
        ])
        let found = try database.suggestRecipes(PantrySuggestionQuery(limit: 10), today: today)
        #expect(found.map(\.title) == ["Chicken Curry", "Spinach Rice", "Omelette", "Garlic Bread"])
        #expect(found[0].missing == ["coconut milk", "curry paste"])
        #expect(found[0].staples == ["lukewarm water"])
        // Fewer asked for: the same first ones come back.
        for limit in 1...4 {
            #expect(try database.suggestRecipes(PantrySuggestionQuery(limit: limit), today: today) == Array(found.prefix(limit)))
        }
        #expect(try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today).map(\.title) == ["Spinach Rice"])
    }

    /// With more foods than the signature has bits (keys share bits), the bounds stay bounds: the
    /// answer is the one judging every recipe gives.
    @Test func sharedSignatureBitsNeverHideTheBestRecipes() throws {
        let database = try AppDatabase.inMemory()
        // 124 foods on 62 bits: every bit stands for two keys.
        let foods = (0..<124).map { "food\($0)" }
        let recipes = (0..<300).map { index in
            recipe("Dish \(index)", (0..<(6 + index % 20)).map { Ingredient(quantity: 1, name: foods[(index * 7 + $0 * 13) % foods.count]) })
        }
        try database.importRecipes(recipes)
        let held = (0..<124).filter { $0 % 5 != 0 }.map { PantryItem(name: foods[$0], quantity: 5, bestBefore: $0 % 4 == 0 ? today.adding(days: 1) : nil) }
        try database.addPantryItems(held)
        let matcher = PantryMatcher(items: held, staples: PantryStaples(names: []), today: today)
        let everyJudged = PantrySuggestion.ranked(recipes.map { matcher.suggestion(for: $0) }.filter { $0.usedCount > 0 })
        for limit in [1, 5, 20] {
            let found = try database.suggestRecipes(PantrySuggestionQuery(limit: limit), today: today)
            // Equal scores at the cut are chosen in library order, so the scores are what must agree.
            #expect(found.map(\.score) == everyJudged.prefix(limit).map(\.score), "limit \(limit)")
            #expect(found.allSatisfy { $0.usedCount > 0 })
        }
    }
}

/// Ingredient keys carry their food concept, so suggestions find recipes the pantry covers
/// through the food graph; a library from before them, or from another food table, gets them
/// recomputed when it is opened.
@Suite struct FoodConceptStoreTests {
    let today = PlanDay(year: 2026, month: 11, day: 25)!

    @Test func suggestionsFindARecipeCoveredThroughTheGraph() throws {
        let database = try AppDatabase.inMemory()
        _ = try database.saveRecipe(Recipe(title: "Ratatouille", servings: 2, ingredients: [
            Ingredient(quantity: 2, name: "zucchini"), Ingredient(quantity: 1, name: "onion"),
        ]))
        try database.addPantryItems([PantryItem(name: "courgettes"), PantryItem(name: "red onions")])
        let found = try database.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today)
        #expect(found.map(\.title) == ["Ratatouille"])
    }

    @Test func aVersionElevenLibraryGetsItsKeyConceptsAndANewTableRecomputesThem() throws {
        let library = try OldLibrary(upTo: "v11-provenance") { db in
            try db.execute(sql: "INSERT INTO recipe (id, title, sort_title, created_at, updated_at) VALUES (1, 'Pilaf', 'pilaf', 0, 0)")
            try db.execute(sql: "INSERT INTO ingredient (recipe_id, position, name, original_text) VALUES (1, 0, 'basmati rice', '300 g basmati rice')")
            try AppDatabase.indexIngredientKeys(names: ["basmati rice"], recipeID: 1, replacing: false, withConcepts: false, in: db)
        }
        defer { library.remove() }
        let path = library.path
        do {
            let database = try AppDatabase(path: path)
            #expect(try database.setting(AppDatabase.foodConceptsVersionKey) == FoodKnowledge.standardVersion)
            let concept = try database.writer.read { db in try String.fetchOne(db, sql: "SELECT concept FROM ingredient_key WHERE key = 'basmati rice'") }
            #expect(concept == "en:basmati-rice" || concept?.hasPrefix("sous:basmati") == true, "\(concept ?? "nil")")
            try database.setSetting(AppDatabase.foodConceptsVersionKey, "an older food table")
            try database.writer.write { db in try db.execute(sql: "UPDATE ingredient_key SET concept = NULL") }
        }
        let reopened = try AppDatabase(path: path)
        let recomputed = try reopened.writer.read { db in try String.fetchOne(db, sql: "SELECT concept FROM ingredient_key WHERE key = 'basmati rice'") }
        #expect(recomputed != nil)
        // Rice in the pantry covers basmati rice with a note: the recipe is found.
        try reopened.addPantryItems([PantryItem(name: "rice")])
        let found = try reopened.suggestRecipes(PantrySuggestionQuery(maxMissing: 0), today: today)
        #expect(found.map(\.title) == ["Pilaf"])
        #expect(found.first?.noted == ["basmati rice (you have rice)"])
    }
}
