import Foundation
import GRDB
import SousCore
import Testing
@testable import SousStore

/// The household, who eats each plan entry, and what every recipe contains: stored with each
/// write, used by the safety filters, and filled in for libraries made before schema 6.
@Suite struct DietStoreTests {
    static func recipe(_ title: String, _ lines: [String]) -> Recipe {
        Recipe(title: title, ingredients: lines.map { Ingredient(name: $0, text: $0) })
    }

    @Test func peopleAreAddedChangedAndRemoved() throws {
        let database = try AppDatabase.inMemory()
        let sam = try database.addPerson(Person(name: "  Sam ", allergies: [.peanuts, .sesame]))
        #expect(sam.name == "Sam")
        try database.addPerson(Person(name: "Alex", diets: [.vegan], guest: true))
        #expect(throws: StoreError.invalid("There is already someone called sam.")) {
            try database.addPerson(Person(name: "sam"))
        }
        #expect(throws: StoreError.invalid("A person needs a name.")) { try database.addPerson(Person(name: " ")) }
        var changed = sam
        changed.diets = [.halal]
        changed.allergies = [.milk]
        try database.updatePerson(changed)
        let people = try database.people()
        #expect(people.map(\.name) == ["Sam", "Alex"])
        #expect(people[0].allergies == [.milk] && people[0].diets == [.halal])
        #expect(people[1].guest && people[1].diets == [.vegan])
        #expect(try database.person(named: "ALEX")?.name == "Alex")
        try database.removePerson(id: try #require(sam.id))
        #expect(try database.people().map(\.name) == ["Alex"])
    }

    @Test func everyWriteStoresWhatTheRecipeContains() throws {
        let database = try AppDatabase.inMemory()
        var pesto = Self.recipe("Pesto Pasta", ["2 tbsp butter", "50 g pine nuts"])
        let id = try database.saveRecipe(pesto)
        let stored = try #require(try database.summaries(LibraryQuery(), offset: 0, limit: 5).first)
        #expect(stored.safety.contents.contains(FoodContents(.milk)))
        #expect(stored.safety.contents.contains(FoodContents(.treeNuts)))
        pesto.id = id
        pesto.ingredients = [Ingredient(name: "olive oil", text: "olive oil")]
        try database.saveRecipe(pesto)
        let replaced = try #require(try database.summaries(LibraryQuery(), offset: 0, limit: 5).first)
        #expect(replaced.safety.contents.isDisjoint(with: FoodContents(allergens: [.milk, .treeNuts])))
    }

    @Test func theSafetyFilterKeepsOnlyRecipesThePeopleCanEat() throws {
        let database = try AppDatabase.inMemory()
        try database.importRecipes([
            Self.recipe("Peanut Noodles", ["100 g peanuts", "200 g rice noodles"]),
            Self.recipe("Omelette", ["3 eggs", "1 tbsp butter"]),
            Self.recipe("Rice", ["200 g rice"]),
            Self.recipe("Mystery Stew", ["1 spice mix", "2 carrots"]),
            Self.recipe("Bacon Rice", ["4 rashers bacon", "200 g rice"]),
        ])
        let sam = Person(name: "Sam", allergies: [.peanuts])
        let alex = Person(name: "Alex", diets: [.vegetarian])
        func titles(_ filter: SafetyFilter?, search: String = "") throws -> [String] {
            let query = LibraryQuery(search: search, safety: filter)
            let titles = try database.summaries(query, offset: 0, limit: 50).map(\.title)
            #expect(try database.count(query) == titles.count)
            return titles
        }
        // An allergy leaves out the recipe with an undecided line too; a diet alone keeps it.
        #expect(try titles(.safe(for: [sam], label: "Sam")) == ["Bacon Rice", "Omelette", "Rice"])
        #expect(try titles(.safe(for: [alex], label: "Alex")) == ["Mystery Stew", "Omelette", "Peanut Noodles", "Rice"])
        #expect(try titles(.safe(for: [sam, alex], label: "everyone")) == ["Omelette", "Rice"])
        #expect(try titles(.diet(.vegan)) == ["Mystery Stew", "Peanut Noodles", "Rice"])
        #expect(try titles(.safe(for: [sam], label: "Sam"), search: "rice") == ["Bacon Rice", "Rice"])
        #expect(try titles(nil).count == 5)
    }

    @Test func planEntriesRememberWhoEatsThem() throws {
        let database = try AppDatabase.inMemory()
        let id = try database.saveRecipe(Self.recipe("Satay", ["3 tbsp peanut butter"]))
        let guest = try database.addPerson(Person(name: "Maria", allergies: [.peanuts], guest: true))
        let slot = try #require(try database.mealSlots().first)
        let day = try #require(PlanDay(iso: "2026-11-23"))
        let entry = try database.addPlanEntry(PlanEntry(day: day, slotID: slot.id, recipeID: id, title: "Satay"))
        #expect(try database.planEntries(from: day, through: day).first?.eaters == nil)
        try database.setPlanEntryEaters(id: try #require(entry.id), [try #require(guest.id)])
        let read = try #require(try database.planEntries(from: day, through: day).first)
        #expect(read.eaters == [guest.id!])
        #expect(read.recipeSafety?.contents.contains(FoodContents(.peanuts)) == true)
        // A copy (paste, undo) keeps its eaters.
        try database.addPlanEntries([read])
        #expect(try database.planEntries(from: day, through: day).map(\.eaters) == [[guest.id!], [guest.id!]])
        let seated = try database.removePerson(id: guest.id!)
        #expect(try database.planEntries(from: day, through: day).map(\.eaters) == [nil, nil])
        #expect(seated.count == 2)
        // Undoing the removal seats them again under their new id.
        let again = try database.addPerson(Person(name: "Maria", allergies: [.peanuts], guest: true))
        try database.addEater(personID: again.id!, toEntries: seated + [999])
        #expect(try database.planEntries(from: day, through: day).map(\.eaters) == [[again.id!], [again.id!]])
    }

    @Test func aVersionFiveLibraryGetsItsContentsWhenMigrated() throws {
        let library = try OldLibrary(upTo: "v5-clean-text") { db in
            try db.execute(sql: "INSERT INTO recipe (id, title, sort_title, created_at, updated_at) VALUES (1, 'Satay', 'satay', 0, 0)")
            try db.execute(sql: "INSERT INTO ingredient (recipe_id, position, name, original_text) VALUES (1, 0, 'peanuts', '100 g peanuts')")
            try db.execute(sql: "INSERT INTO recipe (id, title, sort_title, created_at, updated_at) VALUES (2, 'Rice', 'rice', 0, 0)")
        }
        defer { library.remove() }
        let path = library.path
        let database = try AppDatabase(path: path)
        let safe = try database.summaries(LibraryQuery(safety: .safe(for: [Person(name: "Sam", allergies: [.peanuts])], label: "Sam")),
                                          offset: 0, limit: 10)
        #expect(safe.map(\.title) == ["Rice"])
        #expect(try database.setting(AppDatabase.safetyVersionKey) == AllergenDetector.standard.version)
    }

    @Test func answersFromAnotherDetectorAreRecomputedOnOpen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-diet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("lib.db").path
        do {
            let database = try AppDatabase(path: path)
            try database.saveRecipe(Self.recipe("Satay", ["100 g peanuts"]))
            try database.setSetting(AppDatabase.safetyVersionKey, "an older dictionary")
            try database.writer.write { db in try db.execute(sql: "UPDATE recipe SET contents = 0") }
        }
        let reopened = try AppDatabase(path: path)
        #expect(try reopened.summaries(LibraryQuery(), offset: 0, limit: 1).first?.safety.contents.contains(FoodContents(.peanuts)) == true)
    }
}
