import Foundation
import SousCore
import SousFormats
import SousServices
import SousStore
import Testing

/// The pantry in the library's folder (`config/pantry.conf`, the Cooklang tools' TOML): written
/// as it changes, read when another device changes it, never emptied by a damaged or missing
/// file (real SQLite files, real files).
@Suite struct FolderPantryTests {
    let place: URL
    var databasePath: String { place.appendingPathComponent("sous.db").path }
    var recipes: URL { place.appendingPathComponent("recipes") }
    var pantryFile: URL { recipes.appendingPathComponent(CooklangPantry.path) }

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-pantry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    }

    func open() throws -> AppDatabase { try LibraryFile(path: databasePath).open() }
    func text() throws -> String { try String(contentsOf: pantryFile, encoding: .utf8) }
    func names(_ database: AppDatabase) throws -> [String] { try database.pantryItems().map { "\($0.name) \($0.amountText)" } }

    func boundWithRice() throws -> AppDatabase {
        let unbound = try open()
        try unbound.addPantryItems([PantryItem(name: "rice", quantity: Rational(500), unit: "g")])
        _ = try LibraryFolder(database: unbound, root: recipes).bind(databasePath: databasePath)
        return try open()
    }

    @Test func thePantryIsWrittenOnBindingAndAsItChanges() throws {
        let database = try boundWithRice()
        #expect(try text().contains("[pantry]\nrice = \"500%g\"\n"))
        try database.addPantryItems([PantryItem(name: "milk", quantity: Rational(1), unit: "l", bestBefore: PlanDay(iso: "2026-12-01"), location: "fridge")])
        #expect(try text().contains("[fridge]\nmilk = { quantity = \"1%l\", expire = \"2026-12-01\" }\n"))
    }

    @Test func anotherDevicesPantryReplacesThisOneAndIsNotWrittenBack() throws {
        let database = try boundWithRice()
        let edited = "[fridge]\nmilk = { quantity = \"2%l\", low = \"1%l\" }\n\n[pantry]\nrice = \"250%g\"\n"
        try edited.write(to: pantryFile, atomically: true, encoding: .utf8)
        let report = try LibraryFolder(database: database, root: recipes).sync()
        #expect(report.pantry)
        #expect(Set(try names(database)) == ["milk 2 l", "rice 250 g"])
        #expect(try text() == edited)
        // A change here keeps what sous only carries ("low").
        let milk = try #require(try database.pantryItems().first { $0.name == "milk" })
        var less = milk
        less.quantity = Rational(1)
        _ = try database.updatePantryItem(less)
        #expect(try text().contains("milk = { quantity = \"1%l\", low = \"1%l\" }"))
    }

    @Test func aDamagedFileLeavesThePantryAsItWasAndAMissingOneIsWrittenAgain() throws {
        let database = try boundWithRice()
        try "[pantry]\nrice = \"250%g\"\nrice = \"1%kg\"\n".write(to: pantryFile, atomically: true, encoding: .utf8)
        let report = try LibraryFolder(database: database, root: recipes).sync()
        #expect(!report.pantry)
        #expect(report.failed.contains { $0.hasPrefix("config/pantry.conf: line 3") && $0.hasSuffix("(the pantry is unchanged)") })
        #expect(try names(database) == ["rice 500 g"])

        try FileManager.default.removeItem(at: pantryFile)
        _ = try LibraryFolder(database: database, root: recipes).sync()
        #expect(try names(database) == ["rice 500 g"])
        #expect(try text().contains("rice = \"500%g\""))
    }

    @Test func bindingToAFolderWithAPantryJoinsThemAndAnUnreadableOneStopsTheBinding() throws {
        try FileManager.default.createDirectory(at: pantryFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "[pantry]\nrice = \"1%kg\"\nflour = \"2%kg\"\n".write(to: pantryFile, atomically: true, encoding: .utf8)
        let database = try boundWithRice()
        #expect(Set(try names(database)) == ["rice 500 g", "flour 2 kg"])
        #expect(try text().contains("flour = \"2%kg\"") && text().contains("rice = \"500%g\""))

        let other = place.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other.appendingPathComponent("config"), withIntermediateDirectories: true)
        try "[pantry\nrice".write(to: other.appendingPathComponent(CooklangPantry.path), atomically: true, encoding: .utf8)
        let second = place.appendingPathComponent("second.db").path
        #expect(throws: ServiceFailure.self) { _ = try LibraryFolder(database: try LibraryFile(path: second).open(), root: other).bind(databasePath: second) }
        #expect(try String(contentsOf: other.appendingPathComponent(CooklangPantry.path), encoding: .utf8) == "[pantry\nrice")
    }
}
