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
        // Planned for 4, the recipe serves 2: made twice.
        #expect(try text(listFile).contains("./carrot-soup{2}\n"))
        try database.addShoppingItem(listID: monday.iso, text: "kitchen roll")
        #expect(try text(listFile).hasSuffix("./carrot-soup{2}\nkitchen roll\n"))
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
        // Under the recipe's own name for the food, as the phone's app shows it.
        #expect(try text(logFile) == "+ carrots\n+ kitchen roll\n- carrots\n")

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
        #expect(try text(logFile) == "+ carrots\n+ kitchen roll\n- carrots\n+ Onions\n- kitchen roll\n")
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

    @Test func aRecipePutOnTheTripByThePhoneIsShoppedForHereAndKeptInTheFile() throws {
        let database = try plannedLibrary()
        _ = try database.saveRecipe(Recipe(title: "Pancakes", servings: 4, ingredients: [Ingredient(quantity: Rational(200), unit: "g", name: "flour")],
                                            steps: [Step(text: "Fry.")]))
        _ = try LibraryFolder(database: database, root: recipes).sync()
        // The phone's app adds two batches of pancakes to the trip.
        try (text(listFile) + "./pancakes{2}\n").write(to: listFile, atomically: true, encoding: .utf8)
        #expect(try LibraryFolder(database: database, root: recipes).sync().shopping)
        let flour = try #require(try database.shoppingList(weekFrom: monday).lines.first { $0.key == "flour" })
        #expect(flour.amount == "400 g")
        // sous's next write of the trip keeps them.
        try database.addShoppingItem(listID: monday.iso, text: "tea")
        #expect(try text(listFile).hasSuffix("./carrot-soup{2}\n./pancakes{2}\ntea\n"))
    }

    @Test func bindingToAFolderWithATripKeepsItsItemsAndRecipes() throws {
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        try "---\nservings: 2\n---\nMix @flour{100%g}.\n".write(to: recipes.appendingPathComponent("crepes.cook"), atomically: true, encoding: .utf8)
        try "// from the phone\n./crepes{3}\nbin bags\n".write(to: listFile, atomically: true, encoding: .utf8)
        let unbound = try open()
        try unbound.addShoppingItem(listID: monday.iso, text: "tea")
        _ = try LibraryFolder(database: unbound, root: recipes).bind(databasePath: databasePath)
        let database = try open()
        #expect(try text(listFile).hasSuffix("./crepes{3}\ntea\nbin bags\n"))
        let list = try database.shoppingList(weekFrom: monday)
        #expect(list.lines.first { $0.key == "flour" }?.amount == "300 g")
        #expect(list.lines.filter(\.isManual).map(\.name) == ["tea", "bin bags"])
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

    @Test func aTripFilesRecipesAreItsTopLevelReferences() {
        let text = "./soups/pea{2}\n  ./stock{1}\n./bread.cook\n./cake{1}\n./odd{x}\n// ./commented{2}\n"
        #expect(ShoppingListFile.references(in: text) == [.init(path: "soups/pea", multiplier: 2), .init(path: "bread", multiplier: nil),
                                                          .init(path: "cake", multiplier: nil), .init(path: "odd", multiplier: nil)])
    }

    @Test func aTripFilesItemsAreItsTopLevelLinesThatAreNotRecipes() {
        let text = "// comment\n./soups/pea{2}\n  flour{500%g}\n\n  \nTea // for the office\ntea\nmilk{1%l}\nkitchen roll\r\n"
        #expect(ShoppingListFile.items(in: text) == ["Tea", "milk (1 l)", "kitchen roll"])
    }

    @Test func aTripFileIsWrittenInTheGrammarOfTheCooklangApps() {
        let file = ShoppingListFile(references: [.init(path: "soups/pea", servings: 2, recipeServings: 4),
                                                                   .init(path: "bread", servings: 6, recipeServings: nil),
                                                                   .init(path: "cake", servings: 3, recipeServings: 3)],
                                    items: ["// not a comment", "./not-a-recipe", "tea\nbags", "jam{2}", ""])
        #expect(file.text == "./soups/pea{0.5}\n./bread\n./cake\n/ not a comment\nnot-a-recipe\ntea bags\njam(2)\n")
        // What sous writes, it reads back as the same items.
        #expect(ShoppingListFile.items(in: file.text) == ["/ not a comment", "not-a-recipe", "tea bags", "jam(2)"])
    }
}
