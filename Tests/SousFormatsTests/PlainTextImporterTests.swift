import SousCore
import Testing
@testable import SousFormats

/// Plain text (and the text read from a photo) with and without the headings sous knows.
@Suite struct PlainTextImporterTests {
    @Test func aRecipeWithoutKnownHeadingsIsReadFromItsLines() throws {
        let text = """
        Karelian Pies
        Thin rye pies filled with rice porridge.
        Makes 16 pies
        Rice porridge filling:
        1 cup water
        3/4 cup short-grain rice
        4 cups whole milk
        Rye crust:
        1 1/2 cups dark rye flour
        salt and pepper
        1/2 cup all-purpose flour
        Baking
        1. Bring the water to a boil, add the rice and simmer until absorbed.
        2. Roll the dough thin, fill and bake for 12 minutes.
        """
        let recipe = try #require(PlainTextImporter.recipe(from: text))
        #expect(recipe.title == "Karelian Pies")
        #expect(recipe.summary == "Thin rye pies filled with rice porridge.")
        #expect(recipe.ingredients.map(\.text) == ["1 cup water", "3/4 cup short-grain rice", "4 cups whole milk",
                                                   "1 1/2 cups dark rye flour", "salt and pepper", "1/2 cup all-purpose flour"])
        #expect(recipe.ingredients.map(\.section) == ["Rice porridge filling", "Rice porridge filling", "Rice porridge filling",
                                                      "Rye crust", "Rye crust", "Rye crust"])
        #expect(recipe.steps.map(\.text) == ["Bring the water to a boil, add the rice and simmer until absorbed.",
                                             "Roll the dough thin, fill and bake for 12 minutes."])
    }

    @Test func proseWithAFewNumbersIsNoRecipe() {
        #expect(PlainTextImporter.recipe(from: "A letter\n2 days ago we met.\nIt rained.\n3 people came.") == nil)
    }

    @Test func aHeadingThatSaysForHowManyStillOpensTheList() throws {
        let text = "Rindergulasch\n\nZutaten für 4 Personen\n800 g Rindfleisch\n2 Zwiebeln\n\nZubereitung\nDas Fleisch anbraten."
        let recipe = try #require(PlainTextImporter.recipe(from: text))
        #expect(recipe.ingredients.map(\.name) == ["Rindfleisch", "Zwiebeln"])
        #expect(recipe.summary == nil)
        #expect(recipe.servings == 4)
        #expect(SectionHeadings.standard.kind(ofLeading: "ingredients for the cake") == .ingredients)
        #expect(SectionHeadings.standard.kind(ofLeading: "ingredients are the key to this dish") == nil)
    }
}
