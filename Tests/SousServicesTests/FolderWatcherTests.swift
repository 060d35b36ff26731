import Foundation
import SousCore
import SousServices
import SousStore
import Testing

/// The folder a library is bound to, watched while sous is open (real inotify, real files): a
/// recipe written into the folder or into a sub-folder made after the watch began is read into
/// the library within a second or two, without a restart; hidden files are never a change.
@Suite(.serialized) struct FolderWatcherTests {
    let place: URL
    var databasePath: String { place.appendingPathComponent("sous.db").path }
    var recipes: URL { place.appendingPathComponent("recipes") }

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    }

    /// Counts the times the watcher said the folder changed.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    /// Waits up to `seconds` for `condition`, polling: the watcher works on a thread of its own.
    func eventually(_ seconds: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if try condition() { return true }
            usleep(20_000)
        }
        return try condition()
    }

    func titles(_ database: AppDatabase) throws -> [String] {
        try database.summaries(LibraryQuery(), offset: 0, limit: 100).map(\.title).sorted()
    }

    @Test func aRecipeWrittenIntoTheFolderOrANewSubFolderIsReadWhileOpen() throws {
        let database = try LibraryFile(path: databasePath).open()
        let folder = LibraryFolder(database: database, root: recipes)
        _ = try folder.bind(databasePath: databasePath)
        let calls = Calls()
        let watcher = try #require(FolderWatcher(root: recipes) {
            calls.add()
            _ = try? folder.sync()
        })
        defer { withExtendedLifetime(watcher) {} }

        try Data("---\ntitle: Pea Soup\n---\nBoil @peas{500%g}.\n".utf8).write(to: recipes.appendingPathComponent("pea-soup.cook"))
        #expect(try eventually { try titles(database) == ["Pea Soup"] })

        // A sub-folder made after the watch began is watched too.
        let soups = recipes.appendingPathComponent("soups")
        try FileManager.default.createDirectory(at: soups, withIntermediateDirectories: true)
        #expect(eventually { calls.count >= 2 })
        try Data("Simmer @leeks{2}.\n".utf8).write(to: soups.appendingPathComponent("leek-soup.cook"))
        #expect(try eventually { try titles(database).contains("Leek Soup") })

        // Removing the file removes the recipe.
        try FileManager.default.removeItem(at: recipes.appendingPathComponent("pea-soup.cook"))
        #expect(try eventually { try titles(database) == ["Leek Soup"] })

        // Hidden files (a sync engine's temporary files, sous's own) are no change.
        let before = calls.count
        try Data("x".utf8).write(to: recipes.appendingPathComponent(".syncthing.pea.cook.tmp"))
        usleep(600_000)
        #expect(calls.count == before)
    }

    @Test func aFolderThatCannotBeWatchedGivesNoWatcher() {
        #expect(FolderWatcher(root: place.appendingPathComponent("missing")) {} == nil)
    }
}
