import SousApp
import SousCore
import Testing

/// Lines an importer was unsure of: marked in the preview, reached with n/N, shown in the detail
/// view with v, and made `typed` by editing.
@Suite struct ProvenanceReducerTests {
    static func caption(_ confidence: Double) -> Provenance { Provenance(source: .caption, confidence: confidence) }

    static let noodles = Recipe(title: "Caption Noodles", servings: 2, ingredients: [
        Ingredient(quantity: Rational(200), unit: "g", name: "noodles", text: "200 g noodles", provenance: caption(0.9)),
        Ingredient(name: "soy sauce", text: "a splash of soy", provenance: caption(0.4)),
        Ingredient(quantity: Rational(2), unit: "tbsp", name: "gochujang", text: "2 tbsp gochujang", provenance: caption(0.9)),
    ], steps: [
        Step(text: "Boil the noodles for 4 minutes.", provenance: caption(0.9)),
        Step(text: "[0:42] mix it", provenance: Provenance(source: .subtitles, confidence: 0.4)),
    ])

    func previewing(_ recipe: Recipe) -> AppState {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .keyPressed(.char("i")))
        for character in "clip.info.json" { _ = reduce(&state, .keyPressed(.char(character))) }
        _ = reduce(&state, .keyPressed(.enter))
        _ = reduce(&state, .importing(.fetched(source: "clip.info.json", recipes: [recipe])))
        return state
    }

    @Test func nAndNWalkTheLinesToCheckAndWrapAround() throws {
        var state = previewing(Self.noodles)
        let layout = ImportPreviewLayout(size: state.size, recipeCount: 1)
        let lines = layout.document(try #require(state.importing?.selectedDetail), people: [])
        let marked = lines.indices.filter { lines[$0].needsCheck }
        #expect(marked.count == 2)
        #expect(lines[marked[0]].plainText.contains("a splash of soy  ? caption 40%"))
        #expect(lines[marked[1]].plainText.contains("? subtitles 40%"))

        _ = reduce(&state, .keyPressed(.char("n")))
        #expect(state.importing?.scroll == min(marked[0], max(0, lines.count - layout.bodyHeight)))
        #expect(state.status?.text.hasPrefix("Line to check 1 of 2") == true)
        _ = reduce(&state, .keyPressed(.char("N")))
        #expect(state.status?.text.hasPrefix("Line to check 2 of 2") == true)
    }

    @Test func aRecipeReadCleanlyHasNothingToCheck() {
        var state = previewing(Recipe(title: "Toast", steps: [Step(text: "Toast the bread.", provenance: Provenance(source: .jsonLD, confidence: 1))]))
        _ = reduce(&state, .keyPressed(.char("n")))
        #expect(state.status?.text == "Every line was read cleanly: nothing marked to check")
    }

    @Test func vShowsEveryLinesSourceInTheDetailView() {
        var state = Fixtures.library(total: 5)
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.noodles)), in: &state)
        #expect(state.detail?.badges == .hidden)
        _ = reduce(&state, .keyPressed(.char("v")))
        #expect(state.detail?.badges == .all)
        let text = DetailDocument.lines(for: state.detail!, badges: .all, width: 80).map(\.plainText).joined(separator: "\n")
        #expect(text.contains("200 g noodles  · caption"))
        #expect(text.contains("a splash of soy  ? caption 40%"))
        _ = reduce(&state, .keyPressed(.char("v")))
        #expect(state.detail?.badges == .hidden)
    }

    @Test func editingMakesChangedLinesTypedAndKeepsTheRest() {
        var edited = Self.noodles
        for index in edited.ingredients.indices { edited.ingredients[index].provenance = nil }
        for index in edited.steps.indices { edited.steps[index].provenance = nil }
        edited.ingredients[0].text = "200g noodles"  // the editor's round trip respells it
        edited.ingredients[1] = Ingredient(quantity: Rational(1), unit: "tbsp", name: "soy sauce", text: "1 tbsp soy sauce")
        edited.steps[1].text = "Mix everything together."
        let carried = ProvenanceCarry.carried(from: Self.noodles, into: edited)
        #expect(carried.ingredients.map(\.provenance) == [Self.caption(0.9), .typed, Self.caption(0.9)])
        #expect(carried.steps.map(\.provenance) == [Self.caption(0.9), .typed])
        // A recipe with no provenance at all stays without.
        let plain = Recipe(title: "Toast", steps: [Step(text: "Toast it.")])
        #expect(ProvenanceCarry.carried(from: plain, into: plain).steps[0].provenance == nil)
    }
}
