import SousCore
import SousFormats
import Testing

@Suite struct MarkdownWriterTests {
    static let curry = Recipe(
        title: "Chickpea Curry", summary: "A weeknight curry.", servings: 4, prepMinutes: 10, cookMinutes: 70,
        category: "Dinner", cuisine: "Indian", difficulty: "easy", sourceURL: "https://example.com/curry",
        notes: "Keeps three days.\nFreezes well.", tags: ["curry", "vegan"],
        ingredients: [
            Ingredient(quantity: Rational(3, 2), unit: "cup", name: "rice", text: "1 1/2 cups rice"),
            Ingredient(section: "For the sauce", quantity: Rational(400), unit: "g", name: "chickpeas", text: "400 g chickpeas"),
            Ingredient(section: "For the sauce", quantity: Rational(2), quantityHigh: Rational(3), unit: "clove", name: "garlic",
                       note: "minced", text: "2-3 cloves garlic, minced"),
        ],
        steps: [
            Step(text: "Rinse the rice and cook it."),
            Step(section: "For the sauce", text: "Fry the garlic for 1 minute."),
            Step(section: "For the sauce", text: "Add the chickpeas and simmer."),
        ])

    @Test func aWholeRecipePrintsAsReadableMarkdown() {
        let expected = """
            # Chickpea Curry

            A weeknight curry.

            **Serves 4 · Prep 10 min · Cook 1 h 10 min · Total 1 h 20 min**  
            Dinner · Indian · easy  
            Tags: curry, vegan

            ## Ingredients

            - 1 1/2 cups rice

            ### For the sauce

            - 400 g chickpeas
            - 2-3 cloves garlic, minced

            ## Steps

            1. Rinse the rice and cook it.

            ### For the sauce

            2. Fry the garlic for 1 minute.

            3. Add the chickpeas and simmer.

            ## Notes

            Keeps three days.
            Freezes well.

            Source: <https://example.com/curry>

            """
        #expect(MarkdownWriter.write(Self.curry) == expected)
    }

    @Test func aBareRecipeIsJustItsTitleAndSteps() {
        let recipe = Recipe(title: "Toast", steps: [Step(text: "Toast the bread.")])
        #expect(MarkdownWriter.write(recipe) == "# Toast\n\n## Steps\n\n1. Toast the bread.\n")
    }

    @Test(arguments: [
        ("plain words", "plain words"),
        ("*not* bold", "\\*not\\* bold"),
        ("snake_case", "snake\\_case"),
        ("# not a heading", "\\# not a heading"),
        ("- not a list", "\\- not a list"),
        ("1. not a list", "1\\. not a list"),
        ("[link](x)", "\\[link\\](x)"),
        ("a <b> tag", "a \\<b\\> tag"),
        ("> not a quote", "\\> not a quote"),
        ("2) not a list", "2\\) not a list"),
        ("12 eggs. Really", "12 eggs. Really"),
    ])
    func markupInTheTextIsEscaped(text: String, escaped: String) {
        let recipe = Recipe(title: text)
        #expect(MarkdownWriter.write(recipe) == "# " + escaped + "\n")
    }
}
