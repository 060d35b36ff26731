import Foundation
import SousApp
import SousCore
import SousServices
import SousStore
import Testing

/// The settings screen's effects on a real library and folder: binding from the app writes the
/// library out, writes each change as it is made and watches the folder; unbinding stops all three.
@Suite struct SettingsEffectTests {
    static func soup(_ title: String) -> Recipe {
        Recipe(title: title, servings: 2, ingredients: [Ingredient(quantity: Rational(2), name: "leeks")],
               steps: [Step(text: "Simmer the leeks.")])
    }

    /// The actions posted until one satisfies `done`, within `seconds`.
    static func posted(to runner: EffectRunner, within seconds: Double = 10, until done: ([AppAction]) -> Bool) -> [AppAction] {
        let deadline = Date().addingTimeInterval(seconds)
        var actions: [AppAction] = []
        while !done(actions) && Date() < deadline {
            actions += runner.inbox.drain()
            usleep(5_000)
        }
        return actions
    }

    func changed(_ actions: [AppAction]) -> FolderSettings? {
        for action in actions {
            if case .folderChanged(let folder, _)? = action.feature(SettingsAction.self) { return folder }
        }
        return nil
    }

    @Test func bindingFromTheAppWritesWatchesAndUnbindingStops() throws {
        let harness = try ServiceHarness()
        try harness.database.saveRecipe(Self.soup("Leek Soup"))
        let runner = harness.runner
        #expect(runner.perform(.settings(.load)) == [.settings(.loaded(FolderSettings(path: nil)))])

        #expect(runner.perform(.settings(.bindFolder(path: "~/Kitchen"))) == [], "binding runs off the loop")
        let bound = Self.posted(to: runner) { changed($0) != nil }
        let kitchen = harness.folder.appendingPathComponent("Kitchen")
        #expect(changed(bound) == FolderSettings(path: kitchen.path, recipeFiles: 1))
        #expect(FileManager.default.fileExists(atPath: kitchen.appendingPathComponent("leek-soup.cook").path))
        #expect(try LibraryFolder.bound(harness.database)?.root.path == kitchen.path)

        // A change made in the app is written as it happens; a file arriving is read.
        try harness.database.saveRecipe(Self.soup("Pea Soup"))
        #expect(FileManager.default.fileExists(atPath: kitchen.appendingPathComponent("pea-soup.cook").path))
        try Data("---\ntitle: Bean Stew\n---\nStew @beans{400%g}.\n".utf8).write(to: kitchen.appendingPathComponent("bean-stew.cook"))
        let read = Self.posted(to: runner) { $0.contains(.folderRead("1 added")) }
        #expect(read.contains(.folderRead("1 added")))

        // Bound already: a second binding is refused with a sentence.
        _ = runner.perform(.settings(.bindFolder(path: "/tmp/elsewhere")))
        let refused = Self.posted(to: runner) { !$0.isEmpty }
        #expect(refused == [.settings(.folderFailed("The library is kept in \(kitchen.path): u unbinds it first"))])

        // Unbound: nothing more is written or read, and the files stay.
        let unbound = runner.perform(.settings(.unbindFolder))
        #expect(changed(unbound) == FolderSettings(path: nil))
        try harness.database.saveRecipe(Self.soup("Kale Soup"))
        #expect(!FileManager.default.fileExists(atPath: kitchen.appendingPathComponent("kale-soup.cook").path))
        try Data("---\ntitle: Rice\n---\nBoil @rice{200%g}.\n".utf8).write(to: kitchen.appendingPathComponent("rice.cook"))
        usleep(800_000)
        #expect(runner.inbox.drain().isEmpty)
        #expect(try harness.database.recipeCount() == 4)
        #expect(FileManager.default.fileExists(atPath: kitchen.appendingPathComponent("leek-soup.cook").path))
    }

    @Test func aFolderThatCannotBeMadeIsASentence() throws {
        let harness = try ServiceHarness()
        let blocker = harness.folder.appendingPathComponent("a-file")
        try Data("not a folder".utf8).write(to: blocker)
        _ = harness.runner.perform(.settings(.bindFolder(path: blocker.path + "/recipes")))
        let actions = Self.posted(to: harness.runner) { !$0.isEmpty }
        guard case .folderFailed(let reason)? = actions.first?.feature(SettingsAction.self) else {
            Issue.record("expected a failure, got \(actions)")
            return
        }
        #expect(reason.hasPrefix("Cannot keep the library in \(blocker.path)/recipes: cannot create the folder"))
        #expect(try LibraryFolder.bound(harness.database) == nil)
    }
}
