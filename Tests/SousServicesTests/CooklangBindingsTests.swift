import Foundation
import SousCore
import SousServices
import SousStore
import Testing

/// The folder as the Cooklang tools read it: every file sous writes is parsed by cooklang-rs,
/// the official parser, through its Python bindings (`cooklang-bindings` from PyPI, in a
/// virtual environment of the test's own): each recipe with the ingredients sous holds, the
/// trip's recipes and items, the ticks and the aisles. Skipped where the package cannot be
/// fetched.
@Suite(.enabled(if: CooklangBindings.python != nil, "cooklang-bindings could not be installed from PyPI"))
struct CooklangBindingsTests {
    let place: URL
    let monday: PlanDay = {
        let calendar = PlanCalendar(firstWeekday: 1, timeZone: .current)
        return calendar.weekStart(containing: calendar.today(Date()))
    }()

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-bindings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    }

    /// What cooklang-rs reads in the folder, as JSON lines: one per recipe file, then the trip,
    /// the ticks and each food's aisle.
    static let reader = """
        import json, os, sys, cooklang
        root = sys.argv[1]
        for folder, _, files in os.walk(root):
            for name in sorted(files):
                if name.endswith(".cook"):
                    path = os.path.join(folder, name)
                    recipe = cooklang.parse(open(path, encoding="utf-8").read())
                    print(json.dumps({"recipe": os.path.relpath(path, root), "ingredients": [i.name for i in recipe.ingredients],
                                      "steps": sum(len(s.blocks) for s in recipe.sections)}))
        trip = cooklang.parse_shopping_list(open(os.path.join(root, ".shopping-list"), encoding="utf-8").read())
        print(json.dumps({"trip": [[r.path, r.scale] for r in trip.recipes], "items": [i.name for i in trip.ingredients]}))
        log = cooklang.parse_checked_log(open(os.path.join(root, ".shopping-checked"), encoding="utf-8").read())
        print(json.dumps({"checked": list(cooklang.checked_names(log))}))
        aisles = cooklang.parse_aisle_config(open(os.path.join(root, "config", "aisle.conf"), encoding="utf-8").read())
        print(json.dumps({"aisles": {name: aisles.category_for(name) for name in ["tomatoes", "tomato", "frozen peas"]}}))
        """

    @Test func theOfficialParserReadsEveryFileSousWrites() throws {
        let python = try #require(CooklangBindings.python)
        let databasePath = place.appendingPathComponent("sous.db").path
        let folder = place.appendingPathComponent("recipes")
        // The starter library (fractions, ranges, timers, notes, sections, pictures), planned and shopped for.
        let unbound = try LibraryFile(path: databasePath).openWithStarter()
        let library = try unbound.summaries(LibraryQuery(), offset: 0, limit: 1_000).compactMap { try unbound.recipe(id: $0.id) }
        let dinner = try #require(try unbound.mealSlots().first { $0.name == "Dinner" }).id
        let planned = try #require(library.first { ($0.servings ?? 0) > 0 })
        _ = try unbound.addPlanEntry(PlanEntry(day: monday, slotID: dinner, recipeID: planned.id, title: planned.title,
                                               servings: (planned.servings ?? 1) * 2))
        try unbound.setAisle(.frozen, forKey: "pea")
        _ = try LibraryFolder(database: unbound, root: folder).bind(databasePath: databasePath)
        let database = try LibraryFile(path: databasePath).open()
        try database.addShoppingItem(listID: monday.iso, text: "kitchen roll")
        let firstFood = try #require(try database.shoppingList(weekFrom: monday).lines.first { !$0.isManual })
        try database.setShoppingChecked(listID: monday.iso, key: firstFood.key, true)
        try database.setAisle(.pantry, forKey: "tomato")

        let script = place.appendingPathComponent("read.py")
        try Self.reader.write(to: script, atomically: true, encoding: .utf8)
        let output = try CooklangBindings.run(python, [script.path, folder.path])
        let lines = output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }

        // Every recipe, with the ingredients sous holds, in order.
        let recipes = lines.filter { $0["recipe"] != nil }
        #expect(recipes.count == library.count)
        let files = try database.folderFiles()
        for recipe in library {
            let path = try #require(files.values.first { $0.recipeID == recipe.id }?.path)
            let read = try #require(recipes.first { $0["recipe"] as? String == path }, "\(path) was not read")
            #expect(read["ingredients"] as? [String] == recipe.ingredients.map(\.name), "\(path)")
            #expect((read["steps"] as? Int ?? 0) >= recipe.steps.count, "\(path)")
        }
        // The trip: the planned recipe made twice, the item added by hand.
        let trip = try #require(lines.first { $0["trip"] != nil })
        let plannedPath = try #require(files.values.first { $0.recipeID == planned.id }?.path).replacingOccurrences(of: ".cook", with: "")
        #expect((trip["trip"] as? [[Any]])?.map { "\($0[0]) \($0[1])" } == ["\(plannedPath) 2.0"])
        #expect(trip["items"] as? [String] == ["kitchen roll"])
        // The tick, under the recipe's own name for the food.
        let checked = try #require(lines.first { $0["checked"] != nil }?["checked"] as? [String])
        #expect(checked.count >= 1)
        #expect(checked.allSatisfy { ShoppingName.key(for: $0) == firstFood.key })
        // The aisles, as CookCLI groups a list by them.
        let aisles = try #require(lines.first { $0["aisles"] != nil }?["aisles"] as? [String: Any])
        // Under the recipes' own names for the food as well as its key.
        #expect(aisles["tomatoes"] as? String == "pantry")
        #expect(aisles["tomato"] as? String == "pantry")
        #expect(aisles["frozen peas"] as? String == (ShoppingName.key(for: "frozen peas") == "pea" ? "frozen" : nil))
    }
}

/// A Python with cooklang-bindings, made once per machine in the temporary folder.
enum CooklangBindings {
    static let version = "0.6.0"

    static let python: String? = {
        let venv = FileManager.default.temporaryDirectory.appendingPathComponent("sous-cooklang-bindings-\(version)")
        let python = venv.appendingPathComponent("bin/python").path
        if (try? run(python, ["-c", "import cooklang"])) != nil { return python }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
              (try? run("/usr/bin/python3", ["-m", "venv", "--clear", venv.path])) != nil,
              (try? run(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "cooklang-bindings==\(version)"])) != nil,
              (try? run(python, ["-c", "import cooklang"])) != nil else { return nil }
        return python
    }()

    struct Failure: Error { let output: String }

    /// Runs a program; its output, or `Failure` with its error output when it fails.
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: program) else { throw Failure(output: "\(program) is missing") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(output: String(decoding: errorData, as: UTF8.self)) }
        return String(decoding: data, as: UTF8.self)
    }
}
