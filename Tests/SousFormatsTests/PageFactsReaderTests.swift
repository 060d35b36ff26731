import Foundation
import SousCore
import Testing
@testable import SousFormats

@Suite struct PageFactsReaderTests {
    @Test(arguments: [
        ("50min", 50), ("1 hour 30 minutes + marinating time", 90), ("3 hrs on High", 180), ("1h30", 90),
        ("2 timmar", 120), ("30 minuter", 30), ("1 hr, 15 mins", 75), ("1 hour and 5 minutes", 65), ("1,5 h", 90),
    ])
    func leadingDurations(text: String, minutes: Int) {
        #expect(LeadingDuration.minutes(text) == minutes)
    }

    @Test(arguments: ["Serves 4", "10g", "about an hour", "", "0 min", "350 degrees"])
    func textsThatAreNotDurations(text: String) {
        #expect(LeadingDuration.minutes(text) == nil)
    }

    static func page(head: String = "", body: String) -> Data {
        Data("<html><head><title>Soup</title>\(head)</head><body><h1>Soup</h1>\(body)</body></html>".utf8)
    }

    static let lists = "<h2>Ingredients</h2><ul><li>1 onion</li><li>1 l stock</li></ul><h2>Method</h2><ol><li>Simmer.</li></ol>"

    @Test func labelledTimesOnAPageWithoutStructuredData() {
        let body = "<div><span>Prep</span> 10min</div><div><span>Cook</span><span> 40min </span></div><div><span>Total</span> 50min</div>" + Self.lists
        let recipe = WebPageImporter.recipes(from: Self.page(body: body))[0]
        #expect(recipe.prepMinutes == 10)
        #expect(recipe.cookMinutes == 40)
        #expect(recipe.totalMinutes == 50)
    }

    @Test func labelAndValueInOneTextAndAClockIconsAltText() {
        let colon = WebPageImporter.recipes(from: Self.page(body: "<p>Total time: 1 hour 10 minutes</p>" + Self.lists))[0]
        #expect(colon.totalMinutes == 70)
        let icon = WebPageImporter.recipes(from: Self.page(body: #"<li><img src="clock.png" alt="time"> 1 hour 30 minutes + marinating</li>"# + Self.lists))[0]
        #expect(icon.totalMinutes == 90)
    }

    @Test func hRecipeValueTitleGivesTheCookTimeAndSoTheTotal() {
        let body = #"<strong class="cooktime">3 hrs on High <span class="value-title" title="PT3H"></span></strong>"# + Self.lists
        let recipe = WebPageImporter.recipes(from: Self.page(body: body))[0]
        #expect(recipe.cookMinutes == 180)
        #expect(recipe.totalMinutes == 180)
    }

    @Test func structuredTimesWinAndZeroIsNoTime() {
        let given = #"<script type="application/ld+json">{"@type":"Recipe","name":"Soup","totalTime":"PT25M","recipeIngredient":["1 onion"],"recipeInstructions":["Simmer."]}</script>"#
        let recipe = WebPageImporter.recipes(from: Self.page(head: given, body: "<p>Total: 3 hours</p>" + Self.lists))[0]
        #expect(recipe.totalMinutes == 25)
        let blank = #"<script type="application/ld+json">{"@type":"Recipe","name":"Soup","totalTime":"PT0H0M","cookTime":"PT0M","recipeIngredient":["1 onion"],"recipeInstructions":["Simmer."]}</script>"#
        let zero = WebPageImporter.recipes(from: Self.page(head: blank, body: "<p>No times here.</p>"))[0]
        #expect(zero.totalMinutes == nil)
        #expect(zero.cookMinutes == nil)
    }

    @Test func nutritionTotalsAreNotTimes() {
        let body = "<table><tr><td>Total</td><td>10g</td></tr><tr><td>Total Fat</td><td>5 mg</td></tr></table>" + Self.lists
        #expect(WebPageImporter.recipes(from: Self.page(body: body))[0].totalMinutes == nil)
    }

    @Test func servingsShownOnThePage() {
        let icon = WebPageImporter.recipes(from: Self.page(body: #"<li><img src="s.png" alt="serves"> Serves 4 </li>"# + Self.lists))[0]
        #expect(icon.servings == 4)
        let labelled = WebPageImporter.recipes(from: Self.page(body: "<h3>Antal</h3><h3>4 portioner</h3>" + Self.lists))[0]
        #expect(labelled.servings == 4)
        let alone = WebPageImporter.recipes(from: Self.page(body: "<div> 5 Servings </div>" + Self.lists))[0]
        #expect(alone.servings == 5)
        let colon = WebPageImporter.recipes(from: Self.page(body: "<p>Servings: 6-8</p>" + Self.lists))[0]
        #expect(colon.servings == 6)
    }

    @Test(arguments: ["<p>Serves 4 cups of soup</p>", "<p>For 2 minutes stir</p>", "<p>Servings</p><p>Lots</p>"])
    func textsThatAreNotServings(body: String) {
        #expect(WebPageImporter.recipes(from: Self.page(body: body + Self.lists))[0].servings == nil)
    }
}
