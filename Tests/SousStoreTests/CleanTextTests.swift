import Foundation
import GRDB
import SousCore
import Testing
@testable import SousStore

/// Stored text is clean: writes clean what they are given, and the v5 migration cleans libraries
/// filled before, keeping the search index and sort keys in step.
@Suite struct CleanTextTests {
    static let dirty = "\u{1B}]0;pwned\u{07}"

    @Test func aVersionFourLibraryIsCleanedWhenMigrated() throws {
        let dirty = Self.dirty
        let library = try OldLibrary(upTo: "v4-sort-title") { db in
            // As an older sous stored them: the raw text in the rows and in the search index.
            let title = "\(dirty)Zebra Cake\u{202E}"
            try db.execute(sql: """
                INSERT INTO recipe (id, title, sort_title, summary, notes, created_at, updated_at)
                VALUES (1, ?, ?, ?, 'n' || char(0) || 'ote', 0, 0)
                """, arguments: [title, TitleSortKey.of(title), "Line\u{9B}2J one\r\ntwo"])
            try db.execute(sql: "INSERT INTO ingredient (recipe_id, position, name, original_text) VALUES (1, 0, ?, ?)",
                           arguments: ["flour\(dirty)", "2 cups\u{1B}[8m flour"])
            try db.execute(sql: "INSERT INTO step (recipe_id, position, text) VALUES (1, 0, ?)", arguments: ["Mix\u{07}\nwell"])
            try db.execute(sql: "INSERT INTO recipe_tag (recipe_id, position, tag) VALUES (1, 0, ?)", arguments: ["cake\nparty"])
            try SearchDocument(title: title, summary: "Line\u{9B}2J one\r\ntwo", ingredientNames: ["flour\(dirty)"],
                               tags: ["cake\nparty"], category: nil, favorite: false).insert(recipeID: 1, in: db)
            try db.execute(sql: "INSERT INTO recipe (id, title, sort_title, created_at, updated_at) VALUES (2, 'Apple Pie', 'apple pie', 0, 0)")
            try SearchDocument(title: "Apple Pie", summary: nil, ingredientNames: [], tags: [], category: nil, favorite: false)
                .insert(recipeID: 2, in: db)
            try db.execute(sql: "INSERT INTO timer (label, duration_seconds, ends_at, state) VALUES (?, 60, 0, 'running')",
                           arguments: ["pasta\(dirty)"])
            try db.execute(sql: "INSERT INTO plan_entry (day, slot_id, position, title, note) VALUES ('2026-11-23', 1, 0, '', ?)",
                           arguments: ["guests\u{202E} at 8"])
            try db.execute(sql: "INSERT INTO shopping_manual_item (list_id, position, text) VALUES ('2026-W48', 0, ?)",
                           arguments: ["milk\u{1B}[2J"])
        }
        defer { library.remove() }
        let path = library.path

        let database = try AppDatabase(path: path)
        let recipe = try #require(try database.recipe(id: 1))
        #expect(recipe.title == "Zebra Cake")
        #expect(recipe.summary == "Line one\ntwo")
        #expect(recipe.notes == "note")
        #expect(recipe.ingredients.map(\.name) == ["flour"])
        #expect(recipe.ingredients.map(\.text) == ["2 cups flour"])
        #expect(recipe.steps.map(\.text) == ["Mix\nwell"])
        #expect(recipe.tags == ["cake party"])
        #expect(try database.timers().map(\.label) == ["pasta"])
        let entries = try database.planEntries(from: PlanDay(iso: "2026-11-23")!, through: PlanDay(iso: "2026-11-23")!)
        #expect(entries.map(\.note) == ["guests at 8"])

        // The index holds the cleaned words only, and the sort key follows the new title.
        #expect(try database.summaries(LibraryQuery(search: "zebra"), offset: 0, limit: 10).map(\.id) == [1])
        #expect(try database.summaries(LibraryQuery(search: "pwned"), offset: 0, limit: 10).isEmpty)
        #expect(try database.summaries(LibraryQuery(search: "party"), offset: 0, limit: 10).map(\.id) == [1])
        #expect(try database.summaries(LibraryQuery(sort: .title), offset: 0, limit: 10).map(\.title) == ["Apple Pie", "Zebra Cake"])
        // The stored document matches the index: removing the recipe leaves no trace of it.
        _ = try database.deleteRecipe(id: 1)
        #expect(try database.summaries(LibraryQuery(search: "zebra"), offset: 0, limit: 10).isEmpty)
        #expect(try database.summaries(LibraryQuery(search: "apple"), offset: 0, limit: 10).map(\.id) == [2])
    }

    @Test func writesCleanWhatTheyAreGiven() throws {
        let database = try AppDatabase.inMemory()
        let dirty = Self.dirty
        let id = try database.saveRecipe(Recipe(title: "Soup\(dirty)", ingredients: [Ingredient(name: "leek\u{9B}", text: "1 leek\u{9B}")],
                                                steps: [Step(text: "Boil\u{202E}.")]))
        let recipe = try #require(try database.recipe(id: id))
        #expect(recipe.title == "Soup")
        #expect(recipe.ingredients.map(\.name) == ["leek"])
        #expect(recipe.steps.map(\.text) == ["Boil."])
        #expect(try database.addTimer(label: "eggs\(dirty)", seconds: 60, now: Date()).label == "eggs")
        #expect(try database.timers().map(\.label) == ["eggs"])
        let day = PlanDay(iso: "2026-11-23")!
        let slot = try #require(try database.mealSlots().first)
        try database.addPlanEntry(PlanEntry(day: day, slotID: slot.id, note: "note\(dirty)"))
        #expect(try database.planEntries(from: day, through: day).map(\.note) == ["note"])
        try database.addShoppingItem(listID: "w", text: "milk\u{1B}[2J")
        let items = try database.writer.read { try String.fetchAll($0, sql: "SELECT text FROM shopping_manual_item") }
        #expect(items == ["milk"])
    }
}
