import Foundation
import SousCore
import Testing
@testable import SousFormats

@Suite struct WebPageImporterTests {
    static func page(_ head: String, body: String = "") -> Data {
        Data("<!doctype html><html><head><title>Page</title>\(head)</head><body>\(body)</body></html>".utf8)
    }

    static func jsonLD(_ json: String) -> String { "<script type=\"application/ld+json\">\(json)</script>" }

    @Test func readsPlainJSONLDRecipe() {
        let data = Self.page(Self.jsonLD("""
        {"@context":"https://schema.org","@type":"Recipe","name":"Tomato &amp; Basil Soup","recipeYield":"4 servings",
         "totalTime":"PT1H5M","prepTime":"PT10M","cookTime":"PT55M","recipeIngredient":["2 tbsp olive oil","1 (14 oz) can tomatoes"],
         "recipeInstructions":"Heat the oil.\\nAdd the tomatoes.","recipeCategory":["Soup"],"keywords":"soup, easy"}
        """))
        let recipes = WebPageImporter.recipes(from: data, pageURL: "https://example.com/soup")
        #expect(recipes.count == 1)
        let recipe = recipes[0]
        #expect(recipe.title == "Tomato & Basil Soup")
        #expect(recipe.servings == 4)
        #expect(recipe.totalMinutes == 65)
        #expect(recipe.prepMinutes == 10)
        #expect(recipe.ingredients.map(\.text) == ["2 tbsp olive oil", "1 (14 oz) can tomatoes"])
        #expect(recipe.ingredients[1].unit == "can")
        #expect(recipe.steps.map(\.text) == ["Heat the oil.", "Add the tomatoes."])
        #expect(recipe.category == "Soup")
        #expect(recipe.tags == ["soup", "easy"])
        #expect(recipe.sourceURL == "https://example.com/soup")
    }

    /// Structured data that lost every amount is visibly broken: the list the page shows, with
    /// its amounts, is the recipe's; a page that shows none keeps the structured lines.
    @Test(arguments: [true, false])
    func structuredLinesWithoutAnyAmountGiveWayToThePagesList(pageShowsAmounts: Bool) {
        let shown = pageShowsAmounts ? ["300 g chicken breast", "80 ml soy sauce", "1 tsp brown sugar", "2 limes"]
                                     : ["chicken breast", "soy sauce", "brown sugar", "limes"]
        let data = Self.page(Self.jsonLD("""
        {"@context":"https://schema.org","@type":"Recipe","name":"Soy Chicken",
         "recipeIngredient":["chicken breast","soy sauce","brown sugar","limes"],
         "recipeInstructions":[{"@type":"HowToStep","text":"Marinate the chicken."},{"@type":"HowToStep","text":"Fry it."}]}
        """), body: "<h1>Soy Chicken</h1><h2>Ingredients</h2><ul>" + shown.map { "<li>\($0)</li>" }.joined()
            + "</ul><h2>Method</h2><ol><li>Marinate the chicken.</li><li>Fry it.</li></ol>")
        let recipe = WebPageImporter.recipes(from: data)[0]
        #expect(recipe.ingredients.map(\.text) == (pageShowsAmounts ? shown : ["chicken breast", "soy sauce", "brown sugar", "limes"]))
        #expect(recipe.steps.map(\.text) == ["Marinate the chicken.", "Fry it."])
    }

    /// A structured "list" that is the page's tags ("recipeIngredient": "Cheese, Pasta") gives way
    /// to the list the page shows.
    @Test func structuredTagsForIngredientsGiveWayToThePagesList() {
        let shown = ["300g dried pasta", "600ml whole milk", "65g unsalted butter", "Salt"]
        let data = Self.page(Self.jsonLD("""
        {"@context":"https://schema.org","@type":"Recipe","name":"Mac and Cheese","recipeIngredient":"Cheese, Pasta",
         "recipeInstructions":[{"@type":"HowToStep","text":"Boil the pasta."},{"@type":"HowToStep","text":"Stir in the sauce."}]}
        """), body: "<h1>Mac and Cheese</h1><h2>Ingredients</h2><ul>" + shown.map { "<li>\($0)</li>" }.joined()
            + "</ul><h2>Method</h2><ol><li>Boil the pasta.</li><li>Stir in the sauce.</li></ol>")
        #expect(WebPageImporter.recipes(from: data)[0].ingredients.map(\.text) == shown)
    }

    @Test func aMethodWhoseParagraphMarksWereDroppedIsSplitAtEachGluedSentenceEnd() {
        let data = Self.page(Self.jsonLD("""
        {"@type":"Recipe","name":"Chilli","recipeIngredient":["500 g beef"],
         "recipeInstructions":"Brown the beef for 2 to 3 minutes.Add the U.S. tomatoes and 2.5 cups stock.Simmer!Serve."}
        """))
        let steps = WebPageImporter.recipes(from: data).first?.steps.map(\.text)
        #expect(steps == ["Brown the beef for 2 to 3 minutes.", "Add the U.S. tomatoes and 2.5 cups stock.", "Simmer!", "Serve."])
    }

    @Test func aMethodNumberedInLineIsSplitAtEachNumberInOrder() {
        let data = Self.page(Self.jsonLD("""
        {"@type":"Recipe","name":"Rice","recipeIngredient":["2 cups rice"],
         "recipeInstructions":"1.番茄切丁 2.六寸模具垫油纸\\n再放米饭 3.Bake at 3.5 cm deep for 20 min 4) Serve. 12."}
        """))
        let steps = WebPageImporter.recipes(from: data).first?.steps.map(\.text)
        #expect(steps == ["番茄切丁", "六寸模具垫油纸 再放米饭", "Bake at 3.5 cm deep for 20 min", "Serve. 12."])
    }

    @Test(arguments: ["Heat 2. Then 3. stir.", "Bake 1. cake 2. pie", "1. Only one numbered step."])
    func textWhoseNumbersDoNotRunFromOneAtItsStartStaysWhole(_ text: String) {
        #expect(InlineStepNumbers.split(text) == [text])
    }

    /// A list typed into one value with raw line breaks (invalid JSON) keeps its lines; the
    /// "Ingredients" heading over it names the list and is no ingredient.
    @Test func rawLineBreaksInsideAValueStayLineBreaks() {
        let data = Self.page(Self.jsonLD("{\"@type\":\"Recipe\",\"name\":\"Salsa\",\n\"recipeIngredient\":\"Suroviny\r\n\t2 uhorky\r\n\t1 cibuľa\",\n\"recipeInstructions\":\"Nakrájajte.\nZmiešajte.\"}"))
        let recipe = WebPageImporter.recipes(from: data).first
        #expect(recipe?.ingredients.map(\.text) == ["2 uhorky", "1 cibuľa"])
        #expect(recipe?.steps.map(\.text) == ["Nakrájajte.", "Zmiešajte."])
    }

    @Test func aStepMadeOfDirectionsIsOneStepOfTheirTexts() {
        let data = Self.page(Self.jsonLD("""
        {"@type":"Recipe","name":"Roast","recipeIngredient":["1 kg beef"],"recipeInstructions":[
          {"@type":"HowToStep","position":0,"itemListElement":{"@type":"HowToDirection","text":"Heat the oven."}},
          {"@type":"HowToStep","itemListElement":[{"@type":"HowToDirection","text":"Roast the beef."},{"@type":"HowToTip","text":"Rest it."}]}]}
        """))
        let steps = WebPageImporter.recipes(from: data).first?.steps.map(\.text)
        #expect(steps == ["Heat the oven.", "Roast the beef. Rest it."])
    }

    @Test func readsGraphTypeArraysSectionsAndSteps() {
        let data = Self.page(Self.jsonLD("""
        {"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Site"},
         {"@type":["Recipe","NewsArticle"],"name":"Pie","recipeYield":["8","8 slices"],
          "recipeIngredient":["For the crust:","200g flour","For the filling:","3 apples"],
          "recipeInstructions":[{"@type":"HowToSection","name":"To make the crust:","itemListElement":[{"@type":"HowToStep","text":"Rub in the butter."}]},
                                {"@type":"HowToSection","name":"Filling","itemListElement":[{"@type":"HowToStep","text":"Slice the apples."},{"@type":"HowToStep","name":"Bake","text":"Put it in the oven for 40 minutes."}]}]}]}
        """))
        let recipe = WebPageImporter.recipes(from: data)[0]
        #expect(recipe.title == "Pie")
        #expect(recipe.servings == 8)
        #expect(recipe.yieldText == "8 slices")
        #expect(recipe.ingredients.map(\.section) == ["For the crust", "For the filling"])
        #expect(recipe.ingredients.map(\.name) == ["flour", "apples"])
        // A step's own name ("Bake") does not split the named section it sits in.
        #expect(recipe.steps.map(\.section) == ["To make the crust:", "Filling", "Filling"])
        #expect(recipe.steps.map(\.text) == ["Rub in the butter.", "Slice the apples.", "Put it in the oven for 40 minutes."])
    }

    @Test func stepNamesTitleStepsOnlyOutsideNamedSections() throws {
        // A recipe plugin gives every step a short name the page does not show; the sections'
        // names are the headings over the steps.
        let sectioned = Self.page(Self.jsonLD("""
        {"@type":"Recipe","name":"Hash","recipeIngredient":["2 potatoes","500 g beef mince"],
         "recipeInstructions":[{"@type":"HowToSection","name":"Roast the Potatoes","itemListElement":[{"@type":"HowToStep","name":"roast","text":"Roast the diced potatoes for 30 minutes."}]},
          {"@type":"HowToSection","name":"Cook the Beef","itemListElement":[{"@type":"HowToStep","name":"brown","text":"Brown the mince."},{"@type":"HowToStep","name":"combine","text":"Stir in the potatoes."}]}]}
        """))
        let hash = WebPageImporter.recipes(from: sectioned)[0]
        #expect(hash.steps.map(\.section) == ["Roast the Potatoes", "Cook the Beef", "Cook the Beef"])
        // Without sections, a step's own name still titles it.
        let plain = Self.page(Self.jsonLD("""
        {"@type":"Recipe","name":"Muffins","recipeIngredient":["200 g flour","2 eggs"],
         "recipeInstructions":[{"@type":"HowToStep","name":"Whisk wet ingredients","text":"Whisk the eggs with the milk."},{"@type":"HowToStep","name":"Into the oven","text":"Bake for 20 minutes."}]}
        """))
        let muffins = WebPageImporter.recipes(from: plain)[0]
        #expect(muffins.steps.map(\.section) == ["Whisk wet ingredients", "Into the oven"])
        // A name that only numbers the step ("Step 1") titles nothing.
        let numbered = Self.page(Self.jsonLD("""
        {"@type":"Recipe","name":"Ice Cream","recipeIngredient":["200 g cream cheese","1 cup milk"],
         "recipeInstructions":[{"@type":"HowToStep","name":"Step 1","text":"Whisk the cream cheese."},{"@type":"HowToStep","name":"Step 2","text":"Freeze for 24 hours."}]}
        """))
        let iceCream = try #require(WebPageImporter.recipes(from: numbered).first)
        #expect(iceCream.steps.map(\.section) == [nil, nil])
        #expect(iceCream.steps.map(\.text) == ["Whisk the cream cheese.", "Freeze for 24 hours."])
    }

    @Test func aStepsNumberAloneIsALabelInAnyLanguage() {
        for label in ["Step 1", "Schritt 12", "Passo 3", "Étape 2:", "4.", "7", "Krok 1)"] {
            #expect(StepNumberLabel.matches(label), "\(label)")
        }
        for text in ["Bake for 45 minutes", "Serve.", "1 cup flour", "Step one", "Preheat the oven to 180", ""] {
            #expect(!StepNumberLabel.matches(text), "\(text)")
        }
    }

    @Test func ingredientGroupsShownOnThePageBecomeSections() {
        let json = #"{"@type":"Recipe","name":"Tacos","recipeIngredient":["500g beef mince","1 tbsp chilli powder","2 limes","1 bunch coriander"],"recipeInstructions":["Fry.","Serve."]}"#
        let body = """
        <p>Story about beef and limes.</p><div class="recipe-card"><h3>Ingredients</h3>
        <h4 class="ingredient-group-name">For the beef</h4><ul><li>500 g beef mince</li><li>1 tbsp chilli powder</li></ul>
        <h4 class="ingredient-group-name">To serve:</h4><ul><li>2 limes</li><li>1 bunch coriander</li></ul></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(Self.jsonLD(json), body: body))[0]
        #expect(recipe.ingredients.map(\.section) == ["For the beef", "For the beef", "To serve", "To serve"])
        #expect(recipe.ingredients.map(\.text) == ["500g beef mince", "1 tbsp chilli powder", "2 limes", "1 bunch coriander"])
    }

    @Test func boldLinesOverListsNameGroupsAndLinesMayDifferInCaseUnitsAndNotes() {
        // The structured data lowercases names, writes "c." for cups and drops a note; the page
        // names its groups with bold paragraphs over each list.
        let json = #"{"@type":"Recipe","name":"Pancakes","recipeIngredient":["2 c. flour","1 tsp worcestershire sauce","2 bulbs garlic","3 tbsp maple syrup","2 tbsp butter"],"recipeInstructions":["Mix.","Fry."]}"#
        let body = """
        <p>We love Worcestershire sauce and garlic.</p>
        <p><b>Pancakes</b></p><ul><li>2 cups flour</li><li>1 tsp Worcestershire sauce</li><li>2 bulbs garlic (cloves peeled)</li></ul>
        <p>For the drizzle:</p><ul><li>3 tbsp maple syrup</li><li>2 tbsp butter</li></ul>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(Self.jsonLD(json), body: body))[0]
        #expect(recipe.ingredients.map(\.section) == ["Pancakes", "Pancakes", "Pancakes", "For the drizzle", "For the drizzle"])
    }

    @Test func oneNamedGroupAfterTheMainListIsKept() {
        let json = #"{"@type":"Recipe","name":"Lemon cake","recipeIngredient":["200g flour","200g sugar","4 eggs","1 cup icing sugar","2 tbsp lemon juice"],"recipeInstructions":["Bake.","Glaze."]}"#
        let body = """
        <div class="card"><h3>Ingredients</h3><ul><li>200g flour</li><li>200g sugar</li><li>4 eggs</li></ul>
        <h4>LEMON GLAZE</h4><ul><li>1 cup icing sugar</li><li>2 tbsp lemon juice</li></ul></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(Self.jsonLD(json), body: body))[0]
        #expect(recipe.ingredients.map(\.section) == [nil, nil, nil, "LEMON GLAZE", "LEMON GLAZE"])
    }

    @Test func aListWithoutGroupHeadingsGetsNoSections() {
        let json = #"{"@type":"Recipe","name":"Toast","recipeIngredient":["2 slices bread","1 tbsp butter","1 tsp honey"],"recipeInstructions":["Toast."]}"#
        let body = "<h2>Ingredients</h2><ul><li>2 slices bread</li><li>1 tbsp butter</li><li>1 tsp honey</li></ul><h2>Method</h2>"
        let recipe = WebPageImporter.recipes(from: Self.page(Self.jsonLD(json), body: body))[0]
        #expect(recipe.ingredients.allSatisfy { $0.section == nil })
    }

    @Test(arguments: [("PT1H30M", 90), ("P0DT0H20M", 20), ("PT90M", 90), ("PT0.5H", 30), ("PT45S", 1), ("1 hour 10 mins", 70), ("P1D", 1440)])
    func durations(_ text: String, _ minutes: Int) {
        #expect(ISODuration.minutes(text) == minutes)
    }

    @Test(arguments: ["", "P", "PTXM", "PT1Q", "soon"])
    func badDurations(_ text: String) {
        #expect(ISODuration.minutes(text) == nil)
    }

    @Test func yieldShapes() {
        #expect(RecipeYield.read(4).servings == 4)
        #expect(RecipeYield.read("Serves 4-6").servings == 4)
        #expect(RecipeYield.read(["6", "6 servings"]).text == "6 servings")
        #expect(RecipeYield.read(["12 cookies"]).servings == 12)
        #expect(RecipeYield.read(nil).servings == nil)
    }

    @Test func severalRecipesOnOnePageAreEachImported() {
        let one = #"{"@type":"Recipe","name":"One","recipeIngredient":["1 egg"],"recipeInstructions":["Boil."]}"#
        let two = #"{"@type":"Recipe","name":"Two","recipeIngredient":["2 eggs"],"recipeInstructions":["Fry."]}"#
        let data = Self.page(Self.jsonLD("[\(one),\(two)]"))
        #expect(WebPageImporter.recipes(from: data).map(\.title) == ["One", "Two"])
    }

    @Test func brokenJSONLDFallsBackToMicrodata() {
        let body = """
        <div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Flapjacks</h1>
        <meta itemprop="totalTime" content="PT35M"><span itemprop="recipeYield">12</span>
        <ul><li itemprop="recipeIngredient">250g oats</li><li itemprop="recipeIngredient">125g butter</li></ul>
        <ol itemprop="recipeInstructions"><li>Melt the butter.</li><li>Stir in the oats.</li></ol>
        <div itemscope itemtype="http://schema.org/Person"><span itemprop="name">Not the title</span></div></div>
        """
        let data = Self.page(Self.jsonLD(#"{"@type":"Recipe","name": broken"#), body: body)
        let recipe = WebPageImporter.recipes(from: data)[0]
        #expect(recipe.title == "Flapjacks")
        #expect(recipe.totalMinutes == 35)
        #expect(recipe.ingredients.map(\.text) == ["250g oats", "125g butter"])
        #expect(recipe.steps.map(\.text) == ["Melt the butter.", "Stir in the oats."])
    }

    @Test func microdataGivingEveryLineJoinedInOnePropertyAndEachInAnotherUsesTheLines() {
        let body = """
        <div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Soup</h1>
        <span itemprop="ingredients">2 leeks</span><span itemprop="ingredients">6 potatoes</span>
        <span itemprop="ingredients">1 litre stock</span>
        <meta itemprop="recipeIngredient" content="2 leeks 6 potatoes 1 litre stock">
        <ol itemprop="recipeInstructions"><li>Simmer.</li></ol></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page("", body: body))[0]
        #expect(recipe.ingredients.map(\.text) == ["2 leeks", "6 potatoes", "1 litre stock"])
    }

    @Test func microdataHoldingEachLineInABlockOfItsOwnGivesEachLine() {
        let body = """
        <div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Seared Tuna</h1>
        <div itemprop="recipeIngredient"><div class="ingredient">250g&nbsp;<a href="/tuna">Lean tuna</a></div>
        <div class="ingredient">2 cloves&nbsp;<a href="/garlic">Garlic</a></div>
        <div class="group-head">Side</div><div class="ingredient">30g <a href="/w">Watercress</a></div></div>
        <div itemprop="recipeIngredient"><div class="amount">1 cup</div><div class="name">rice</div></div>
        <ol itemprop="recipeInstructions"><li>Sear the tuna.</li></ol></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page("", body: body))[0]
        // The blocks of one line ("1 cup" over "rice") stay that line.
        #expect(recipe.ingredients.map(\.text) == ["250g Lean tuna", "2 cloves Garlic", "30g Watercress", "1 cup rice"])
        #expect(recipe.ingredients.map(\.section) == [nil, nil, "Side", "Side"])
    }

    @Test func aRecipeGivenInTwoSizesIsReadOnce() {
        let json = #"{"@type":"Recipe","name":"Mint Ice Cream","recipeIngredient":["1 tablespoon cream cheese","1/3 cup sugar","3/4 cup heavy cream","1 cup whole milk","1 1/2 tablespoons cream cheese","1/2 cup sugar","1 cup + 2 tablespoons heavy cream","1 1/2 cups whole milk"],"recipeInstructions":[{"@type":"HowToStep","name":"Step 1","text":"Whisk the cream cheese and sugar in a bowl."},{"@type":"HowToStep","name":"Step 2","text":"Pour the base into an empty Pint and freeze for 24 hours."},{"@type":"HowToStep","name":"Step 1","text":"Whisk the cream cheese and sugar in a large bowl."},{"@type":"HowToStep","name":"Step 2","text":"Pour the base into an empty Deluxe Pint and freeze for 24 hours."}]}"#
        let recipe = WebPageImporter.recipes(from: Self.page(Self.jsonLD(json)))[0]
        #expect(recipe.ingredients.map(\.text) == ["1 tablespoon cream cheese", "1/3 cup sugar", "3/4 cup heavy cream", "1 cup whole milk"])
        #expect(recipe.steps.map(\.text) == ["Whisk the cream cheese and sugar in a bowl.", "Pour the base into an empty Pint and freeze for 24 hours."])
    }

    @Test func aMicrodataStepOfSeveralParagraphsGivesEachParagraph() {
        let body = """
        <div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Nudelsalat</h1>
        <span itemprop="recipeIngredient">250 g Nudeln</span><span itemprop="recipeIngredient">1 Mozzarella</span>
        <ol itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
        <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><li><span itemprop="text">
        <p>1. Wasser aufkochen und die Nudeln garen.</p><p>2. Mozzarella zerkleinern und zu den Nudeln geben.</p></span></li></div></ol></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page("", body: body))[0]
        #expect(recipe.steps.count == 2)
        #expect(recipe.steps.last?.text.contains("Mozzarella zerkleinern") == true)
    }

    @Test func jsonLDWithRawNewlinesAndCDATAIsRepaired() {
        let data = Self.page("<script type=\"application/ld+json\">// <![CDATA[\n{\"@type\":\"Recipe\",\"name\":\"Tea\",\"recipeIngredient\":[\"1 tea bag\"],\"recipeInstructions\":\"Brew\nfor 3 minutes.\"}\n// ]]></script>")
        let recipe = WebPageImporter.recipes(from: data)[0]
        #expect(recipe.title == "Tea")
        #expect(recipe.steps.map(\.text) == ["Brew for 3 minutes."])
    }

    @Test func heuristicReadsHeadingsAndLists() {
        let body = """
        <nav><ul><li>Home</li><li>Recipes</li></ul></nav><h1>Granny's Scones</h1><p>A story.</p>
        <h2>Ingredients</h2><ul><li>225g self-raising flour</li><li>55g butter</li></ul>
        <h2>Method</h2><h3>Dough</h3><ol><li>Rub the butter into the flour.</li></ol><h3>Baking</h3><ol><li>Bake for 12 minutes.</li></ol>
        <h2>Comments</h2><p>Lovely!</p>
        """
        let recipe = WebPageImporter.recipes(from: Self.page("", body: body))[0]
        #expect(recipe.title == "Granny's Scones")
        #expect(recipe.ingredients.map(\.text) == ["225g self-raising flour", "55g butter"])
        #expect(recipe.steps.map(\.text) == ["Rub the butter into the flour.", "Bake for 12 minutes."])
        #expect(recipe.steps.map(\.section) == ["Dough", "Baking"])
    }

    @Test func pageWithoutRecipeGivesNothing() {
        #expect(WebPageImporter.recipes(from: Self.page("", body: "<h1>About us</h1><p>Hello</p>")).isEmpty)
    }

    @Test func windows1252PageIsDecoded() {
        var bytes = Array("<html><head><meta charset=\"windows-1252\"></head><body><h1>Cr".utf8)
        bytes += [0xE8, 0x6D, 0x65, 0x20, 0x62, 0x72, 0xFB, 0x6C, 0xE9, 0x65, 0x20, 0x93, 0x78, 0x94] // "Crème brûlée “x”"
        bytes += Array("</h1><h2>Ingredients</h2><ul><li>4 egg yolks</li></ul></body></html>".utf8)
        let recipe = WebPageImporter.recipes(from: Data(bytes))[0]
        #expect(recipe.title == "Crème brûlée \u{201C}x\u{201D}")
    }

    @Test func latin1DeclaredByHTTPEquivIsDecoded() {
        var bytes = Array("<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=ISO-8859-1\"></head><body><h1>Jalape".utf8)
        bytes += [0xF1, 0x6F]
        bytes += Array(" poppers</h1><h2>Ingredients</h2><ul><li>6 jalape\u{F1}os</li></ul></body></html>".utf8.map { $0 }.filter { $0 < 0x80 })
        #expect(WebPageImporter.recipes(from: Data(bytes)).first?.title == "Jalapeño poppers")
    }

    @Test func deeplyNestedMarkupAndJSONDoNotCrash() {
        let divs = String(repeating: "<div>", count: 10_000) + "deep" + String(repeating: "</div>", count: 10_000)
        let json = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let data = Self.page(Self.jsonLD(json), body: divs)
        #expect(WebPageImporter.recipes(from: data).isEmpty)
        #expect(JSONNesting.parse(Data(json.utf8)) == nil)
    }

    @Test func tenMegabytePageIsRefusedByTheImporter() {
        let big = Data(repeating: UInt8(ascii: "a"), count: 10_000_001)
        #expect(throws: RecipeImportError.self) { try RecipeImporter.recipes(from: big, name: "big.html") }
    }

    @Test func largePageStillParses() {
        let filler = String(repeating: "<p>Story time, with <b>bold</b> words &amp; more.</p>", count: 60_000)
        let data = Self.page(Self.jsonLD(#"{"@type":"Recipe","name":"Big","recipeIngredient":["1 egg"],"recipeInstructions":["Cook."]}"#), body: filler)
        #expect(data.count > 3_000_000)
        #expect(WebPageImporter.recipes(from: data).first?.title == "Big")
    }

    @Test func invisibleCharactersAreDropped() {
        #expect(HTMLText.clean("Perfekta ham\u{AD}bur\u{AD}gare\u{200B}bröd&nbsp;") == "Perfekta hamburgarebröd")
        #expect(HTMLText.clean("&shy;Soft") == "Soft")
    }
}
