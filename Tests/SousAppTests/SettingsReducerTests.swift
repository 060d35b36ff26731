import Foundation
import Testing
@testable import SousApp
@testable import SousCore

/// The settings screen: the library's folder bound and unbound from the app, as `sous folder` does.
@Suite struct SettingsReducerTests {
    func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        keys.flatMap { reduce(&state, .keyPressed($0)) }
    }

    func settings(_ folder: FolderSettings?) -> AppState {
        var state = Fixtures.library(total: 5)
        #expect(press([.char("O")], &state) == [.settings(.load)], "opening reads the folder afresh")
        #expect(state.route == .settings)
        if let folder { _ = reduce(&state, .settings(.loaded(folder))) }
        return state
    }

    @Test func bAsksForAFolderAndEnterBindsIt() {
        var state = settings(FolderSettings(path: nil))
        _ = press([.char("b")], &state)
        #expect(state.settings.prompt?.text == "~/Recipes")
        let typed = "~/Sync/Kitchen".map { Key.char($0) }
        #expect(press(typed + [.enter], &state) == [.settings(.bindFolder(path: "~/Sync/Kitchen"))])
        #expect(state.settings.prompt == nil && state.settings.isWorking)
        #expect(press([.char("b")], &state) == [], "no second binding while the first writes")

        _ = reduce(&state, .settings(.folderChanged(FolderSettings(path: "/home/cook/Sync/Kitchen", recipeFiles: 58),
                                                    message: "The library is kept in /home/cook/Sync/Kitchen: 58 written")))
        #expect(!state.settings.isWorking)
        #expect(state.status?.text == "The library is kept in /home/cook/Sync/Kitchen: 58 written")
        #expect(state.settings.folder?.recipeFiles == 58)
    }

    @Test func anEmptyFolderIsRefusedAndEscCancels() {
        var state = settings(FolderSettings(path: nil))
        _ = press([.char("b")] + Array(repeating: .backspace, count: 9), &state)
        #expect(state.settings.prompt?.text == "")
        #expect(press([.enter], &state) == [])
        #expect(state.status?.kind == .error)
        #expect(state.settings.prompt != nil)
        _ = press([.escape], &state)
        #expect(state.settings.prompt == nil)
        #expect(state.route == .settings, "Esc closes the prompt, not the screen")
    }

    @Test func aBoundLibraryIsUnboundFirst() {
        var state = settings(FolderSettings(path: "/srv/recipes", recipeFiles: 3))
        #expect(press([.char("b")], &state) == [])
        #expect(state.status?.text == "The library is kept in /srv/recipes: u unbinds it first")
        #expect(press([.char("u")], &state) == [.settings(.unbindFolder)])
        _ = reduce(&state, .settings(.folderChanged(FolderSettings(path: nil), message: "The library no longer follows /srv/recipes")))
        #expect(state.settings.folder?.path == nil)
        #expect(press([.char("u")], &state) == [])
        #expect(state.status?.text.contains("database alone") == true)
    }

    @Test func aFailureIsASentenceAndNothingChanges() {
        var state = settings(FolderSettings(path: nil))
        _ = press([.char("b"), .enter], &state)
        _ = reduce(&state, .settings(.folderFailed("Cannot keep the library in /proc/x: permission denied")))
        #expect(!state.settings.isWorking)
        #expect(state.status == StatusMessage("Cannot keep the library in /proc/x: permission denied", kind: .error))
        #expect(state.settings.folder?.path == nil)
    }

    @Test func qGoesBackToTheLibrary() {
        var state = settings(FolderSettings(path: nil))
        _ = press([.char("q")], &state)
        #expect(state.route == .library)
    }
}
