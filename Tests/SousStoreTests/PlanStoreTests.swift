import Foundation
import Testing
@testable import SousCore
@testable import SousStore

@Suite struct PlanStoreTests {
    let monday = PlanDay(iso: "2026-11-23")!

    func soup() -> Recipe {
        Recipe(title: "Onion Soup", servings: 4, ingredients: [
            Ingredient(quantity: 3, name: "onions"), Ingredient(quantity: 50, unit: "g", name: "butter"),
            Ingredient(name: "salt"),
        ])
    }

    func stew() -> Recipe {
        Recipe(title: "Beef Stew", servings: 2, ingredients: [
            Ingredient(quantity: 1, name: "onion", note: "chopped"), Ingredient(quantity: Rational(1, 2), unit: "kg", name: "beef"),
        ])
    }

    @Test func migrationMakesDefaultSlotsAndStaples() throws {
        let db = try AppDatabase.inMemory()
        #expect(try db.mealSlots().map(\.name) == ["Breakfast", "Lunch", "Dinner"])
        #expect(try db.pantryStaples() == ["oil", "pepper", "salt", "water"])
    }

    @Test func entriesRoundTripInOrder() throws {
        let db = try AppDatabase.inMemory()
        let id = try db.saveRecipe(soup())
        let dinner = try #require(try db.mealSlot(named: "din"))
        try db.addPlanEntry(PlanEntry(day: monday, slotID: dinner.id, recipeID: id, title: "Onion Soup", servings: 6))
        try db.addPlanEntry(PlanEntry(day: monday, slotID: dinner.id, note: "Leftovers"))
        try db.addPlanEntry(PlanEntry(day: monday.adding(days: 7), slotID: dinner.id, note: "Next week"))
        let week = try db.planEntries(from: monday, through: monday.adding(days: 6))
        #expect(week.map(\.position) == [0, 1])
        #expect(week[0].label == "Onion Soup ×6")
        #expect(week[0].recipeServings == 4)
        #expect(week[1].isNote)
    }

    @Test func deletedRecipeLeavesANamedEntryAndANote() throws {
        let db = try AppDatabase.inMemory()
        let id = try db.saveRecipe(soup())
        let stewID = try db.saveRecipe(stew())
        let lunch = try #require(try db.mealSlot(named: "Lunch"))
        try db.addPlanEntry(PlanEntry(day: monday, slotID: lunch.id, recipeID: id, title: "Onion Soup"))
        try db.addPlanEntry(PlanEntry(day: monday, slotID: lunch.id, recipeID: stewID, title: "Beef Stew"))
        try db.deleteRecipe(id: id)
        let entry = try db.planEntries(from: monday, through: monday)[0]
        #expect(entry.isDeletedRecipe)
        #expect(entry.label == "(deleted recipe) Onion Soup")
        let list = try db.shoppingList(weekFrom: monday)
        #expect(Set(list.lines.map(\.key)) == ["onion", "beef"])
        #expect(list.notes.count == 1)
        #expect(list.notes[0].contains("Onion Soup"))
    }

    @Test func shoppingListScalesAndRemembersChecks() throws {
        let db = try AppDatabase.inMemory()
        let soupID = try db.saveRecipe(soup())
        let stewID = try db.saveRecipe(stew())
        let dinner = try #require(try db.mealSlot(named: "Dinner"))
        try db.addPlanEntry(PlanEntry(day: monday, slotID: dinner.id, recipeID: soupID, title: "Onion Soup"))
        try db.addPlanEntry(PlanEntry(day: monday.adding(days: 2), slotID: dinner.id, recipeID: stewID, title: "Beef Stew", servings: 4))
        var list = try db.shoppingList(weekFrom: monday)
        #expect(list.lines.first { $0.key == "onion" }?.amount == "5")
        #expect(list.lines.first { $0.key == "beef" }?.amount == "1 kg")
        #expect(list.staples.map(\.key) == ["salt"])
        try db.setShoppingChecked(listID: list.listID, key: "onion", true)
        try db.addShoppingItem(listID: list.listID, text: "Bin bags")
        try db.removeShoppingItem(listID: list.listID, key: "butter")
        try db.setAisle(.frozen, forKey: "beef")
        list = try db.shoppingList(weekFrom: monday)
        #expect(list.lines.first { $0.key == "onion" }?.isChecked == true)
        #expect(list.lines.contains { $0.key == "manual:bin bags" })
        #expect(!list.lines.contains { $0.key == "butter" })
        #expect(list.lines.first { $0.key == "beef" }?.aisle == .frozen)
        try db.restoreShoppingItems(listID: list.listID)
        #expect(try db.shoppingList(weekFrom: monday).lines.contains { $0.key == "butter" })
    }

    @Test func slotsCanBeAddedRenamedAndReordered() throws {
        let db = try AppDatabase.inMemory()
        let snack = try db.addMealSlot(named: " Snack ")
        try db.renameMealSlot(id: snack.id, to: "Afternoon snack")
        try db.moveMealSlot(id: snack.id, by: -1)
        #expect(try db.mealSlots().map(\.name) == ["Breakfast", "Lunch", "Afternoon snack", "Dinner"])
    }

    @Test func repeatAndTemplates() throws {
        let db = try AppDatabase.inMemory()
        let dinner = try #require(try db.mealSlot(named: "Dinner"))
        try db.addPlanEntry(PlanEntry(day: monday.adding(days: 4), slotID: dinner.id, note: "Pizza night"))
        try db.repeatWeek(from: monday, times: 2)
        #expect(try db.planEntries(from: monday, through: monday.adding(days: 27)).map(\.day.iso)
                == ["2026-11-27", "2026-12-04", "2026-12-11"])
        try db.saveWeekTemplate(named: "Usual", from: monday)
        #expect(try db.weekTemplateNames() == ["Usual"])
        let far = PlanDay(iso: "2027-01-04")!
        #expect(try db.applyWeekTemplate(named: "Usual", to: far))
        #expect(try db.planEntries(from: far, through: far.adding(days: 6)).map(\.day.iso) == ["2027-01-08"])
        #expect(try db.applyWeekTemplate(named: "Nope", to: far) == false)
    }

    @Test func moveAndServings() throws {
        let db = try AppDatabase.inMemory()
        let id = try db.saveRecipe(soup())
        let slots = try db.mealSlots()
        let entry = try db.addPlanEntry(PlanEntry(day: monday, slotID: slots[0].id, recipeID: id, title: "Onion Soup"))
        try db.movePlanEntry(id: entry.id!, to: monday.adding(days: 10), slotID: slots[2].id)
        try db.setPlanEntryServings(id: entry.id!, 2)
        let moved = try db.planEntries(from: monday, through: monday.adding(days: 13))
        #expect(moved.count == 1)
        #expect(moved[0].day.iso == "2026-12-03")
        #expect(moved[0].servings == 2)
    }
}
