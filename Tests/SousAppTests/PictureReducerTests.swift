import Foundation
import SousApp
import SousCore
import Testing

/// What the app's reducers do with recipe pictures: the editor's Cooklang text has none, so an
/// edit keeps the one the recipe had; an import that came without its picture says why.
@Suite struct PictureReducerTests {
    static let picture = RecipeImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]) + Data("JFIF".utf8), source: "https://example.com/curry.jpg")!

    func detailState(_ recipe: Recipe) -> AppState {
        var state = Fixtures.library(total: 5)
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(recipe)), in: &state)
        return state
    }

    @Test(arguments: [EditorRequest.Purpose.edit, .preview(index: 0)])
    func anEditKeepsThePicture(_ purpose: EditorRequest.Purpose) {
        var original = Fixtures.curry
        original.image = Self.picture
        var state = detailState(original)
        if case .preview = purpose {
            state = Fixtures.library(total: 5)
            _ = reduce(&state, .keyPressed(.char("i")))
            for character in "page.html" { _ = reduce(&state, .keyPressed(.char(character))) }
            _ = reduce(&state, .keyPressed(.enter))
            _ = reduce(&state, .importing(.fetched(source: "page.html", recipes: [original])))
        }
        var edited = original
        edited.image = nil  // what the editor gives back: the text has no picture
        edited.title = "Chickpea Curry"
        let effects = reduce(&state, .importing(.editorClosed(EditorRequest(purpose: purpose, recipe: original), .changed(edited))))
        var expected = edited
        expected.image = Self.picture
        switch purpose {
        case .edit: #expect(effects == [.importing(.saveRecipe(expected))])
        default: #expect(state.importing?.preview == [expected])
        }
    }

    @Test func aNewRecipeHasNoPictureToKeep() {
        var state = Fixtures.library(total: 5)
        let request = EditorRequest(purpose: .create, recipe: Recipe(title: ""))
        let written = Recipe(title: "Toast", steps: [Step(text: "Toast the bread.")])
        #expect(reduce(&state, .importing(.editorClosed(request, .changed(written)))) == [.importing(.saveRecipe(written))])
    }

    @Test func anImportWithoutItsPictureSaysWhyInTheStatusLine() {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        for character in "https://example.com/soup" { _ = reduce(&state, .keyPressed(.char(character))) }
        _ = reduce(&state, .keyPressed(.enter))
        let soup = Recipe(title: "Soup", steps: [Step(text: "Simmer.")])
        _ = reduce(&state, .importing(.fetched(source: "https://example.com/soup", recipes: [soup],
                                               notes: ["picture not kept: the server answered 404"])))
        #expect(state.importing?.preview == [soup])
        #expect(state.status == StatusMessage("Read “Soup”: a accepts, e edits, d drops · picture not kept: the server answered 404"))
    }
}
