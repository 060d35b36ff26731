import Foundation
import GRDB
import SousCore
import Testing
@testable import SousStore

/// Recipe pictures in the library: kept with the recipe through every write, gone with it, back
/// with an undo, and added to libraries written before pictures existed.
@Suite struct PictureStorageTests {
    let db: AppDatabase

    init() throws {
        db = try AppDatabase.inMemory()
    }

    /// A whole 1x1 PNG: the store never decodes, but a real picture costs nothing.
    static let png = Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
        0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
        0x42, 0x60, 0x82,
    ])
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8) + Data(repeating: 7, count: 64) + Data([0xFF, 0xD9])

    static func withPicture(_ title: String, _ data: Data = png, source: String? = "https://example.com/p.png") -> Recipe {
        var recipe = Fixtures.simple(title)
        recipe.image = RecipeImage(data: data, source: source)
        return recipe
    }

    func pictureRows() throws -> Int {
        try db.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM recipe_image") ?? 0 }
    }

    @Test func aPictureComesBackAsItWasSaved() throws {
        let recipe = Self.withPicture("Soup")
        let id = try db.saveRecipe(recipe)
        let loaded = try #require(try db.recipe(id: id))
        #expect(loaded.image == recipe.image)
        #expect(loaded.image?.format == .png)
        #expect(try db.findRecipe("Soup").image == recipe.image)
        // Imports write it too.
        let ids = try db.importRecipes([Self.withPicture("Bread", Self.jpeg, source: nil), Fixtures.simple("Salad")])
        #expect(try db.recipe(id: ids[0])?.image == RecipeImage(data: Self.jpeg))
        #expect(try db.recipe(id: ids[1])?.image == nil)
    }

    @Test func deletingARecipeDeletesItsPictureAndUndoBringsItBack() throws {
        let id = try db.saveRecipe(Self.withPicture("Soup"))
        let deleted = try #require(try db.deleteRecipe(id: id))
        #expect(deleted.recipe.image == Self.withPicture("Soup").image)
        #expect(try pictureRows() == 0)
        let restored = try db.restoreRecipe(deleted)
        #expect(restored == id)
        #expect(try db.recipe(id: id)?.image == Self.withPicture("Soup").image)
    }

    @Test func theDatabaseCascadesAPictureWithItsRecipe() throws {
        let id = try db.saveRecipe(Self.withPicture("Soup"))
        try db.writer.write { try $0.execute(sql: "DELETE FROM recipe WHERE id = ?", arguments: [id]) }
        #expect(try pictureRows() == 0)
    }

    @Test func replacingKeepsChangesOrRemovesThePicture() throws {
        let id = try db.saveRecipe(Self.withPicture("Soup"))
        // Saved as loaded (a rating, a changed title): the picture stays.
        var recipe = try #require(try db.recipe(id: id))
        recipe.title = "Tomato Soup"
        try db.saveRecipe(recipe)
        #expect(try db.recipe(id: id)?.image == Self.withPicture("Soup").image)
        // A new picture replaces the old one.
        recipe.image = RecipeImage(data: Self.jpeg, source: "Tomato Soup.jpg")
        try db.saveRecipe(recipe)
        #expect(try db.recipe(id: id)?.image?.format == .jpeg)
        #expect(try db.recipe(id: id)?.image?.source == "Tomato Soup.jpg")
        #expect(try pictureRows() == 1)
        // A recipe saved without one has none.
        recipe.image = nil
        try db.saveRecipe(recipe)
        #expect(try db.recipe(id: id)?.image == nil)
        #expect(try pictureRows() == 0)
    }

    @Test func anAdaptedCopyHasThePictureToo() throws {
        let id = try db.saveRecipe(Self.withPicture("Carbonara"))
        let original = try #require(try db.recipe(id: id))
        let copy = RecipeAdapter().adapted(original, safety: [], avoiding: .meat, label: "dairy-free")
        let copyID = try db.saveRecipe(copy)
        #expect(copyID != id)
        #expect(try db.recipe(id: copyID)?.image == original.image)
        // Each has its own: deleting the original leaves the copy's.
        _ = try db.deleteRecipe(id: id)
        #expect(try db.recipe(id: copyID)?.image == original.image)
    }

    @Test func theSourceIsCleanedLikeAnyTextFromOutside() throws {
        let id = try db.saveRecipe(Self.withPicture("Soup", source: "https://evil.example/\u{1B}]0;pwned\u{07}p.png\u{202E}"))
        #expect(try db.recipe(id: id)?.image?.source == "https://evil.example/p.png")
    }

    @Test func aStoredRowThatIsNoLongerAPictureGivesNone() throws {
        let id = try db.saveRecipe(Self.withPicture("Soup"))
        try db.writer.write { try $0.execute(sql: "UPDATE recipe_image SET data = X'3C68746D6C3E' WHERE recipe_id = ?", arguments: [id]) }
        let loaded = try #require(try db.recipe(id: id))
        #expect(loaded.image == nil)
        #expect(loaded.title == "Soup")
    }

    @Test func aVersionEightLibraryGetsItsPictureTableWhenMigrated() throws {
        let library = try OldLibrary(upTo: "v8-pantry") { db in
            #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == 8)
            #expect(try !db.tableExists("recipe_image"))
            try db.execute(sql: "INSERT INTO recipe (id, title, sort_title, created_at, updated_at) VALUES (1, 'Onion Soup', 'onion soup', 0, 0)")
            try db.execute(sql: "INSERT INTO ingredient (recipe_id, position, name, original_text) VALUES (1, 0, 'onions', '4 onions')")
        }
        defer { library.remove() }
        let path = library.path
        let database = try AppDatabase(path: path)
        let soup = try #require(try database.recipe(id: 1))
        #expect(soup.image == nil)
        #expect(soup.ingredients.map(\.name) == ["onions"])
        let id = try database.saveRecipe(Self.withPicture("Leek Soup"))
        #expect(try database.recipe(id: id)?.image == Self.withPicture("Leek Soup").image)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == AppDatabase.schemaVersion)
    }

    @Test func aLibraryThatHasTheTimelineButNotPicturesGetsThemToo() throws {
        // Written by a sous with the timeline (v10) and without pictures (v9): v9 comes after.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("timeline.db").path
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: "v8-pantry")
        var timelineOnly = DatabaseMigrator()
        AppDatabase.registerTimelineSchema(in: &timelineOnly)
        try timelineOnly.migrate(queue)
        #expect(try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 10)
        try queue.close()
        let database = try AppDatabase(path: path)
        let id = try database.saveRecipe(Self.withPicture("Soup"))
        #expect(try database.recipe(id: id)?.image == Self.withPicture("Soup").image)
        #expect(try database.writer.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == AppDatabase.schemaVersion)
    }
}
