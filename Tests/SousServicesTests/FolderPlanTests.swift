import Foundation
import SousCore
import SousFormats
import SousServices
import SousStore
import Testing

/// The meal plan in the library's folder: one Cooklang `.menu` file a week, written as the plan
/// changes and read when another device changes it (real SQLite files, real files).
@Suite struct FolderPlanTests {
    let place: URL
    var databasePath: String { place.appendingPathComponent("sous.db").path }
    var recipes: URL { place.appendingPathComponent("recipes") }
    let monday = PlanDay(iso: "2026-11-23")!
    var weekFile: URL { recipes.appendingPathComponent("plans/2026-W48.menu") }

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    }

    func open() throws -> AppDatabase { try LibraryFile(path: databasePath).open() }

    func slot(_ name: String, in database: AppDatabase) throws -> Int64 {
        try #require(try database.mealSlots().first { $0.name == name }).id
    }

    func labels(_ database: AppDatabase) throws -> [String] {
        let slots = Dictionary(uniqueKeysWithValues: try database.mealSlots().map { ($0.id, $0.name) })
        return try database.planEntries(from: monday, through: monday.adding(days: 6)).map {
            "\($0.day.iso) \(slots[$0.slotID] ?? "?"): \($0.label)"
        }
    }

    @Test func thePlanIsWrittenWeekByWeekAndADeletedDatabaseGetsItBack() throws {
        let unbound = try open()
        let soup = try unbound.saveRecipe(Recipe(title: "Carrot Soup", servings: 2, ingredients: [Ingredient(quantity: Rational(2), name: "carrots")],
                                                  steps: [Step(text: "Boil.")]))
        _ = try unbound.addPlanEntry(PlanEntry(day: monday, slotID: try slot("Dinner", in: unbound), recipeID: soup, title: "Carrot Soup", servings: 4))
        _ = try unbound.addPlanEntry(PlanEntry(day: monday.adding(days: 2), slotID: try slot("Lunch", in: unbound), note: "Eat out"))
        _ = try LibraryFolder(database: unbound, root: recipes).bind(databasePath: databasePath)
        let text = try String(contentsOf: weekFile, encoding: .utf8)
        // Opened bound, as sous opens it: each change is written as it is made.
        let database = try open()
        #expect(text.contains("== Monday (2026-11-23) ==\n\nDinner: @./carrot-soup{4%servings}\n"))
        #expect(text.contains("== Wednesday (2026-11-25) ==\n\nLunch: Eat out\n"))

        // A change in sous rewrites the week as it is made.
        _ = try database.addPlanEntry(PlanEntry(day: monday.adding(days: 4), slotID: try slot("Dinner", in: database), recipeID: soup, title: "Carrot Soup"))
        #expect(try String(contentsOf: weekFile, encoding: .utf8).contains("== Friday (2026-11-27) ==\n\nDinner: @./carrot-soup{}\n"))

        let before = try labels(database)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: databasePath + suffix) }
        #expect(try labels(try open()) == before)
    }

    @Test func aWeekChangedOnAnotherDeviceReplacesTheWeekAndAnEmptiedWeekLosesItsFile() throws {
        let unbound = try open()
        _ = try unbound.saveRecipe(Recipe(title: "Pea Soup", servings: 4, ingredients: [Ingredient(quantity: Rational(500), unit: "g", name: "peas")],
                                           steps: [Step(text: "Boil.")]))
        _ = try LibraryFolder(database: unbound, root: recipes).bind(databasePath: databasePath)
        let database = try open()
        let folder = LibraryFolder(database: database, root: recipes)
        let entry = try database.addPlanEntry(PlanEntry(day: monday, slotID: try slot("Dinner", in: database), note: "Leftovers"))
        #expect(FileManager.default.fileExists(atPath: weekFile.path))

        // Another device plans the week again, with a slot this library has not got.
        let edited = """
            ---
            title: Meal plan 2026-W48
            ---

            == Monday (2026-11-23) ==

            Dinner: @./pea-soup{6%servings} -- double batch

            == Tuesday (2026-11-24) ==

            Snack: @./not-here{}
            """
        try Data(edited.utf8).write(to: weekFile)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: weekFile.path)
        let report = try folder.sync()
        #expect(report.weeks == 1)
        #expect(try labels(database) == ["2026-11-23 Dinner: Pea Soup ×6", "2026-11-24 Snack: (deleted recipe) not-here"])
        #expect(try database.planEntries(from: monday, through: monday).first?.note == "double batch")
        // Reading the file queued nothing to write back: the file is as the other device left it.
        #expect(try database.folderPlanOutboxCount() == 0)
        #expect(try String(contentsOf: weekFile, encoding: .utf8) == edited)
        _ = entry

        // The file removed elsewhere: the week is cleared.
        try FileManager.default.removeItem(at: weekFile)
        #expect(try folder.sync().weeks == 1)
        #expect(try labels(database).isEmpty)

        // Emptied in sous: the file goes.
        let again = try database.addPlanEntry(PlanEntry(day: monday, slotID: try slot("Dinner", in: database), note: "Soup"))
        #expect(FileManager.default.fileExists(atPath: weekFile.path))
        try database.deletePlanEntry(id: try #require(again.id))
        #expect(!FileManager.default.fileExists(atPath: weekFile.path))
    }

    /// The folder's `plan.ics`, for a phone's calendar: the planned meals, written again only
    /// when a meal changed.
    @Test func theFoldersCalendarFollowsThePlan() throws {
        let unbound = try open()
        let soup = try unbound.saveRecipe(Recipe(title: "Carrot Soup", servings: 2, ingredients: [Ingredient(quantity: Rational(2), name: "carrots")],
                                                  steps: [Step(text: "Boil.")]))
        let today = PlanCalendar(firstWeekday: 1, timeZone: .current).today(Date())
        _ = try LibraryFolder(database: unbound, root: recipes).bind(databasePath: databasePath)
        let calendar = recipes.appendingPathComponent(LibraryFolder.calendarPath)
        #expect(try String(contentsOf: calendar, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
        #expect(try !String(contentsOf: calendar, encoding: .utf8).contains("Carrot Soup"))

        let database = try open()
        _ = try database.addPlanEntry(PlanEntry(day: today, slotID: try slot("Dinner", in: database), recipeID: soup, title: "Carrot Soup"))
        let folder = LibraryFolder(database: database, root: recipes)
        // A minute later, when the stamps differ: the file must still be left alone.
        let later = LibraryFolder(database: database, root: recipes, now: { Date().addingTimeInterval(60) })
        // Written silently: the calendar following the plan is no news from the folder.
        #expect(try folder.sync().summary == nil)
        #expect(try String(contentsOf: calendar, encoding: .utf8).contains("SUMMARY:Dinner: Carrot Soup"))
        // Nothing changed: the file is left alone (its events' stamps aside, it would be the same).
        let written = try FileManager.default.attributesOfItem(atPath: calendar.path)[.modificationDate] as? Date
        usleep(20_000)
        _ = try later.sync()
        #expect(try FileManager.default.attributesOfItem(atPath: calendar.path)[.modificationDate] as? Date == written)
    }
}
