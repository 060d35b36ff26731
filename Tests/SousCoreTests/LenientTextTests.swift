import Testing
@testable import SousCore

@Suite struct LenientTextTests {
    @Test(arguments: [
        ("1½ cups flour", "1 1/2 cups flour"),
        ("Preheat the oven.", "preheat the oven"),
        ("Crème fraîche", "Cre\u{300}me frai\u{302}che"),
        ("To make the streusel:", "To make the streusel"),
        ("2 tbsp. olive-oil", "2 tbsp olive oil"),
        ("ＡＢＣ", "abc"),
        ("Straße", "STRASSE"),
    ])
    func equalWhenOnlyTrivialThingsDiffer(_ a: String, _ b: String) {
        #expect(LenientText.equal(a, b))
    }

    @Test(arguments: [
        ("1/2 cup sugar", "1 cup sugar"),
        ("salt", "pepper"),
        ("Bake 20 minutes", "Bake 25 minutes"),
    ])
    func differentWhenTheWordsOrNumbersDiffer(_ a: String, _ b: String) {
        #expect(!LenientText.equal(a, b))
    }

    @Test func listsDropLinesThatAreOnlyPunctuation() {
        #expect(LenientText.equal(["Mix.", "•", "Bake."], ["mix", "bake"]))
        #expect(!LenientText.equal(["Mix.", "Bake."], ["Bake.", "Mix."]))
    }
}
