import Foundation
import SousCore
import Testing
@testable import SousFormats

/// The text a recipe was read from is kept for a second reading only when some line was read
/// unsurely, as the words a cook would see (no markup, no timings), and bounded.
@Suite struct SourceTextTests {
    static let proseCaption = "gochujang noodles 🍜\nok this is on repeat. cook 200g of udon, then add 2 tbsp of gochujang "
        + "and a splash of soy.\n#noodles #fyp"

    @Test func aCaptionReadUnsurelyKeepsItsText() throws {
        let result = try RecipeImporter.read(Data(Self.proseCaption.utf8), name: "caption.txt")
        #expect(result.recipes.first?.linesToCheck ?? 0 > 0)
        #expect(result.sourceText == Self.proseCaption + "\n")
    }

    @Test func aRecipeReadCleanlyKeepsNoText() throws {
        let cooklang = "Boil @water{1%l}, add @pasta{200%g} and cook for ~{10%minutes}.\n"
        #expect(try RecipeImporter.read(Data(cooklang.utf8), name: "pasta.cook").sourceText == nil)
        let json = #"<script type="application/ld+json">{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["2 slices bread", "1 tbsp butter"], "recipeInstructions": "Toast the bread and butter it."}</script>"#
        #expect(try RecipeImporter.read(Data(("<html><head>" + json + "</head><body><h1>Toast</h1></body></html>").utf8), name: "toast.html").sourceText == nil)
    }

    @Test func spokenSubtitlesKeepTheirWordsWithoutTimings() throws {
        let vtt = "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nfirst add the garlic to the pan\n\n"
            + "00:00:04.000 --> 00:00:08.000\nthen stir in the <c>tomatoes</c> and cook it down\n\n"
            + "00:00:09.000 --> 00:00:12.000\nheat two tablespoons of oil in a pan\n"
        let result = try RecipeImporter.read(Data(vtt.utf8), name: "sauce.en.vtt")
        let text = try #require(result.sourceText)
        #expect(result.recipes.first?.ingredients.first?.provenance?.isLowConfidence == true, "a spoken amount is a guess")
        #expect(text.contains("first add the garlic to the pan") && text.contains("then stir in the tomatoes"))
        #expect(!text.contains("-->") && !text.contains("<c>"))
    }

    @Test func aPhotosRecognisedWordsAreKept() throws {
        let page = SyntheticPage.twoColumns().unsure("caster")
        let photo = TestPhotoBytes.png(width: 1654, height: 2339)
        let result = try RecipeImporter.read(photo, name: "cake.png", photoReader: FakeRecognizer(words: page.words))
        let text = try #require(result.sourceText)
        #expect(text.hasPrefix("Lemon Drizzle Cake\n") && text.contains("225 g caster sugar"))
    }

    @Test func aPagesTextStartsNearTheRecipeAndLeavesTheMarkupOut() throws {
        let menu = (1...40).map { "<li><a href=\"/\($0)\">Menu item \($0)</a></li>" }.joined()
        let html = "<html><body><nav><ul>\(menu)</ul></nav><script>var x = 1;</script><p>Our story begins long ago.</p>"
            + "<h1>Frobnitz Stew</h1><h2>Ingredients</h2><ul><li>3 frobnitz</li><li>1 zorble, diced</li></ul>"
            + "<h2>Instructions</h2><ol><li>Stew the frobnitz with the zorble for an hour.</li></ol></body></html>"
        let result = try RecipeImporter.read(Data(html.utf8), name: "stew.html")
        #expect(result.recipes.first?.linesToCheck ?? 0 > 0, "foods no table knows")
        let text = try #require(result.sourceText)
        #expect(text.hasPrefix("Menu item 38\nMenu item 39\nMenu item 40\nOur story") == false)
        #expect(text.contains("Frobnitz Stew\nIngredients\n3 frobnitz\n1 zorble, diced\n"))
        #expect(!text.contains("Menu item 1\n") && !text.contains("var x"))
    }

    @Test func theTextIsBounded() {
        let lines = ["Title"] + (1...5_000).map { "line \($0) of a very long page that goes on and on" }
        let text = SourceText.window(lines, around: Recipe(title: "Title"))
        #expect(text.count <= SourceText.limit && text.hasPrefix("Title\n"))
        #expect(SourceText.window([String(repeating: "x", count: 100_000)], around: Recipe(title: "T")).count == SourceText.limit)
    }
}
