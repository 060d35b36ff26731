import Foundation
import GRDB
import SousCore
import Testing
@testable import SousStore

/// `D` then `u`: the recipe comes back as it was, under its own id, with what the delete took
/// (cook history) or cut loose (plan entries, template entries, timers).
@Suite("Undoing a delete")
struct RecipeRestoreTests {
    let db: AppDatabase
    let monday = PlanDay(iso: "2026-11-23")!
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    init() throws {
        db = try AppDatabase.inMemory()
    }

    @Test func theRecipeComesBackWholeUnderItsOwnId() throws {
        let id = try db.saveRecipe(Fixtures.cremeBrulee)
        let other = try db.saveRecipe(Fixtures.simple("Custard Tart", ingredients: ["cream"]))
        let before = try #require(try db.recipe(id: id))
        let deleted = try #require(try db.deleteRecipe(id: id))
        #expect(deleted.recipe == before)
        #expect(try db.recipe(id: id) == nil)
        // A recipe added meanwhile never takes the deleted one's id.
        let added = try db.saveRecipe(Fixtures.simple("Flan"))
        #expect(added > other)
        #expect(try db.restoreRecipe(deleted) == id)
        #expect(try db.recipe(id: id) == before)
        #expect(before.favorite && before.rating == 5)
        #expect(try db.summaries(LibraryQuery(search: "creme"), offset: 0, limit: 10).map(\.id) == [id])
        #expect(try db.count(LibraryQuery(search: "brulee", favoritesOnly: true)) == 1)
        #expect(try db.recipeCount() == 3)
    }

    @Test func itsCookHistoryComesBackAndAnOpenSessionCanStillEnd() throws {
        let id = try db.saveRecipe(Fixtures.cremeBrulee)
        let first = try db.startCookSession(recipeID: id, servings: 6, at: now)
        try db.endCookSession(id: first, at: now.addingTimeInterval(3_600), rating: 4, note: "Less sugar")
        let open = try db.startCookSession(recipeID: id, servings: 3, at: now.addingTimeInterval(86_400))
        let history = try db.cookHistory(recipeID: id)
        #expect(history.count == 1)
        let deleted = try #require(try db.deleteRecipe(id: id))
        #expect(deleted.cookSessions.map(\.id) == [first, open])
        #expect(try sessionCount() == 0)
        try db.restoreRecipe(deleted)
        #expect(try db.cookHistory(recipeID: id) == history)
        try db.endCookSession(id: open, at: now.addingTimeInterval(90_000), rating: nil, note: nil)
        #expect(try db.cookHistory(recipeID: id).count == 2)
        let sessions = try db.writer.read { db in try AppDatabase.cookSessions(recipeID: id, in: db) }
        #expect(sessions.first == CookSession(id: first, servings: 6, started: now, ended: now.addingTimeInterval(3_600),
                                               rating: 4, note: "Less sugar"))
    }

    @Test func planEntriesTemplatesAndTimersNameItAgain() throws {
        let id = try db.saveRecipe(Fixtures.simple("Onion Soup", ingredients: ["onions"]))
        let stew = try db.saveRecipe(Fixtures.simple("Beef Stew", ingredients: ["beef"]))
        let dinner = try #require(try db.mealSlot(named: "Dinner"))
        try db.addPlanEntry(PlanEntry(day: monday, slotID: dinner.id, recipeID: id, title: "Onion Soup", servings: 6))
        try db.addPlanEntry(PlanEntry(day: monday, slotID: dinner.id, recipeID: stew, title: "Beef Stew"))
        try db.addPlanEntry(PlanEntry(day: monday.adding(days: 2), slotID: dinner.id, recipeID: id, title: "Onion Soup"))
        try db.saveWeekTemplate(named: "Winter", from: monday)
        let timer = try db.addTimer(label: "Simmer", seconds: 600, now: now, recipeID: id, recipeTitle: "Onion Soup")
        let before = try db.planEntries(from: monday, through: monday.adding(days: 6))

        let deleted = try #require(try db.deleteRecipe(id: id))
        let orphaned = try db.planEntries(from: monday, through: monday.adding(days: 6))
        #expect(orphaned.filter(\.isDeletedRecipe).map(\.label) == ["(deleted recipe) Onion Soup", "(deleted recipe) Onion Soup"])
        #expect(try db.timers().first?.recipeID == nil)
        #expect(try templateRecipeIDs() == [nil, stew, nil])

        try db.restoreRecipe(deleted)
        #expect(try db.planEntries(from: monday, through: monday.adding(days: 6)) == before)
        #expect(try db.timers() == [timer])
        #expect(try templateRecipeIDs() == [id, stew, id])
        #expect(try db.applyWeekTemplate(named: "Winter", to: monday.adding(days: 7)))
        let nextWeek = try db.planEntries(from: monday.adding(days: 7), through: monday.adding(days: 13))
        #expect(nextWeek.compactMap(\.recipeID) == [id, stew, id])
    }

    @Test func rowsChangedSinceTheDeleteAreLeftAsTheyAre() throws {
        let id = try db.saveRecipe(Fixtures.simple("Onion Soup"))
        let dinner = try #require(try db.mealSlot(named: "Dinner"))
        let removed = try db.addPlanEntry(PlanEntry(day: monday, slotID: dinner.id, recipeID: id, title: "Onion Soup"))
        let kept = try db.addPlanEntry(PlanEntry(day: monday.adding(days: 1), slotID: dinner.id, recipeID: id, title: "Onion Soup"))
        let timer = try db.addTimer(label: "Simmer", seconds: 600, now: now, recipeID: id, recipeTitle: "Onion Soup")
        let deleted = try #require(try db.deleteRecipe(id: id))
        try db.deletePlanEntry(id: try #require(removed.id))
        _ = try db.deleteTimer(id: timer.id)
        try db.restoreRecipe(deleted)
        let entries = try db.planEntries(from: monday, through: monday.adding(days: 6))
        #expect(entries.map(\.id) == [kept.id])
        #expect(entries.map(\.recipeID) == [id])
        #expect(try db.timers().isEmpty)
    }

    @Test func whenItsIdIsTakenItStillComesBackUnderANewOne() throws {
        let id = try db.saveRecipe(Fixtures.cremeBrulee)
        _ = try db.startCookSession(recipeID: id, servings: 6, at: now)
        let deleted = try #require(try db.deleteRecipe(id: id))
        #expect(try db.restoreRecipe(deleted) == id)
        let again = try db.restoreRecipe(deleted)
        #expect(again != id)
        #expect(try db.recipe(id: again)?.title == "Crème Brûlée")
        #expect(try db.recipeCount() == 2)
        #expect(try sessionCount() == 2)
    }

    @Test func deletingAnUnknownIdGivesNothingToUndo() throws {
        #expect(try db.deleteRecipe(id: 42) == nil)
    }

    private func sessionCount() throws -> Int {
        try db.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM cook_session") ?? 0 }
    }

    private func templateRecipeIDs() throws -> [Int64?] {
        try db.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT recipe_id FROM week_template_entry ORDER BY rowid").map { $0["recipe_id"] }
        }
    }
}
