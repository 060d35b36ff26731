import Foundation
import SousCore
import SousServices
import SousStore
import Testing

/// The household's kitchen on two computers through a real Syncthing (two devices on loopback):
/// what the desktop plans, who eats and what the pantry holds reach the laptop's library, a
/// tick made on the laptop in the shop reaches the desktop's list, and a meal the laptop plans
/// reaches the desktop's plan. Skipped where Syncthing is
/// not installed (`make deps` installs it).
@Suite(.enabled(if: SyncthingPair.program != nil, "syncthing is not installed"))
struct SyncthingFolderTests {
    let place: URL
    /// The week that holds today: the trip the folder carries.
    let monday: PlanDay = {
        let calendar = PlanCalendar(firstWeekday: 1, timeZone: .current)
        return calendar.weekStart(containing: calendar.today(Date()))
    }()

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-syncthing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    }

    func bound(_ name: String, to folder: URL, prepare: (AppDatabase) throws -> Void = { _ in }) throws -> (AppDatabase, LibraryFolder) {
        let path = place.appendingPathComponent("\(name).db").path
        let unbound = try LibraryFile(path: path).open()
        try prepare(unbound)
        _ = try LibraryFolder(database: unbound, root: folder).bind(databasePath: path)
        // Opened bound, as sous opens it: each change reaches the folder as it is made.
        let database = try LibraryFile(path: path).open()
        return (database, LibraryFolder(database: database, root: folder))
    }

    @Test func theDesktopsKitchenReachesTheLaptopAndTheShopsTicksComeBack() throws {
        let pair = try SyncthingPair(place: place)
        defer { pair.stop() }
        let (desktop, desktopFolder) = try bound("desktop", to: pair.folder(0)) { library in
            let pesto = try library.saveRecipe(Recipe(title: "Pesto Pasta", servings: 2,
                                                      ingredients: [Ingredient(quantity: Rational(50), unit: "g", name: "pine nuts"),
                                                                    Ingredient(quantity: Rational(200), unit: "g", name: "spaghetti")],
                                                      steps: [Step(text: "Boil the pasta, stir in the nuts.")]))
            let dinner = try #require(try library.mealSlots().first { $0.name == "Dinner" }).id
            _ = try library.addPlanEntry(PlanEntry(day: monday, slotID: dinner, recipeID: pesto, title: "Pesto Pasta", servings: 4))
            try library.addPerson(Person(name: "Ada", allergies: [.treeNuts], guest: true))
            try library.addPantryItems([PantryItem(name: "rice", quantity: Rational(500), unit: "g")])
        }

        // Syncthing carries the files to the laptop's copy of the folder.
        let laptopCopy = pair.folder(1)
        let arrived = SyncthingPair.wait {
            ["pesto-pasta.cook", ".sous/household.txt", "config/pantry.conf", ".shopping-list", AppDatabase.menuPath(of: monday)]
                .allSatisfy { FileManager.default.fileExists(atPath: laptopCopy.appendingPathComponent($0).path) }
        }
        #expect(arrived, "Syncthing did not bring the desktop's files within 90 s")
        guard arrived else { return }

        let (laptop, _) = try bound("laptop", to: laptopCopy)
        #expect(try laptop.recipeCount() == 1)
        #expect(try laptop.planEntries(from: monday, through: monday.adding(days: 6)).map(\.title) == ["Pesto Pasta"])
        #expect(try laptop.people().first { $0.name == "Ada" }?.allergies == [.treeNuts])
        #expect(try laptop.pantryItems().map(\.text) == ["500 g rice"])
        let nuts = try #require(try laptop.shoppingList(weekFrom: monday).lines.first { $0.key == "pine nut" })
        #expect(nuts.amount == "100 g")

        // In the shop, the laptop ticks the pine nuts; the desktop's list shows it.
        try laptop.setShoppingChecked(listID: monday.iso, key: nuts.key, true)
        let ticked = try SyncthingPair.wait {
            _ = try desktopFolder.sync()
            return try desktop.shoppingList(weekFrom: monday).lines.first { $0.key == "pine nut" }?.isChecked == true
        }
        #expect(ticked, "the laptop's tick did not reach the desktop within 90 s")
        #expect(try String(contentsOf: pair.folder(0).appendingPathComponent(ShoppingCheckLog.path), encoding: .utf8) == "+ pine nuts\n")

        // The laptop plans Tuesday's lunch: it appears in the desktop's plan.
        let lunch = try #require(try laptop.mealSlots().first { $0.name == "Lunch" }).id
        let pesto = try #require(try laptop.summaries(LibraryQuery(), offset: 0, limit: 10).first).id
        _ = try laptop.addPlanEntry(PlanEntry(day: monday.adding(days: 1), slotID: lunch, recipeID: pesto, title: "Pesto Pasta", servings: 2))
        let planned = try SyncthingPair.wait {
            _ = try desktopFolder.sync()
            return try desktop.planEntries(from: monday, through: monday.adding(days: 6)).count == 2
        }
        #expect(planned, "the laptop's meal did not reach the desktop's plan within 90 s")
        let desktopWeek = try desktop.planEntries(from: monday, through: monday.adding(days: 6))
        let desktopLunch = try #require(try desktop.mealSlots().first { $0.name == "Lunch" }).id
        #expect(desktopWeek.contains { $0.day == monday.adding(days: 1) && $0.slotID == desktopLunch && $0.servings == 2 && $0.title == "Pesto Pasta" })
    }

    /// Both computers change the same recipe while apart: Syncthing keeps the loser as a
    /// conflict copy, which sous names and never reads as a second recipe; keeping both loses
    /// neither edit, on either computer.
    @Test func anEditMadeOnBothSidesWhileApartIsAConflictResolvedWithNoEditLost() throws {
        let pair = try SyncthingPair(place: place)
        defer { pair.stop() }
        let (desktop, desktopFolder) = try bound("desktop", to: pair.folder(0)) { library in
            try library.saveRecipe(Recipe(title: "Pad Thai", servings: 2, ingredients: [Ingredient(quantity: Rational(200), unit: "g", name: "rice noodles")],
                                          steps: [Step(text: "Soak the noodles.")]))
        }
        let file = "pad-thai.cook"
        #expect(SyncthingPair.wait { FileManager.default.fileExists(atPath: pair.folder(1).appendingPathComponent(file).path) })
        let (laptop, laptopFolder) = try bound("laptop", to: pair.folder(1))
        #expect(try laptop.recipeCount() == 1)

        // The laptop goes offline; each side changes the noodles.
        pair.stop(1)
        func change(_ library: AppDatabase, grams: Int, note: String) throws {
            let summary = try #require(try library.summaries(LibraryQuery(), offset: 0, limit: 10).first)
            var recipe = try #require(try library.recipe(id: summary.id))
            recipe.ingredients[0].quantity = Rational(grams)
            recipe.steps[0].text = note
            try library.saveRecipe(recipe)
        }
        try change(desktop, grams: 250, note: "Soak the noodles in warm water.")
        usleep(1_500_000)
        try change(laptop, grams: 300, note: "Soak the noodles for ten minutes.")
        try pair.start(1)

        // Syncthing meets the two versions and keeps one as a conflict copy, on both computers.
        let met = SyncthingPair.wait(seconds: 120) {
            (0..<2).allSatisfy { device in
                ((try? FileManager.default.contentsOfDirectory(atPath: pair.folder(device).path)) ?? []).contains { $0.contains(".sync-conflict-") }
            }
        }
        #expect(met, "Syncthing made no conflict copy within 120 s")
        guard met else { return }
        let report = try desktopFolder.sync()
        #expect(report.conflicts.count == 1)
        #expect(try desktop.recipeCount() == 1, "a conflict copy is never read as a second recipe")

        let conflict = try #require(desktopFolder.conflicts().first)
        #expect(conflict.original == file)
        try desktopFolder.resolve(conflict, keeping: .both)
        func steps(_ library: AppDatabase) throws -> Set<String> {
            Set(try library.summaries(LibraryQuery(), offset: 0, limit: 10).compactMap { try library.recipe(id: $0.id)?.steps.first?.text })
        }
        let both: Set = ["Soak the noodles in warm water.", "Soak the noodles for ten minutes."]
        #expect(try steps(desktop) == both)
        // The laptop gets the same two recipes, and no conflict copy.
        let settled = try SyncthingPair.wait(seconds: 90) {
            _ = try laptopFolder.sync()
            return try steps(laptop) == both && laptopFolder.conflicts().isEmpty
        }
        #expect(settled, "the laptop did not settle on both versions within 90 s")
    }
}
