import SousCore
import Testing

/// Two readings of one caption side by side: lines about the same thing face each other, only
/// the differing ones are offered, and the picks make the recipe.
@Suite struct ReadingComparisonTests {
    static let unsure = Provenance(source: .caption, confidence: 0.4)
    static let sure = Provenance(source: .caption, confidence: 0.9)

    static let mine = Recipe(title: "Noodles", ingredients: [
        Ingredient(section: "Sauce", name: "udon", text: "200g of udon", provenance: unsure),
        Ingredient(section: "Sauce", name: "gochujang", text: "2 tbsp gochujang", provenance: sure),
        Ingredient(section: "Sauce", name: "recommended products", text: "Recommended Products", provenance: unsure),
    ], steps: [
        Step(text: "Cook the udon.", ingredientIndices: [0], provenance: sure),
        Step(text: "Stir in the gochujang.", ingredientIndices: [1], provenance: sure),
    ])

    static let theirs = Recipe(title: "Noodles", ingredients: [
        Ingredient(quantity: Rational(200), unit: "g", name: "udon", text: "200 g udon noodles"),
        Ingredient(name: "gochujang", text: "2 tbsp Gochujang"),
        Ingredient(name: "soy sauce", text: "a splash of soy sauce"),
    ], steps: [
        Step(text: "Cook the udon."),
        Step(text: "Stir in the gochujang and soy."),
    ])

    @Test func linesAboutTheSameFoodFaceEachOtherAndOnlyDifferencesAreOffered() {
        let comparison = ReadingComparison(original: Self.mine, reading: Self.theirs)
        let offered = comparison.offered.map { comparison.rows[$0] }
        #expect(offered.map { comparison.mineText($0) } == ["200g of udon", "Recommended Products", "Stir in the gochujang."])
        #expect(offered.map { comparison.theirsText($0) } == ["200 g udon noodles", "a splash of soy sauce", "Stir in the gochujang and soy."])
        #expect(offered.map { comparison.mineIsUnsure($0) } == [true, true, false])
        #expect(comparison.rows.count == 5, "the lines read alike (case and spacing aside) are kept, not offered")
    }

    @Test func nothingPickedIsSousOwnReading() {
        #expect(ReadingComparison(original: Self.mine, reading: Self.theirs).result() == Self.mine)
    }

    @Test func takenLinesAreTheAssistantsSureAndInTheSectionOfTheLineTheyReplace() throws {
        var comparison = ReadingComparison(original: Self.mine, reading: Self.theirs)
        comparison.chooseTheirsWhereUnsure()
        #expect(comparison.takenCount == 2)
        let recipe = comparison.result()
        #expect(recipe.ingredients.map(\.text) == ["200 g udon noodles", "2 tbsp gochujang", "a splash of soy sauce"])
        #expect(recipe.ingredients[0].section == "Sauce" && recipe.ingredients[2].section == "Sauce")
        #expect(recipe.ingredients[0].provenance == Provenance(source: .assistant, confidence: 1))
        #expect(recipe.ingredients[0].quantity == Rational(200) && recipe.ingredients[0].unit == "g")
        #expect(recipe.ingredients[1].provenance == Self.sure, "kept as sous read it")
        #expect(recipe.steps.map(\.text) == ["Cook the udon.", "Stir in the gochujang."], "sous was sure of its steps")

        comparison.selected = 2
        comparison.choose(nil)
        #expect(comparison.result().steps[1].text == "Stir in the gochujang and soy.")
        #expect(comparison.result().steps[1].ingredientIndices == [1], "the step it replaces named the gochujang")
        comparison.selected = 0
        comparison.choose(.mine)
        #expect(comparison.result().ingredients.first?.text == "200g of udon")
        #expect(comparison.result().steps[0].ingredientIndices == [0])
    }

    @Test func aLineOnlyOneSideReadIsAddedOrLeftOut() {
        let mine = Recipe(title: "Tea", ingredients: [Ingredient(name: "tea", text: "1 tea bag")], steps: [Step(text: "Brew.")])
        let theirs = Recipe(title: "Tea", ingredients: [Ingredient(name: "tea", text: "1 tea bag"), Ingredient(name: "milk", text: "a dash of milk")],
                            steps: [])
        var comparison = ReadingComparison(original: mine, reading: theirs)
        #expect(comparison.offered.count == 2)
        #expect(comparison.selectedRow.map { comparison.mineText($0) } == .some(nil))
        comparison.choose(.theirs)
        comparison.selected = 1
        comparison.choose(.theirs)
        let recipe = comparison.result()
        #expect(recipe.ingredients.map(\.text) == ["1 tea bag", "a dash of milk"])
        #expect(recipe.steps.isEmpty, "the assistant left the step out and the cook agreed")
    }

    @Test func alignmentPairsByWordsInOrderAndFacesLeftoversAtTheSamePlace() {
        let pairs = LineAlignment.pairs(["98grams flour", "salt", "Did you make this?", "2 eggs"],
                                        ["98 grams (¾ cup) flour", "a pinch of salt", "2 large eggs", "1 tsp sugar"])
        #expect(pairs.map { [$0.left ?? -1, $0.right ?? -1] } == [[0, 0], [1, 1], [2, -1], [3, 2], [-1, 3]])
        #expect(LineAlignment.pairs([], ["a"]).map { $0.right } == [0])
        #expect(LineAlignment.pairs(["a"], []).map { $0.left } == [0])
    }
}
