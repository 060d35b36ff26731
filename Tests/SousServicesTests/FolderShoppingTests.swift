import Foundation
import SousCore
import SousServices
import SousStore
import Testing

/// The shopping trip in the library's folder: this week's list as `.shopping-list` for the
/// Cooklang apps, and ticks in the append-only `.shopping-checked`, both ways (real SQLite files,
/// real files; the phone is played by appending to the log as its app does).
@Suite struct FolderShoppingTests {
    let place: URL
    var databasePath: String { place.appendingPathComponent("sous.db").path }
    var recipes: URL { place.appendingPathComponent("recipes") }
    var listFile: URL { recipes.appendingPathComponent(ShoppingListFile.path) }
    var logFile: URL { recipes.appendingPathComponent(ShoppingCheckLog.path) }
    /// The week that holds today: the trip sous writes.
    let monday: PlanDay = {
        let calendar = PlanCalendar(firstWeekday: 1, timeZone: .current)
        return calendar.weekStart(containing: calendar.today(Date()))
    }()

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-shopping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    }

    func open() throws -> AppDatabase { try LibraryFile(path: databasePath).open() }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// A bound library with a soup planned this week for 4.
    func plannedLibrary() throws -> AppDatabase {
        let unbound = try open()
        let soup = try unbound.saveRecipe(Recipe(title: "Carrot Soup", servings: 2,
                                                  ingredients: [Ingredient(quantity: Rational(2), name: "carrots"), Ingredient(quantity: Rational(1), name: "onion")],
                                                  steps: [Step(text: "Boil.")]))
        let dinner = try #require(try unbound.mealSlots().first { $0.name == "Dinner" }).id
        _ = try unbound.addPlanEntry(PlanEntry(day: monday, slotID: dinner, recipeID: soup, title: "Carrot Soup", servings: 4))
        _ = try LibraryFolder(database: unbound, root: recipes).bind(databasePath: databasePath)
        return try open()
    }

    @Test func theWeeksTripIsWrittenForThePhoneWithItemsAddedByHand() throws {
        let database = try plannedLibrary()
        #expect(try text(listFile).contains("./carrot-soup{4%servings}\n"))
        #expect(try text(listFile).hasPrefix("-- Shopping for "))
        try database.addShoppingItem(listID: monday.iso, text: "kitchen roll")
        #expect(try text(listFile).hasSuffix("./carrot-soup{4%servings}\nkitchen roll\n"))
        // Another week's items are not this trip's.
        try database.addShoppingItem(listID: monday.adding(days: 7).iso, text: "candles")
        #expect(try !text(listFile).contains("candles"))
    }

    @Test func aTickInSousIsAppendedAndAPhonesTicksTickTheListHere() throws {
        let database = try plannedLibrary()
        try database.addShoppingItem(listID: monday.iso, text: "Kitchen roll")
        try database.setShoppingChecked(listID: monday.iso, key: "carrot", true)
        try database.setShoppingChecked(listID: monday.iso, key: "manual:kitchen roll", true)
        try database.setShoppingChecked(listID: monday.iso, key: "carrot", false)
        #expect(try text(logFile) == "+ carrot\n+ kitchen roll\n- carrot\n")

        // The phone ticks the onion and unticks the kitchen roll, appending as its app does.
        let phone = try FileHandle(forWritingTo: logFile)
        try phone.seekToEnd()
        try phone.write(contentsOf: Data("+ Onions\n- kitchen roll\n".utf8))
        try phone.close()
        let report = try LibraryFolder(database: database, root: recipes).sync()
        #expect(report.shopping)
        let list = try database.shoppingList(weekFrom: monday)
        let checked = Set(list.lines.filter(\.isChecked).map(\.key))
        #expect(checked == ["onion"])
        // What was read is not appended back.
        #expect(try text(logFile) == "+ carrot\n+ kitchen roll\n- carrot\n+ Onions\n- kitchen roll\n")
        // Read once: a second sync finds nothing new.
        #expect(try !LibraryFolder(database: database, root: recipes).sync().shopping)
    }

    @Test func itemsAddedOrRemovedOnThePhoneAreTheTripsHere() throws {
        let database = try plannedLibrary()
        try database.addShoppingItem(listID: monday.iso, text: "kitchen roll")
        try database.addShoppingItem(listID: monday.iso, text: "tea")
        // The phone's app drops the tea and adds candles.
        try (text(listFile).replacingOccurrences(of: "tea\n", with: "") + "candles\n").write(to: listFile, atomically: true, encoding: .utf8)
        #expect(try LibraryFolder(database: database, root: recipes).sync().shopping)
        let manual = try database.shoppingList(weekFrom: monday).lines.filter(\.isManual).map(\.name)
        #expect(manual == ["kitchen roll", "candles"])
        // The file already says it: it is not written again, nor copied beside itself.
        let names = try FileManager.default.contentsOfDirectory(atPath: recipes.path)
        #expect(!names.contains { $0.contains("sync-conflict") })
        #expect(try text(listFile).hasSuffix("kitchen roll\ncandles\n"))

        // Removed elsewhere: written afresh at the next change, not beside a missing file.
        try FileManager.default.removeItem(at: listFile)
        _ = try LibraryFolder(database: database, root: recipes).sync()
        try database.addShoppingItem(listID: monday.iso, text: "matches")
        #expect(try text(listFile).hasSuffix("kitchen roll\ncandles\nmatches\n"))
    }

    @Test func aTickOnAnotherWeeksListIsNotLogged() throws {
        let database = try plannedLibrary()
        try database.setShoppingChecked(listID: monday.adding(days: 7).iso, key: "carrot", true)
        #expect(!FileManager.default.fileExists(atPath: logFile.path))
    }

    @Test func theLogReadsLastLineWinsWithoutCaseAndPassesOverJunk() {
        let states = ShoppingCheckLog.read("+ Flour\n\n* eggs\n+ milk\r\n- FLOUR\n+\n  + olive oil  \n")
        #expect(states == ["flour": false, "milk": true, "olive oil": true])
        #expect(ShoppingCheckLog.line("oil\u{1b}[31m\nred", checked: true).allSatisfy { $0 == "\n" || !$0.isASCII || $0.asciiValue! >= 32 })
        #expect(ShoppingCheckLog.line("oil\nred", checked: false).split(separator: "\n").count == 1)
    }

    @Test func aTripFilesItemsAreItsOtherLines() {
        #expect(ShoppingListFile.items(in: "-- comment\n./soups/pea{2%servings}\n\n  Tea \ntea\nkitchen roll\r\n") == ["Tea", "kitchen roll"])
    }

    @Test func aTripFileNeverHoldsAnItemThatReadsAsARecipeOrAComment() {
        let file = ShoppingListFile(title: "Shopping", references: [.init(path: "soups/pea", servings: 2), .init(path: "bread", servings: nil)],
                                    items: ["-- not a comment", "./not-a-recipe", "tea\nbags", ""])
        #expect(file.text == "-- Shopping, written by sous\n./soups/pea{2%servings}\n./bread\ntea bags\n")
    }
}
