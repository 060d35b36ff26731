import Foundation
import SousApp
import SousCore
import Testing

@Suite struct EditingReducerTests {
    func detailState() -> AppState {
        var state = Fixtures.library(total: 5)
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Fixtures.curry)), in: &state)
        return state
    }

    @Test func eInTheLibraryLoadsTheHighlightedRecipeThenOpensTheEditor() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(reduce(&state, .keyPressed(.char("e"))) == [.importing(.loadForEditing(id: 2))])
        let effects = reduce(&state, .importing(.editLoaded(Fixtures.curry)))
        #expect(effects == [.importing(.openEditor(EditorRequest(purpose: .edit, recipe: Fixtures.curry)))])
    }

    @Test func eOnTheDetailOpensItsRecipeAtOnce() {
        var state = detailState()
        #expect(reduce(&state, .keyPressed(.char("e"))) == [.importing(.openEditor(EditorRequest(purpose: .edit, recipe: Fixtures.curry)))])
    }

    @Test func anEditKeepsIdFavouriteRatingAndCreatedDate() {
        var original = Fixtures.curry
        original.favorite = true
        original.rating = 4
        original.created = Date(timeIntervalSince1970: 1_000)
        var edited = original
        edited.id = nil
        edited.title = "Chickpea and Spinach Curry"
        edited.favorite = false
        edited.rating = 1
        edited.created = nil
        var state = detailState()
        let effects = reduce(&state, .importing(.editorClosed(EditorRequest(purpose: .edit, recipe: original), .changed(edited))))
        var expected = edited
        expected.id = 7
        expected.favorite = true
        expected.rating = 4
        expected.created = Date(timeIntervalSince1970: 1_000)
        #expect(effects == [.importing(.saveRecipe(expected))])
    }

    @Test(arguments: [
        (EditorRequest.Purpose.edit, EditorOutcome.unchanged, "No changes", StatusMessage.Kind.info),
        (.edit, .emptied, "Emptied: nothing changed", .info),
        (.create, .unchanged, "Nothing written: no recipe added", .info),
        (.create, .emptied, "Emptied: no recipe added", .info),
        (.edit, .failed("The editor “vim” exited with status 1; nothing was changed."),
         "The editor “vim” exited with status 1; nothing was changed.", .error),
    ])
    func unchangedEmptiedOrFailedEditsSaveNothing(purpose: EditorRequest.Purpose, outcome: EditorOutcome, message: String, kind: StatusMessage.Kind) {
        var state = detailState()
        let before = state
        let effects = reduce(&state, .importing(.editorClosed(EditorRequest(purpose: purpose, recipe: Fixtures.curry), outcome)))
        #expect(effects == [])
        var expected = before
        expected.status = StatusMessage(message, kind: kind)
        #expect(state == expected)
    }

    @Test func nWritesANewRecipeAndOpensItOnceSaved() {
        var state = Fixtures.library(total: 5)
        let effects = reduce(&state, .keyPressed(.char("N")))
        let request = EditorRequest(purpose: .create, recipe: Recipe(title: ""))
        #expect(effects == [.importing(.openEditor(request))])
        var written = Recipe(title: "Toast", steps: [Step(text: "Toast the bread.")])
        written.id = 99  // whatever the file said, a new recipe gets a new id
        var saved = written
        saved.id = nil
        #expect(reduce(&state, .importing(.editorClosed(request, .changed(written)))) == [.importing(.saveRecipe(saved))])
        let afterSave = reduce(&state, .importing(.recipeSaved(id: 6, title: "Toast", isNew: true)))
        #expect(afterSave == [.loadCategories, .loadLibrary(LibraryQuery(), offset: 0, limit: LibraryState.pageSize), .loadRecipe(id: 6)])
        #expect(state.status == StatusMessage("Added “Toast”", kind: .success))
    }

    @Test func savingAnEditReloadsTheLibraryKeepingTheHighlightAndTheOpenRecipe() {
        var state = detailState()
        state.library.selected = 3
        let effects = reduce(&state, .importing(.recipeSaved(id: 7, title: "Chickpea Curry", isNew: false)))
        #expect(effects == [.loadCategories, .loadLibrary(LibraryQuery(), offset: 0, limit: LibraryState.pageSize), .loadRecipe(id: 7)])
        #expect(state.library.selected == 3)
        #expect(state.status == StatusMessage("Saved “Chickpea Curry”", kind: .success))
    }

    @Test func dAsksFirstAndYDeletes() {
        var state = Fixtures.library(total: 5)
        #expect(reduce(&state, .keyPressed(.char("D"))) == [])
        #expect(state.importing?.prompt == .confirmDelete(id: 1, title: "Recipe 1"))
        #expect(state.status == StatusMessage("Delete “Recipe 1”? y/n"))
        #expect(reduce(&state, .keyPressed(.char("y"))) == [.importing(.deleteRecipe(id: 1))])
        #expect(state.importing?.prompt == nil)
    }

    @Test(arguments: [Key.char("n"), .escape, .char("j"), .enter])
    func anyOtherAnswerKeepsTheRecipe(key: Key) {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("D")))
        #expect(reduce(&state, .keyPressed(key)) == [])
        #expect(state.importing?.prompt == nil)
        #expect(state.library.selected == 0)
        #expect(state.status == StatusMessage("Kept “Recipe 1”"))
    }

    @Test func deletingOnTheDetailGoesBackToTheLibraryAndURestoresTheWholeRecipe() {
        var state = detailState()
        _ = reduce(&state, .keyPressed(.char("D")))
        #expect(state.importing?.prompt == .confirmDelete(id: 7, title: "Chickpea Curry"))
        #expect(reduce(&state, .keyPressed(.char("y"))) == [.importing(.deleteRecipe(id: 7))])
        let deleted = DeletedRecipe(recipe: Fixtures.curry, planEntryIDs: [3])
        let effects = reduce(&state, .importing(.recipeDeleted(deleted)))
        #expect(effects == [.loadCategories, .loadLibrary(LibraryQuery(), offset: 0, limit: LibraryState.pageSize)])
        #expect(state.route == .library)
        #expect(state.detail == nil)
        #expect(state.importing?.lastDeleted == deleted)
        #expect(state.status == StatusMessage("Deleted “Chickpea Curry” · u brings it back", kind: .success))
        // Undo hands back everything the delete took, so the store can restore it under its own id.
        #expect(reduce(&state, .keyPressed(.char("u"))) == [.importing(.restoreRecipe(deleted))])
        _ = reduce(&state, .importing(.recipeRestored(id: 7, title: "Chickpea Curry")))
        #expect(state.importing?.lastDeleted == nil)
        #expect(state.status == StatusMessage("Restored “Chickpea Curry”", kind: .success))
        #expect(reduce(&state, .keyPressed(.char("u"))) == [])
        #expect(state.status == StatusMessage("Nothing to undo"))
    }

    @Test func editingKeysDoNothingOnAnEmptyLibrary() {
        var state = Fixtures.library(total: 0)
        #expect(reduce(&state, .keyPressed(.char("e"))) == [])
        #expect(reduce(&state, .keyPressed(.char("D"))) == [])
        #expect(state.importing?.prompt == nil)
    }

    @Test func theKeysAreInTheHelpTable() {
        let library = KeyMap.bindings(for: .library).map(\.command)
        for command in [ImportPreviewCommand.edit, .newRecipe, .delete, .undoDelete, .importFrom] {
            #expect(library.contains(.importing(command)))
        }
        let detail = KeyMap.bindings(for: .detail).map(\.command)
        #expect(detail.contains(.importing(.edit)) && detail.contains(.importing(.delete)))
    }
}
