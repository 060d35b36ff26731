import Foundation
import SousCore
import SousFormats
import SousServices
import SousStore
import Testing

/// A library bound to a folder of Cooklang files (`sous folder`): real SQLite files, real files
/// in a temporary folder, and for the sync itself a real git with a bare repository and two clones.
@Suite struct LibraryFolderTests {
    let place: URL
    var databasePath: String { place.appendingPathComponent("sous.db").path }
    var recipes: URL { place.appendingPathComponent("recipes") }

    init() throws {
        place = FileManager.default.temporaryDirectory.appendingPathComponent("sous-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    }

    static func soup(_ title: String = "Carrot Soup", rating: Int = 0) -> Recipe {
        Recipe(title: title, servings: 4, rating: rating, tags: ["winter"],
               ingredients: [Ingredient(quantity: Rational(2), name: "carrots"), Ingredient(quantity: Rational(1), unit: "l", name: "water")],
               steps: [Step(text: "Boil the carrots in the water for 20 minutes.")])
    }

    func open(_ path: String? = nil) throws -> AppDatabase {
        try LibraryFile(path: path ?? databasePath).open()
    }

    func titles(_ database: AppDatabase) throws -> [String] {
        try database.summaries(LibraryQuery(), offset: 0, limit: 1_000).map(\.title).sorted()
    }

    func text(_ name: String, in folder: URL? = nil) throws -> String {
        try String(contentsOf: (folder ?? recipes).appendingPathComponent(name), encoding: .utf8)
    }

    /// Writes a file as another device would, a few seconds later than anything before it, so
    /// its time stamp moves even on a file system with coarse times.
    func writeAsAnotherDevice(_ text: String, to name: String, in folder: URL? = nil, secondsLater: Double = 5) throws {
        let url = (folder ?? recipes).appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(secondsLater)], ofItemAtPath: url.path)
    }

    /// A process stopped after writing a recipe's file but before recording it (killed, or the
    /// machine off) leaves the recipe waiting and the file unknown: the next reading records the
    /// file as the recipe's instead of reading it as a second recipe.
    @Test func aFileWrittenBeforeAStopIsTheRecipesNotASecondOne() throws {
        let database = try open()
        _ = try LibraryFolder(database: database, root: recipes).bind(databasePath: databasePath)
        // No write-back attached: the change waits in the queue, as after a kill.
        var soup = Self.soup("Leek Soup")
        soup.id = try database.saveRecipe(soup)
        #expect(try database.folderOutboxCount() == 1)
        let written = try #require(try database.recipe(id: soup.id!))
        try Data(CooklangWriter.write(written).utf8).write(to: recipes.appendingPathComponent("leek-soup.cook"))

        let report = try LibraryFolder(database: database, root: recipes).sync()
        #expect(report.added == 0 && report.written == 0)
        #expect(try database.recipeCount() == 1)
        #expect(try database.folderFiles()["leek-soup.cook"]?.recipeID == soup.id)
        #expect(try FileManager.default.contentsOfDirectory(atPath: recipes.path).filter { $0.hasSuffix(".cook") } == ["leek-soup.cook"])
    }

    /// Two readings of the folder that both listed a new file before either recorded it (the
    /// watcher and an effect in one sous, or two sous on one folder) add it once: the second
    /// finds it recorded in its own transaction. Found by keeping both versions of a conflict
    /// in the app, which gave three recipes for two files. The second is told the file was
    /// already recorded, so it is not announced twice (nor a file sous wrote itself while the
    /// watcher listed the folder, which a loaded machine showed as "From the library's folder").
    @Test func aFileTwoReadingsFoundAtOnceIsAddedOnce() throws {
        let database = try open()
        _ = try LibraryFolder(database: database, root: recipes).bind(databasePath: databasePath)
        let listed = FolderFile(path: "leek-soup.cook", recipeID: nil, size: 80, modified: 1_000, hash: "same-text")
        #expect(try database.applyFolderChanges([.read(listed, Self.soup("Leek Soup"))]).isEmpty)
        #expect(try database.applyFolderChanges([.read(listed, Self.soup("Leek Soup"))]) == ["leek-soup.cook"])
        #expect(try titles(database) == ["Leek Soup"])

        // The second saw newer text: it replaces the recipe the first recorded.
        var newer = listed
        newer.hash = "newer-text"
        #expect(try database.applyFolderChanges([.read(newer, Self.soup("Leek and Potato Soup"))]).isEmpty)
        #expect(try titles(database) == ["Leek and Potato Soup"])
        #expect(try database.folderFiles()["leek-soup.cook"]?.hash == "newer-text")
    }

    /// A favourite made in sous changes the file's front matter and nothing else: the comments,
    /// line breaks and spacing the cook wrote stay.
    @Test func aChangeMadeInSousKeepsTheFilesHandWrittenLayout() throws {
        let handWritten = "---\nserves: 2\n---\n\n-- from the packet\nMelt @butter{30%g}.\nAdd @leeks{2}, and sweat\nthem gently.\n\n\nPour in @stock{1%l}.\n"
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        try writeAsAnotherDevice(handWritten, to: "leek-soup.cook")
        let database = try open()
        _ = try LibraryFolder(database: database, root: recipes).bind(databasePath: databasePath)
        let opened = try open()
        let id = try #require(try opened.summaries(LibraryQuery(), offset: 0, limit: 10).first { $0.title == "Leek Soup" }).id
        try opened.setFavorite(id: id, true)
        let written = try text("leek-soup.cook")
        #expect(written.hasPrefix("---\nserves: 2\ntitle: Leek Soup\nfavorite: true\n---\n"))
        #expect(written.hasSuffix("\n-- from the packet\nMelt @butter{30%g}.\nAdd @leeks{2}, and sweat\nthem gently.\n\n\nPour in @stock{1%l}.\n"))
    }

    @Test func bindingWritesEveryRecipeAndADeletedDatabaseIsRebuiltFromTheFolder() throws {
        let database = try open()
        try database.saveRecipe(Self.soup(rating: 4))
        try database.saveRecipe(Self.soup("Pea Soup"))
        let report = try LibraryFolder(database: database, root: recipes).bind(databasePath: databasePath)
        // The two recipes, and the pantry's file with its staples (salt, pepper, water, oil).
        #expect(report.written == 3)
        let soup = try text("carrot-soup.cook")
        #expect(soup.contains("title: Carrot Soup") && soup.contains("rating: 4") && soup.contains("@carrots{2}"))

        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: databasePath + suffix) }
        let rebuilt = try open()
        #expect(try titles(rebuilt) == ["Carrot Soup", "Pea Soup"])
        let carrot = try rebuilt.summaries(LibraryQuery(), offset: 0, limit: 10).first { $0.title == "Carrot Soup" }
        #expect(try rebuilt.recipe(id: carrot!.id)?.rating == 4)
        #expect(try rebuilt.libraryFolder() == recipes.standardizedFileURL.path)
    }

    @Test func filesChangedAddedOrRemovedInTheFolderReachTheLibrary() throws {
        let database = try open()
        try database.saveRecipe(Self.soup())
        try database.saveRecipe(Self.soup("Pea Soup"))
        _ = try LibraryFolder(database: database, root: recipes).bind(databasePath: databasePath)

        try writeAsAnotherDevice(try text("carrot-soup.cook").replacingOccurrences(of: "title: Carrot Soup", with: "title: Spiced Carrot Soup"),
                                 to: "carrot-soup.cook")
        try FileManager.default.createDirectory(at: recipes.appendingPathComponent("bread"), withIntermediateDirectories: true)
        try writeAsAnotherDevice("---\ntitle: Toast\n---\n\nToast @bread{2%slices}.\n", to: "bread/toast.cook")
        try FileManager.default.removeItem(at: recipes.appendingPathComponent("pea-soup.cook"))
        try writeAsAnotherDevice("not hidden, but never read", to: ".notes.cook")

        let report = try #require(try LibraryFolder.bound(database)).sync()
        #expect(report.added == 1 && report.updated == 1 && report.removed == 1 && report.failed.isEmpty)
        #expect(try titles(database) == ["Spiced Carrot Soup", "Toast"])
    }

    @Test func aFileThatNoLongerParsesKeepsItsRecipesLastGoodVersion() throws {
        let database = try open()
        try database.saveRecipe(Self.soup())
        let folder = try LibraryFolder(database: database, root: recipes)
        _ = try folder.bind(databasePath: databasePath)
        try writeAsAnotherDevice("---\ntitle: Carrot Soup\n---\n\nAdd @carrots{2%kg\n", to: "carrot-soup.cook")

        let report = try folder.sync()
        #expect(report.failed.count == 1 && report.failed[0].hasPrefix("carrot-soup.cook: line 5"))
        #expect(try titles(database) == ["Carrot Soup"])
        let summary = try #require(try database.summaries(LibraryQuery(), offset: 0, limit: 1).first)
        #expect(try database.recipe(id: summary.id)?.ingredients.map(\.name) == ["carrots", "water"])
        #expect(try database.folderFiles()["carrot-soup.cook"]?.error?.contains("never closed") == true)
    }

    @Test func changesMadeInSousAreWrittenAsTheyHappenAndNothingElseIsRewritten() throws {
        let first = try open()
        try first.saveRecipe(Self.soup())
        try first.saveRecipe(Self.soup("Pea Soup"))
        _ = try LibraryFolder(database: first, root: recipes).bind(databasePath: databasePath)
        let peaBefore = try FileManager.default.attributesOfItem(atPath: recipes.appendingPathComponent("pea-soup.cook").path)

        let database = try open()
        let carrot = try #require(try database.summaries(LibraryQuery(), offset: 0, limit: 10).first { $0.title == "Carrot Soup" })
        try database.setRating(id: carrot.id, 5)
        #expect(try text("carrot-soup.cook").contains("rating: 5"))
        let newID = try database.saveRecipe(Self.soup("Leek Soup"))
        #expect(try text("leek-soup.cook").contains("title: Leek Soup"))
        try database.deleteRecipe(id: newID)
        #expect(!FileManager.default.fileExists(atPath: recipes.appendingPathComponent("leek-soup.cook").path))

        let peaAfter = try FileManager.default.attributesOfItem(atPath: recipes.appendingPathComponent("pea-soup.cook").path)
        #expect(peaAfter[.modificationDate] as? Date == peaBefore[.modificationDate] as? Date)
        #expect(try database.folderOutboxCount() == 0)
    }

    @Test func anEditFromAnotherDeviceIsNeverOverwrittenAndConflictCopiesAreNotImported() throws {
        let database = try open()
        let id = try database.saveRecipe(Self.soup())
        _ = try LibraryFolder(database: database, root: recipes).bind(databasePath: databasePath)
        let bound = try open()
        // Another device edits the file; before sous reads it, the cook rates the recipe here.
        try writeAsAnotherDevice(try text("carrot-soup.cook").replacingOccurrences(of: "servings: 4", with: "servings: 6"),
                                 to: "carrot-soup.cook")
        try bound.setRating(id: id, 3)

        #expect(try text("carrot-soup.cook").contains("servings: 6"))
        let names = try FileManager.default.contentsOfDirectory(atPath: recipes.path).sorted()
        let copy = try #require(names.first { $0.contains(".sync-conflict-") })
        #expect(try text(copy).contains("rating: 3"))

        let report = try #require(try LibraryFolder.bound(bound)).sync()
        #expect(report.conflicts == [copy])
        #expect(try titles(bound) == ["Carrot Soup"])
        // The other device's edit replaced the recipe in place: the same recipe, so plans keep it.
        #expect(try bound.recipe(id: id)?.servings == 6)
        #expect(report.updated == 1 && report.added == 0 && report.removed == 0)
    }

    @Test func unbindingKeepsTheRecipesAndForgetsTheFolder() throws {
        let database = try open()
        try database.saveRecipe(Self.soup())
        _ = try LibraryFolder(database: database, root: recipes).bind(databasePath: databasePath)
        try database.unbindFolder()
        LibraryFolder.forgetBinding(databasePath: databasePath)
        #expect(try database.libraryFolder() == nil)
        try database.saveRecipe(Self.soup("Pea Soup"))
        #expect(!FileManager.default.fileExists(atPath: recipes.appendingPathComponent("pea-soup.cook").path))
        #expect(try titles(try open()) == ["Carrot Soup", "Pea Soup"])
    }

    @Test func subFoldersAreReadAndLinksAndHiddenFoldersAreNot() throws {
        let database = try open()
        _ = try LibraryFolder(database: database, root: recipes).bind(databasePath: databasePath)
        let soups = recipes.appendingPathComponent("soups/winter")
        try FileManager.default.createDirectory(at: soups, withIntermediateDirectories: true)
        try writeAsAnotherDevice("Simmer @leeks{2}.\n", to: "leek-soup.cook", in: soups)
        let hidden = recipes.appendingPathComponent(".stversions")
        try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        try writeAsAnotherDevice("Old @leeks{1}.\n", to: "old-soup.cook", in: hidden)
        // A link back to the folder itself: followed, it would never end.
        try FileManager.default.createSymbolicLink(at: soups.appendingPathComponent("loop"), withDestinationURL: recipes)
        let report = try LibraryFolder(database: database, root: recipes).sync()
        #expect(report.added == 1)
        #expect(try titles(database) == ["Leek Soup"])
        #expect(try database.folderFiles().keys.filter { $0.hasSuffix(".cook") }.sorted() == ["soups/winter/leek-soup.cook"])
    }

    // MARK: - Synced by git

    /// A bare repository standing for the shared remote, and two clones of it: two devices.
    func gitClones() throws -> (URL, URL) {
        let bare = place.appendingPathComponent("kitchen.git")
        try Git.run(["init", "--bare", "-q", bare.path], in: place)
        let cloneA = place.appendingPathComponent("a"), cloneB = place.appendingPathComponent("b")
        try Git.run(["clone", "-q", bare.path, cloneA.path], in: place)
        try Git.run(["clone", "-q", bare.path, cloneB.path], in: place)
        return (cloneA, cloneB)
    }

    @Test(.enabled(if: Git.available, "git is not installed"))
    func twoLibrariesKeptInStepByGit() throws {
        let (cloneA, cloneB) = try gitClones()
        let pathA = place.appendingPathComponent("a.db").path, pathB = place.appendingPathComponent("b.db").path

        // Desktop A: a recipe, bound to its clone, committed and pushed.
        let desktop = try open(pathA)
        try desktop.saveRecipe(Self.soup())
        _ = try LibraryFolder(database: desktop, root: cloneA).bind(databasePath: pathA)
        try Git.commitAndPush(cloneA, message: "carrot soup")

        // Laptop B: pulls, binds a new library to its clone: the recipe is there.
        try Git.run(["pull", "-q"], in: cloneB)
        let laptop = try LibraryFile(path: pathB).open(syncingFolder: false)
        _ = try LibraryFolder(database: laptop, root: cloneB).bind(databasePath: pathB)
        #expect(try titles(laptop) == ["Carrot Soup"])

        // The laptop rates it; the desktop pulls and opens its library: the rating is there.
        let laptopAgain = try open(pathB)
        let id = try #require(try laptopAgain.summaries(LibraryQuery(), offset: 0, limit: 1).first?.id)
        try laptopAgain.setRating(id: id, 5)
        try Git.commitAndPush(cloneB, message: "rated")
        try Git.run(["pull", "-q"], in: cloneA)
        let desktopAgain = try open(pathA)
        let desktopID = try #require(try desktopAgain.summaries(LibraryQuery(), offset: 0, limit: 1).first?.id)
        #expect(try desktopAgain.recipe(id: desktopID)?.rating == 5)
        #expect(try titles(desktopAgain) == ["Carrot Soup"])
    }

    /// Both devices change the same line; git's merge leaves its markers in the file. sous reads
    /// neither side, keeps the recipe as it was, says what to do, and reads the file once one
    /// version is kept.
    @Test(.enabled(if: Git.available, "git is not installed"))
    func aGitMergeConflictIsNamedAndNeverImported() throws {
        let (cloneA, cloneB) = try gitClones()
        let pathA = place.appendingPathComponent("a.db").path
        let desktop = try open(pathA)
        try desktop.saveRecipe(Self.soup())
        _ = try LibraryFolder(database: desktop, root: cloneA).bind(databasePath: pathA)
        try Git.commitAndPush(cloneA, message: "carrot soup")
        try Git.run(["pull", "-q"], in: cloneB)

        let file = "carrot-soup.cook"
        try writeAsAnotherDevice(try text(file, in: cloneB).replacingOccurrences(of: "servings: 4", with: "servings: 8"), to: file, in: cloneB)
        try Git.commitAndPush(cloneB, message: "eight")
        try writeAsAnotherDevice(try text(file, in: cloneA).replacingOccurrences(of: "servings: 4", with: "servings: 2"), to: file, in: cloneA)
        try Git.run(["commit", "-q", "-am", "two"], in: cloneA)
        #expect(throws: (any Error).self) { try Git.run(["pull", "-q"], in: cloneA) }
        #expect(try text(file, in: cloneA).contains("<<<<<<<"))

        let bound = try LibraryFile(path: pathA).open(syncingFolder: false)
        let report = try #require(try LibraryFolder.bound(bound)).sync()
        #expect(try bound.folderFiles()[file]?.error?.hasPrefix("holds a git merge conflict") == true)
        #expect(report.failed == ["\(file): holds a git merge conflict: keep one version and remove the <<<<<<<, ======= and >>>>>>> lines"])
        #expect(try titles(bound) == ["Carrot Soup"])
        let id = try #require(try bound.summaries(LibraryQuery(), offset: 0, limit: 1).first?.id)
        #expect(try bound.recipe(id: id)?.servings == 4)

        // The cook keeps the other device's version: it is read into the same recipe.
        try Git.run(["checkout", "--theirs", file], in: cloneA)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)],
                                              ofItemAtPath: cloneA.appendingPathComponent(file).path)
        let resolved = try #require(try LibraryFolder.bound(bound)).sync()
        #expect(resolved.failed.isEmpty && resolved.updated == 1)
        #expect(try bound.recipe(id: id)?.servings == 8)
    }
}

/// The real git, for the sync test.
enum Git {
    static var available: Bool { (try? run(["--version"], in: FileManager.default.temporaryDirectory)) != nil }

    @discardableResult
    static func run(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=sous test", "-c", "user.email=test@example.com",
                             "-c", "init.defaultBranch=main", "-c", "pull.rebase=false"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else { throw GitFailure(description: "git \(arguments.joined(separator: " ")): \(text)") }
        return text
    }

    static func commitAndPush(_ clone: URL, message: String) throws {
        try run(["add", "-A"], in: clone)
        try run(["commit", "-q", "-m", message], in: clone)
        try run(["push", "-q", "origin", "HEAD"], in: clone)
    }

    struct GitFailure: Error, CustomStringConvertible { let description: String }
}
