import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Which text wins when a recipe-card plugin shows the ingredient list and the JSON-LD repeats it.
@Suite struct PluginIngredientReaderTests {
    static func page(json: String, body: String) -> Data {
        Data("<!doctype html><html><head><script type=\"application/ld+json\">\(json)</script></head><body>\(body)</body></html>".utf8)
    }

    static func json(_ lines: [String]) -> String {
        let quoted = lines.map { "\"\($0)\"" }.joined(separator: ",")
        return #"{"@type":"Recipe","name":"Cake","recipeIngredient":[\#(quoted)],"recipeInstructions":["Mix.","Bake."]}"#
    }

    @Test func typedCardKeepsTheAuthorsFractions() {
        let body = """
        <div class="tasty-recipes-ingredients"><ul><li><span data-amount="0.75">&frac34; cup</span> flour</li>
        <li>1 ½ tsp sugar</li><li>2 eggs</li></ul></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(json: Self.json(["3/4 cup flour", "1 1/2 tsp sugar", "2 eggs"]), body: body))[0]
        #expect(recipe.ingredients.map(\.text) == ["¾ cup flour", "1 ½ tsp sugar", "2 eggs"])
        #expect(recipe.ingredients[0].quantity == Rational(3, 4))
    }

    @Test func fieldRenderedCardKeepsTheStructuredText() {
        // WP Recipe Maker renders "½" and bare notes from its fields; the JSON-LD has the author's form.
        let body = """
        <ul><li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container"><input type="checkbox" aria-label="x">\
        <span class="sr-only">&#9634;</span></span><span class="wprm-recipe-ingredient-amount">½</span> \
        <span class="wprm-recipe-ingredient-unit">cup</span> <span class="wprm-recipe-ingredient-name">butter</span> \
        <span class="wprm-recipe-ingredient-notes">softened</span></li>
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-name">large eggs</span></li>
        <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">cup</span> <span class="wprm-recipe-ingredient-name">whole milk</span></li></ul>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(json: Self.json(["1/2 cup butter (softened)", "2 large eggs", "1 cup whole milk"]), body: body))[0]
        #expect(recipe.ingredients.map(\.text) == ["1/2 cup butter (softened)", "2 large eggs", "1 cup whole milk"])
    }

    @Test func structuredDataThatDroppedWordsGivesWayToTheCard() {
        let body = """
        <ul><li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">4</span> \
        <span class="wprm-recipe-ingredient-name">honeycrisp</span> <span class="wprm-recipe-ingredient-notes">apples, shredded</span></li>
        <li class="wprm-recipe-ingredient">1 cup white sugar <span class="wprm-recipe-ingredient-notes">divided</span></li>
        <li class="wprm-recipe-ingredient">2 tbsp melted butter</li></ul>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(json: Self.json(["4 honeycrisp", "1 cup white sugar (divided)", "2 tbsp melted butter"]), body: body))[0]
        #expect(recipe.ingredients.map(\.text) == ["4 honeycrisp apples, shredded", "1 cup white sugar divided", "2 tbsp melted butter"])
    }

    @Test func cardWithOtherLinesIsIgnored() {
        let body = #"<div class="tasty-recipes-ingredients"><ul><li>¾ cup rye</li><li>1 lemon</li></ul></div>"#
        let recipe = WebPageImporter.recipes(from: Self.page(json: Self.json(["3/4 cup flour", "2 eggs"]), body: body))[0]
        #expect(recipe.ingredients.map(\.text) == ["3/4 cup flour", "2 eggs"])
    }

    @Test(arguments: [
        ("2 lb potatoes, ((Russet, Yukon Gold))", "2 lb potatoes, (Russet, Yukon Gold)"),
        ("1/4 cup sour cream ((reduced fat))", "1/4 cup sour cream (reduced fat)"),
        ("1/3 cup butter, (softened (room temp is best))", "1/3 cup butter, (softened (room temp is best))"),
        ("1 egg (large) (beaten)", "1 egg (large) (beaten)"),
        ("1 cup flour ((", "1 cup flour (("),
    ])
    func doubledParenthesesAreSingled(input: String, expected: String) {
        #expect(SchemaRecipeMapper.singleParentheses(input) == expected)
    }
}
