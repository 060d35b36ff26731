import Foundation
import SousCore
import SousServices
import SousStore
import Testing

/// The aisles chosen for foods in the library's folder (`config/aisle.conf`): a choice in sous
/// reaches the file without losing its other lines, and another device's file sets the aisles
/// here (real SQLite files, real files).
@Suite struct FolderAislesTests {
    let place: URL
    var databasePath: String { place.appendingPathComponent("sous.db").path }
    var recipes: URL { place.appendingPathComponent("recipes") }
    var aisleFile: URL { recipes.appendingPathComponent(AisleFile.path) }

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-aisles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: aisleFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    }

    func open() throws -> AppDatabase { try LibraryFile(path: databasePath).open() }
    func text() throws -> String { try String(contentsOf: aisleFile, encoding: .utf8) }

    @Test func choicesTravelBothWaysAndTheFilesOwnLinesStay() throws {
        // The folder already has the household's shop, written by CookCLI's users.
        try "[produce]\ntomatoes|tomato\n\n[deli]\nolives\n".write(to: aisleFile, atomically: true, encoding: .utf8)
        let unbound = try open()
        try unbound.setAisle(.frozen, forKey: "pea")
        _ = try LibraryFolder(database: unbound, root: recipes).bind(databasePath: databasePath)
        let database = try open()
        #expect(try text() == "[produce]\ntomatoes|tomato\n\n[deli]\nolives\n\n[frozen]\npea\n")

        // A choice made here moves the food's line; the deli stays.
        try database.setAisle(.pantry, forKey: "tomato")
        #expect(try text() == "[produce]\n\n[deli]\nolives\n\n[frozen]\npea\n\n[pantry]\ntomatoes|tomato\n")

        // Another device puts the peas in the produce aisle.
        try "[produce]\npea\n\n[deli]\nolives\n\n[pantry]\ntomatoes|tomato\n".write(to: aisleFile, atomically: true, encoding: .utf8)
        #expect(try LibraryFolder(database: database, root: recipes).sync().aisles)
        let list = try database.shoppingList(recipes: [Recipe(title: "Peas", ingredients: [Ingredient(quantity: Rational(1), unit: "kg", name: "peas")])],
                                             listID: "test", title: "Peas")
        #expect(list.lines.first { $0.key == "pea" }?.aisle == .produce)
    }
}
