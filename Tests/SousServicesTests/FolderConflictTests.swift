import Foundation
import SousCore
import SousServices
import SousStore
import Testing

/// Two versions of one file, made by a sync engine: found with the file they are a version of,
/// and resolved by keeping mine, theirs or both (real SQLite files, real files).
@Suite struct FolderConflictTests {
    let place: URL
    var databasePath: String { place.appendingPathComponent("sous.db").path }
    var recipes: URL { place.appendingPathComponent("recipes") }

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-conflict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    }

    @Test(arguments: [
        ("soups/pad-thai.sync-conflict-20261126-143000-ABCDEFG.cook", "soups/pad-thai.cook"),
        ("pad-thai (Sam's conflicted copy 2026-11-26).cook", "pad-thai.cook"),
        ("pad-thai (conflicted copy 2026-11-26 143000).cook", "pad-thai.cook"),
        ("pad-thai (conflict 2026-11-26-14-30-00).cook", "pad-thai.cook"),
        ("plans/2026-W48.sync-conflict-20261126-143000-sous.menu", "plans/2026-W48.menu"),
    ])
    func aCopyKnowsTheFileItIsAVersionOf(copy: String, original: String) {
        #expect(FolderConflict(copy: copy)?.original == original)
    }

    /// A bound library with Pad Thai, and another device's version of it beside it.
    func conflicted() throws -> (AppDatabase, LibraryFolder, FolderConflict, Int64) {
        let database = try LibraryFile(path: databasePath).open()
        let id = try database.saveRecipe(Recipe(title: "Pad Thai", servings: 2, ingredients: [Ingredient(quantity: Rational(200), unit: "g", name: "rice noodles")],
                                                 steps: [Step(text: "Soak the noodles.")]))
        let folder = LibraryFolder(database: database, root: recipes)
        _ = try folder.bind(databasePath: databasePath)
        let theirs = "---\ntitle: Pad Thai\nservings: 2\n---\nSoak @rice noodles{250%g} in warm water.\n"
        try theirs.write(to: recipes.appendingPathComponent("pad-thai.sync-conflict-20261126-143000-ABCDEFG.cook"), atomically: true, encoding: .utf8)
        let report = try folder.sync()
        #expect(report.conflicts == ["pad-thai.sync-conflict-20261126-143000-ABCDEFG.cook"])
        #expect(try database.recipeCount() == 1, "a conflict copy is never read as a second recipe")
        let conflict = try #require(folder.conflicts().first)
        #expect(try folder.title(of: conflict) == "Pad Thai")
        return (database, folder, conflict, id)
    }

    @Test func keepingMineRemovesTheCopy() throws {
        let (database, folder, conflict, id) = try conflicted()
        try folder.resolve(conflict, keeping: .mine)
        #expect(folder.conflicts().isEmpty)
        #expect(try database.recipe(id: id)?.ingredients.first?.quantity == Rational(200))
    }

    @Test func keepingTheirsReadsTheCopyIntoTheSameRecipe() throws {
        let (database, folder, conflict, id) = try conflicted()
        // The worst case: their version has the same size and time as this one.
        let original = recipes.appendingPathComponent(conflict.original), copy = recipes.appendingPathComponent(conflict.copy)
        try String(contentsOf: original, encoding: .utf8).replacingOccurrences(of: "200", with: "250").write(to: copy, atomically: true, encoding: .utf8)
        let stamp = try FileManager.default.attributesOfItem(atPath: original.path)[.modificationDate]
        try FileManager.default.setAttributes([.modificationDate: stamp as Any], ofItemAtPath: copy.path)
        let report = try folder.resolve(conflict, keeping: .theirs)
        #expect(report.updated == 1 && folder.conflicts().isEmpty)
        #expect(try database.recipe(id: id)?.ingredients.first?.quantity == Rational(250))
        #expect(try database.recipeCount() == 1)
    }

    @Test func keepingBothMakesTheCopyARecipeOfItsOwn() throws {
        let (database, folder, conflict, id) = try conflicted()
        let report = try folder.resolve(conflict, keeping: .both)
        #expect(report.added == 1 && folder.conflicts().isEmpty)
        #expect(try database.recipeCount() == 2)
        #expect(try database.recipe(id: id)?.ingredients.first?.quantity == Rational(200))
        #expect(FileManager.default.fileExists(atPath: recipes.appendingPathComponent("pad-thai-2.cook").path))
    }

    @Test func aWeekCannotBeKeptTwice() throws {
        let (_, folder, _, _) = try conflicted()
        try FileManager.default.createDirectory(at: recipes.appendingPathComponent("plans"), withIntermediateDirectories: true)
        try "== Monday (2026-11-23) ==\n\nDinner: Eat out\n".write(to: recipes.appendingPathComponent("plans/2026-W48.sync-conflict-20261126-143000-ABCDEFG.menu"),
                                                             atomically: true, encoding: .utf8)
        let week = try #require(folder.conflicts().first { $0.original == "plans/2026-W48.menu" })
        #expect(throws: ServiceFailure.self) { try folder.resolve(week, keeping: .both) }
    }
}
