import SousApp
import SousCore
import Testing

/// `r` in the import preview: the source's text goes to the assistant, its reading comes back
/// beside sous's line by line, and the lines the cook takes replace sous's in the preview.
@Suite struct SecondReadingReducerTests {
    static let caption = "noodles\ncook 200g of udon with a splash of soy\n#fyp"

    func previewing(_ recipe: Recipe, sourceText: String? = caption) -> AppState {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .importing(.started(source: "clip.txt", lead: "Importing")))
        _ = reduce(&state, .importing(.fetched(source: "clip.txt", recipes: [recipe], sourceText: sourceText)))
        return state
    }

    static let reading = Recipe(title: "Caption Noodles", ingredients: [
        Ingredient(quantity: Rational(200), unit: "g", name: "noodles", text: "200 g noodles"),
        Ingredient(name: "soy sauce", text: "1 tbsp soy sauce"),
        Ingredient(quantity: Rational(2), unit: "tbsp", name: "gochujang", text: "2 tbsp gochujang"),
    ], steps: ProvenanceReducerTests.noodles.steps)

    @Test func theSourceTextGoesToTheAssistantAndItsReadingIsShownBesideSous() throws {
        var state = previewing(ProvenanceReducerTests.noodles)
        let effects = reduce(&state, .keyPressed(.char("r")))
        #expect(state.route == .secondReading)
        #expect(effects == [.secondReading(.read(id: 1, AssistantRereading(text: Self.caption, kind: .caption)))])
        #expect(state.secondReading?.phase == .reading)

        _ = reduce(&state, .secondReading(.read(id: 1, Self.reading)))
        let comparison = try #require(state.secondReading?.comparison)
        #expect(comparison.offered.map { comparison.mineText(comparison.rows[$0]) } == ["a splash of soy"])
        _ = reduce(&state, .keyPressed(.char("l")))
        _ = reduce(&state, .keyPressed(.enter))
        #expect(state.route == .importPreview)
        #expect(state.importing?.selectedRecipe?.ingredients.map(\.text) == ["200 g noodles", "1 tbsp soy sauce", "2 tbsp gochujang"])
        #expect(state.importing?.selectedRecipe?.ingredients[1].provenance?.source == .assistant)
        #expect(state.status?.text == "Took 1 line from the assistant's reading: a accepts the recipe")
        #expect(reduce(&state, .keyPressed(.char("a"))).count == 1, "accepted as picked")
    }

    @Test func keepingSousReadingChangesNothing() {
        var state = previewing(ProvenanceReducerTests.noodles)
        _ = reduce(&state, .keyPressed(.char("r")))
        _ = reduce(&state, .secondReading(.read(id: 1, Self.reading)))
        _ = reduce(&state, .keyPressed(.char(" ")))
        _ = reduce(&state, .keyPressed(.char("h")))
        _ = reduce(&state, .keyPressed(.enter))
        #expect(state.route == .importPreview)
        #expect(state.importing?.selectedRecipe == ProvenanceReducerTests.noodles)
        #expect(state.status?.text == "Kept sous's reading: nothing changed")
    }

    @Test func escCancelsAReadingAndItsLateAnswerIsDropped() {
        var state = previewing(ProvenanceReducerTests.noodles)
        _ = reduce(&state, .keyPressed(.char("r")))
        #expect(reduce(&state, .keyPressed(.escape)) == [.secondReading(.cancel(id: 1))])
        #expect(state.route == .importPreview && state.importing?.preview.count == 1, "the preview is kept")
        #expect(state.status?.text == "Second reading cancelled: nothing changed")
        _ = reduce(&state, .secondReading(.read(id: 1, Self.reading)))
        #expect(state.route == .importPreview && state.secondReading?.comparison == nil)
        // Asked again: a new request, whose answer is shown.
        #expect(reduce(&state, .keyPressed(.char("r"))) == [.secondReading(.read(id: 2, AssistantRereading(text: Self.caption, kind: .caption)))])
    }

    @Test func aFailureIsShownAndQGoesBackToThePreview() {
        var state = previewing(ProvenanceReducerTests.noodles)
        _ = reduce(&state, .keyPressed(.char("r")))
        _ = reduce(&state, .secondReading(.failed(id: 1, "No assistant answers at 127.0.0.1:1")))
        #expect(state.secondReading?.phase == .failed("No assistant answers at 127.0.0.1:1"))
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.route == .importPreview)
    }

    @Test func nothingIsSentWhenEveryLineWasReadCleanlyOrNoTextWasKept() {
        var clean = previewing(ImportReducerTests.soup)
        #expect(reduce(&clean, .keyPressed(.char("r"))) == [])
        #expect(clean.status?.text == "Every line was read cleanly: nothing for a second reading")
        var typed = previewing(ProvenanceReducerTests.noodles, sourceText: nil)
        #expect(reduce(&typed, .keyPressed(.char("r"))) == [])
        #expect(typed.route == .importPreview)
        #expect(typed.status?.text.hasPrefix("A second reading needs the text the recipe was read from") == true)
    }

    @Test func aRecipeDroppedMeanwhileIsNotReplaced() {
        var state = previewing(ProvenanceReducerTests.noodles)
        _ = reduce(&state, .importing(.readAgain(original: ImportReducerTests.soup, result: Self.reading, taken: 1)))
        #expect(state.importing?.selectedRecipe == ProvenanceReducerTests.noodles)
        #expect(state.status?.kind == .error)
    }
}
