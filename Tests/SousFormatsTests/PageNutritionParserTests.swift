import Foundation
import SousCore
import Testing
@testable import SousFormats

@Suite struct PageNutritionParserTests {
    @Test(arguments: [
        ("520 kcal", 520.0), ("520 calories", 520), ("520", 520), ("520 Calories", 520), ("1,250 kcal", 1250),
        ("350.5 kcal", 350.5), ("Calories: 410", 410), ("2092 kJ", 500),
    ] as [(String, Double)])
    func readsEnergy(text: String, kcal: Double) {
        #expect(abs((PageNutritionParser.energy(text) ?? -1) - kcal) < 0.01)
    }

    @Test func readsEnergyAsANumber() {
        #expect(PageNutritionParser.energy(480.0) == 480)
        #expect(PageNutritionParser.energy(480) == 480)
        #expect(PageNutritionParser.energy(["480 kcal"]) == 480)
    }

    @Test(arguments: [
        ("12 g", 12.0), ("12.5g", 12.5), ("12 grams", 12), ("39 grams protein", 39), ("800 mg", 0.8), ("1,200 mg", 1.2),
        ("12,5 g", 12.5), ("less than 1 g", 1), ("<1g", 1), ("4", 4), ("0 g", 0), ("12 g (20%)", 12),
    ] as [(String, Double)])
    func readsMasses(text: String, grams: Double) {
        #expect(abs((PageNutritionParser.grams(text) ?? -1) - grams) < 0.0001)
    }

    @Test(arguments: ["", "n/a", "lots", "12 bananas", "see label", "-", "about a cup 12 g of stuff"])
    func junkIsNil(text: String) {
        #expect(PageNutritionParser.grams(text) == nil)
        #expect(PageNutritionParser.energy(text) == nil)
    }

    @Test func sodiumIsMilligramsWhateverTheUnit() {
        let page = PageNutritionParser.read(["sodiumContent": "800 mg"])
        #expect(page?.sodiumMg == 800)
        #expect(PageNutritionParser.read(["sodiumContent": "1.2 g"])?.sodiumMg == 1200)
        #expect(PageNutritionParser.read(["sodiumContent": "350"])?.sodiumMg == 350)
    }

    @Test func readsAWholeBlock() {
        let node: [String: Any] = [
            "@type": "NutritionInformation", "calories": "520 kcal", "proteinContent": "12 g", "fatContent": "20.5 g",
            "saturatedFatContent": "8 g", "carbohydrateContent": "70 g", "sugarContent": "less than 1 g",
            "fiberContent": "3 g", "sodiumContent": "800 mg", "servingSize": "1 slice",
        ]
        let page = PageNutritionParser.read(node)
        #expect(page == PageNutrition(kcal: 520, protein: 12, fat: 20.5, saturatedFat: 8, carbohydrate: 70, sugars: 1,
                                      fibre: 3, sodiumMg: 800, servingSize: "1 slice"))
    }

    @Test func emptyOrJunkBlockIsNil() {
        #expect(PageNutritionParser.read(nil) == nil)
        #expect(PageNutritionParser.read("520 kcal") == nil)
        #expect(PageNutritionParser.read(["@type": "NutritionInformation", "calories": "n/a", "servingSize": "1 slice"]) == nil)
    }

    static func page(_ head: String, body: String = "") -> Data {
        Data("<!doctype html><html><head><title>Page</title>\(head)</head><body>\(body)</body></html>".utf8)
    }

    @Test func jsonLDRecipeCarriesPageNutrition() {
        let data = Self.page("""
        <script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Soup",
         "recipeYield":"4","recipeIngredient":["2 tbsp olive oil","1 onion"],"recipeInstructions":"Cook it.",
         "nutrition":{"@type":"NutritionInformation","calories":"350 calories","proteinContent":"9 g","sodiumContent":"0.6 g"}}</script>
        """)
        let recipe = WebPageImporter.recipes(from: data).first
        #expect(recipe?.pageNutrition == PageNutrition(kcal: 350, protein: 9, sodiumMg: 600))
    }

    @Test func microdataRecipeCarriesPageNutrition() {
        let data = Self.page("", body: """
        <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Stew</h1>
        <ul><li itemprop="recipeIngredient">1 kg beef</li><li itemprop="recipeIngredient">2 carrots</li></ul>
        <div itemprop="recipeInstructions">Cook slowly.</div>
        <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">
          <span itemprop="calories">610 kcal</span> <span itemprop="fatContent">31 g</span>
          <span itemprop="carbohydrateContent">12 g</span></div></div>
        """)
        let recipe = WebPageImporter.recipes(from: data).first
        #expect(recipe?.pageNutrition == PageNutrition(kcal: 610, fat: 31, carbohydrate: 12))
    }

    @Test func recipeWithoutNutritionHasNone() {
        let data = Self.page("""
        <script type="application/ld+json">{"@type":"Recipe","name":"Toast","recipeIngredient":["1 slice bread"],"recipeInstructions":"Toast it."}</script>
        """)
        #expect(WebPageImporter.recipes(from: data).first?.pageNutrition == nil)
    }
}
