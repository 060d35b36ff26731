import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Pages without structured data (or with it in odd shapes): which lines count as the recipe.
@Suite struct HeuristicReaderTests {
    static func page(_ body: String) -> Data {
        Data("<!doctype html><html><head><title>Page</title></head><body>\(body)</body></html>".utf8)
    }

    @Test func listEndsWithTheBlockItsHeadingIntroduces() {
        let body = """
        <h1>Chicken Bake</h1>
        <div class="ingredients"><h4>Ingredients</h4><ul>
        <li>3 chicken breasts, diced <a href="#" class="to_shopping_list" title="Add to shopping list">shopping list</a></li>
        <li>2 cups <a href="#" class="ingredient">broccoli florets</a> <a href="#" class="to_shopping_list">shopping list</a></li></ul></div>
        <div class="how"><h4>How to make it</h4><ul><li>Place the chicken in the dish.</li><li>Bake for an hour.</li></ul></div>
        <div id="fans"><h6>People Who Like This Dish</h6><ul><li>MountainMamas</li></ul></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["3 chicken breasts, diced", "2 cups broccoli florets"])
        #expect(recipe.steps.map(\.text) == ["Place the chicken in the dish.", "Bake for an hour."])
    }

    @Test func stepsUnderAHeadingSousDoesNotKnowAreTheListAfterTheIngredientsThatReadsAsSteps() {
        let body = """
        <h1>Chicken Wrap</h1><h4>Ingredients</h4>
        <ul><li>2 chicken breasts</li><li>4 slices bacon</li></ul>
        <h4>RECIPE</h4><ol><li><a href="/wraps">Wraps</a></li><li><a href="/lunch">Lunch</a></li></ol>
        <ol><li>Cut the chicken and bacon into thin strips.</li><li>Fry the bacon until it is almost crisp.</li></ol>
        <h3>Comments</h3><ol><li>I made this for my whole family last night and they loved it.</li></ol>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.steps.map(\.text) == ["Cut the chicken and bacon into thin strips.", "Fry the bacon until it is almost crisp."])
    }

    @Test func withoutAStepListTheParagraphsAfterTheIngredientsAreTheSteps() {
        let body = """
        <h1>Carrot Pickle</h1><div class="box"><h2>Ingredients</h2>
        <ul><li>3 large carrots</li><li>1/4 tsp. salt</li></ul></div>
        <p>Cut the top half of the carrots into sticks.</p><p>Mix the <b>salt</b> and the juice, then pour it over.</p>
        <h2>More from us</h2><p>Sign up for our newsletter to get new recipes.</p>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.steps.map(\.text) == ["Cut the top half of the carrots into sticks.", "Mix the salt and the juice, then pour it over."])
    }

    @Test func aPageWithIngredientsAndNoSentencesAfterThemHasNoSteps() {
        let body = """
        <h1>Trail Mix</h1><h2>Ingredients</h2><ul><li>1 cup peanuts</li><li>1 cup raisins</li></ul>
        <ul><li><a href="/a">Snacks</a></li><li><a href="/b">Vegan</a></li></ul><p>Yum!</p>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.steps.isEmpty)
    }

    @Test func notesNestedUnderAnItemStayInItsLineAndSubheadingsBecomeSections() {
        let body = """
        <h1>Soup</h1><h2>Ingredients</h2>
        <h4>Protein</h4><ul><li>1 lb ground turkey</li>
        <li>150 g onion, diced <ul><li class="note"><img src="note.svg" alt="Note"> roughly 1 large onion</li></ul></li></ul>
        <h4>Broth</h4><ul><li>6 cups chicken broth</li></ul>
        <h2>Instructions</h2><ol><li>Brown the turkey.</li><li>Add the broth.</li></ol>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["1 lb ground turkey", "150 g onion, diced roughly 1 large onion", "6 cups chicken broth"])
        #expect(recipe.ingredients.map(\.section) == ["Protein", "Protein", "Broth"])
    }

    @Test func ofTwoBlocksUnderAnIngredientsHeadingTheOneThatReadsLikeIngredientsIsTaken() {
        let body = """
        <h1>Oat Pancakes</h1>
        <div class="box"><h3>Ingredients</h3><ul><li>Rating</li><li>Reviews</li><li>Print</li></ul></div>
        <div class="recipe"><h2>Ingredients</h2><ul><li>1 cup rolled oats</li><li>1 egg</li><li>200 ml milk</li></ul>
        <h2>Method</h2><ol><li>Blend and fry.</li></ol></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["1 cup rolled oats", "1 egg", "200 ml milk"])
    }

    @Test func withoutAnIngredientsHeadingTheListsThatReadAsIngredientsAreTaken() throws {
        let body = """
        <nav><ul><li><a href="/">Home</a></li><li><a href="/recipes">Recipes</a></li><li><a href="/shop">Shop</a></li></ul></nav>
        <h1>Tuna Melt</h1>
        <h2>Produce</h2><ul><li>1 small red onion</li><li>2 celery stalks</li><li>1 lemon</li></ul>
        <h2>Pantry</h2><ul><li>2 cans tuna</li><li>1/3 cup mayonnaise</li><li>Kosher salt</li></ul>
        <h2>Let's Cook</h2><ol><li>Chop the onion and celery.</li><li>Stir in the tuna and mayonnaise.</li></ol>
        <h3>More recipes</h3><ul><li>2 ways with eggs</li><li>Best toast</li><li>Soups</li></ul>
        """
        let recipe = try #require(WebPageImporter.recipes(from: Self.page(body)).first)
        #expect(recipe.title == "Tuna Melt")
        #expect(recipe.ingredients.map(\.text) == ["1 small red onion", "2 celery stalks", "1 lemon", "2 cans tuna", "1/3 cup mayonnaise", "Kosher salt"])
        #expect(recipe.ingredients.map(\.section) == ["Produce", "Produce", "Produce", "Pantry", "Pantry", "Pantry"])
    }

    @Test func numberLabelsOverStepsAreNeitherHeadingsNorSteps() throws {
        let body = """
        <h1>Polenta</h1><h2>Ingredients</h2><ul><li>1 litre stock</li><li>250 g polenta</li></ul>
        <h2>Method</h2><ol><li><h3>Step 1</h3><p>Bring the stock to the boil.</p></li><li><h3>Step 2</h3><p>Whisk in the polenta.</p></li></ol>
        """
        let recipe = try #require(WebPageImporter.recipes(from: Self.page(body)).first)
        #expect(recipe.steps.map(\.text) == ["Bring the stock to the boil.", "Whisk in the polenta."])
        #expect(recipe.steps.map(\.section) == [nil, nil])
    }

    @Test func blocksInsideAnItemAreNeverGluedTogether() throws {
        let body = """
        <h1>Tomato Soup</h1><h2>Ingredients</h2><ul>
        <li><div class="amount">1</div><div class="name">14½-ounce can tomato puree</div></li>
        <li><span>98</span> <span>grams</span> <span>flour</span></li></ul>
        <h2>Method</h2><ol><li>Simmer.</li></ol>
        """
        let recipe = try #require(WebPageImporter.recipes(from: Self.page(body)).first)
        #expect(recipe.ingredients.map(\.text) == ["1 14½-ounce can tomato puree", "98 grams flour"])
    }

    @Test func onePageOfLinksAndProseHasNoIngredients() {
        let body = """
        <h1>About us</h1><p>We cook 3 times a week.</p>
        <ul><li>2 ways with eggs</li><li>Best toast</li><li>Soups</li></ul>
        """
        #expect(WebPageImporter.recipes(from: Self.page(body)).isEmpty)
    }

    @Test func unitTabsAreNotIngredients() {
        let body = """
        <h1>Roast Chicken</h1><h3>Ingredients</h3>
        <ul class="nav nav-tabs" role="tablist"><li class="nav-item"><a role="tab" href="#us">US</a></li><li class="nav-item"><a role="tab" href="#metric">METRIC</a></li></ul>
        <div id="metric"><p>6 chicken legs</p><p>4 garlic cloves, peeled</p></div>
        <h3>Method</h3><p>Roast the legs.</p>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["6 chicken legs", "4 garlic cloves, peeled"])
    }

    @Test func microdataValueHoldingMarkupIsSplitIntoLinesAndBoldHeadings() {
        let value = "<p><b>DRESSING (whisk together; chill)</b><br>1/2 cup mayonnaise<br>1/4 cup milk</p><p><b>SALAD</b><br><b>2 to 3 chicken breasts</b><br>4 cups cooked wild rice</p>"
        let escaped = value.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        let body = """
        <div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Wild Rice Salad</h1>
        <meta itemprop="ingredients" content="\(escaped)">
        <div itemprop="recipeInstructions"><p>Whisk the dressing.</p><p>Toss the salad.</p></div></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["1/2 cup mayonnaise", "1/4 cup milk", "2 to 3 chicken breasts", "4 cups cooked wild rice"])
        #expect(recipe.ingredients.map(\.section) == ["DRESSING (whisk together; chill)", "DRESSING (whisk together; chill)", "SALAD", "SALAD"])
    }

    @Test func tagLinksAfterTheMethodAreNotSteps() {
        let body = """
        <h1>Roast Chicken</h1><h3>Ingredients</h3><ul><li>6 chicken legs</li><li>1 lime</li></ul>
        <div><h3>Method</h3><ol><li>Roast the legs for an hour.</li><li>Serve with <a href="/lime">lime</a>.</li></ol>
        <ul id="tag"><li><a href="/c/summer">Summer</a></li><li><a href="/c/main">Main Meals</a></li></ul></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.steps.map(\.text) == ["Roast the legs for an hour.", "Serve with lime."])
    }

    @Test func microdataListInOneValueIsSplitAndACutOffStepValueIsNotAStep() {
        // The page's template put JSON with unescaped quotes in an attribute: the value ends at "[{".
        let body = """
        <article itemscope itemtype="http://schema.org/Recipe"><meta itemprop="name" content="Lemon Cupcakes">
        <meta itemprop="recipeIngredient" content="125ml milk, 1 tsp vinegar, 60ml olive oil, salt, pepper">
        <meta itemprop="recipeIngredient" content="100g sugar">
        <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"Preheat."}]">
        <h2>Method</h2><ul><li>Preheat the oven.</li><li>Bake for 25 minutes.</li></ul></article>
        """
        let joined = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(joined.ingredients.map(\.text) == ["125ml milk, 1 tsp vinegar, 60ml olive oil, salt, pepper", "100g sugar"])
        #expect(joined.steps.map(\.text) == ["Preheat the oven.", "Bake for 25 minutes."])
        let single = body.replacingOccurrences(of: "<meta itemprop=\"recipeIngredient\" content=\"100g sugar\">", with: "")
            .replacingOccurrences(of: ", salt, pepper", with: ", 1 zest from lemon")
        let split = WebPageImporter.recipes(from: Self.page(single))[0]
        #expect(split.ingredients.map(\.text) == ["125ml milk", "1 tsp vinegar", "60ml olive oil", "1 zest from lemon"])
    }

    @Test func linesBrokenWithBrAndTableRowsAreItems() {
        let paragraph = "<h1>Soup</h1><h2>Ingredients</h2><p>2 onions<br>1 l stock<br>\n3 carrots, diced</p><h2>Method</h2><p>Chop.</p><p>Simmer.</p>"
        #expect(WebPageImporter.recipes(from: Self.page(paragraph))[0].ingredients.map(\.text) == ["2 onions", "1 l stock", "3 carrots, diced"])
        let table = """
        <h1>Cake</h1><h3>Ingredients</h3><table><tr><td>200 g</td><td>flour</td></tr><tr><td>2</td><td>eggs</td></tr></table>
        <h3>Directions</h3><ol><li>Mix.</li><li>Bake.</li></ol>
        """
        let cake = WebPageImporter.recipes(from: Self.page(table))[0]
        #expect(cake.ingredients.map(\.text) == ["200 g flour", "2 eggs"])
        #expect(cake.steps.map(\.text) == ["Mix.", "Bake."])
    }

    @Test func sectionNamesInPlainElementsStartTheirBlocks() {
        // An accordion: the names are links in card headers, not headings.
        let body = """
        <h1>Multiseed Rolls</h1>
        <div class="card"><div class="card-header"><a href="#">
                                                    Ingredients                                         </a></div>
        <div class="card-body"><ul><li>5 kg wheat flour</li><li>250 g yeast</li></ul></div></div>
        <div class="card"><div class="card-header"><a href="#">Method</a></div>
        <div class="card-body"><ol><li>Mix for 3 minutes.</li><li>Bake for 12 minutes.</li></ol><p><strong>Yield</strong>: 169 rolls</p></div></div>
        <h3><span>You'll need</span></h3><p>A mixer</p>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["5 kg wheat flour", "250 g yeast"])
        #expect(recipe.steps.map(\.text) == ["Mix for 3 minutes.", "Bake for 12 minutes."])
    }

    @Test func ingredientsInAGridOfDivsWithUnitsInTheHeaderRowAreLines() {
        // A bakery's formula: name, weight and baker's percentage side by side in one block, the
        // units only in the header row, a group label above it and a total below it.
        let body = """
        <h1>Rye Loaf</h1>
        <div class="card"><div class="card-header"><a href="#">Ingredients</a></div>
        <div class="card-body"><div class="row">
          <div class="col-12"><span>Dough</span></div>
          <div class="col-6"><span class="sr-only">Ingredient</span></div><div class="col-3">KG</div><div class="col-3">%</div>
          <div class="col-6">Rye flour</div><div class="col-3">2.000</div><div class="col-3">40.00</div>
          <div class="col-6"><a href="/p/wheat">Strong wheat flour</a></div><div class="col-3">3.000</div><div class="col-3">60.00</div>
          <div class="col-6">Salt</div><div class="col-3">0.100</div><div class="col-3">2.00</div>
        </div><div class="row"><div class="col-9"><strong>Total Weight</strong>: 5.100</div></div></div></div>
        <div class="card"><div class="card-header"><a href="#">Method</a></div>
        <div class="card-body"><ol><li>Mix for 5 minutes.</li><li>Bake at 220°C for 35 minutes.</li></ol></div></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.title == "Rye Loaf")
        #expect(recipe.ingredients.map(\.text) == ["2.000 KG Rye flour (40.00%)", "3.000 KG Strong wheat flour (60.00%)", "0.100 KG Salt (2.00%)"])
        #expect(recipe.ingredients.map(\.section) == ["Dough", "Dough", "Dough"])
        #expect(recipe.ingredients.map(\.unit) == ["kg", "kg", "kg"])
        #expect(recipe.ingredients.map(\.name) == ["Rye flour", "Strong wheat flour", "Salt"])
        #expect(recipe.steps.map(\.text) == ["Mix for 5 minutes.", "Bake at 220°C for 35 minutes."])
    }

    @Test func ingredientRowsWrappedInDivsAreLines() {
        // Each row its own element, amount first, the unit in the cell; a lone label names a group.
        let body = """
        <h1>Pancakes</h1><h2>Ingredients</h2>
        <div class="ingredient-table">
          <div class="row"><div class="amount">200 g</div><div class="name">plain flour</div></div>
          <div class="row"><div class="amount">2</div><div class="name">eggs</div></div>
          <div class="group">To serve</div>
          <div class="row"><div class="amount">1 tbsp</div><div class="name">maple syrup</div></div>
        </div>
        <h2>Method</h2><ol><li>Whisk.</li><li>Fry.</li></ol>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["200 g plain flour", "2 eggs", "1 tbsp maple syrup"])
        #expect(recipe.ingredients.map(\.section) == [nil, nil, "To serve"])
    }

    @Test func gridRowsUnderGroupNamesInParagraphsAreLines() {
        // Group names in paragraphs are not the list; a servings control is no group; "2 cm" is an
        // amount; the nutrition box after the rows is not an ingredient.
        let row = { (amount: String, name: String) in
            "<div class=\"ingredient\"><div class=\"amount\">\(amount)</div><div class=\"label\"> \(name) </div></div>"
        }
        let body = """
        <h1>Stir-fry</h1><p class="h2">Ingredients</p>
        <div class="calculator"><div class="counter"><b>2</b> portion(s)</div>
        <p class="subtitle">Marinade:</p>\(row("300 g", "chicken breast"))\(row("2 cm", "fresh ginger"))
        <p class="subtitle">Vegetables:</p>\(row("1", "onion"))\(row("100 g", "pineapple"))
        <div class="facts"><div>Nutritional facts (per portion): 1854 kJ / 443 kcal</div>\(row("16 g", "Fat"))</div></div>
        <h2>Method</h2><ol><li>Marinate the chicken.</li><li>Stir-fry everything.</li></ol>
        """
        let document = HTMLDocument(html: String(decoding: Self.page(body), as: UTF8.self))
        let node = HeuristicReader.recipeNode(in: document)
        #expect(node?["recipeIngredient"] as? [String] == ["300 g chicken breast", "2 cm fresh ginger", "1 onion", "100 g pineapple"])
    }

    @Test func aSideBySideGridWithTheAmountFirstIsNotGuessed() {
        // Without row elements, "flour" could go with "200 g" or with "2": no lines rather than wrong ones.
        let grid = "<div><div>200 g</div><div>flour</div><div>2</div><div>eggs</div><div>1 tbsp</div><div>syrup</div></div>"
        let body = "<h1>Pancakes</h1><h2>Ingredients</h2><div>\(grid)</div><h2>Method</h2><ol><li>Whisk.</li></ol>"
        let document = HTMLDocument(html: String(decoding: Self.page(body), as: UTF8.self))
        #expect(HeuristicReader.recipeNode(in: document) == nil)
        #expect(IngredientGridReader.sideBySideRows(["200 g", "flour", "2", "eggs"].map {
            IngredientGridReader.Cell(text: $0, parent: nil, isAmount: IngredientGridReader.isAmount($0))
        }) == nil)
    }

    @Test func aPageTitleLosesTheSiteNameItEndsWith() {
        #expect(HeuristicReader.withoutSiteName("Roast Chicken | Jo's Kitchen", site: "Jo's Kitchen") == "Roast Chicken")
        #expect(HeuristicReader.withoutSiteName("Roast Chicken - Jo's Kitchen", site: "Jo's Kitchen") == "Roast Chicken")
        #expect(HeuristicReader.withoutSiteName("Roast Chicken | Jo's Kitchen", site: nil) == "Roast Chicken | Jo's Kitchen")
        #expect(HeuristicReader.withoutSiteName("Jo's Kitchen", site: "Jo's Kitchen") == "Jo's Kitchen")
    }

    @Test func theListInSeveralMeasuresIsReadOnce() {
        let body = """
        <h1>Shortbread</h1><h2>Ingredients</h2>
        <div class="metric"><ul><li>200 g butter</li><li>100 g caster sugar</li><li>250 g plain flour</li></ul></div>
        <div class="imperial"><ul><li>7 oz butter</li><li>3.5 oz caster sugar</li><li>8.8 oz plain flour</li></ul></div>
        <div class="us"><ul><li>7 oz butter</li><li>3.5 oz superfine sugar</li><li>8.8 oz all-purpose flour</li></ul></div>
        <h2>Method</h2><ol><li>Cream the butter and sugar, then work in the flour.</li></ol>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["200 g butter", "100 g caster sugar", "250 g plain flour"])
    }

    @Test func aListWhoseHalvesNameOtherFoodsIsKeptWhole() {
        #expect(RepeatedCopies.ingredientLines(["1 cup flour", "2 eggs", "1 cup sugar", "3 apples"]).count == 4)
        #expect(RepeatedCopies.ingredientLines(["Cake:", "1 cup sugar", "2 eggs", "Icing:", "1 cup sugar", "2 eggs"]).count == 6)
    }

    @Test func boldLabelsInsideItemsAreNoHeadingsAndMenusHoldNoSteps() {
        let body = """
        <header><nav><ul><li><strong>How to make<br>Overnight Oats</strong></li>
        <li><a href="/products">Products All Products Oats and Oatmeal Instant Oatmeal</a></li></ul></nav></header>
        <h1>Oat Smoothie</h1><h2>Ingredients</h2><ul><li>1/2 cup oats</li><li>1 banana</li></ul>
        <ul><li><strong>Preparation Time:</strong> 5 mins</li><li><strong>Cooking Time:</strong> 2 mins</li></ul>
        <h3>Cooking Instructions</h3><ul><li>Blend the oats and banana until smooth.</li><li>Pour into a glass.</li></ul>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.steps.map(\.text) == ["Blend the oats and banana until smooth.", "Pour into a glass."])
    }

    @Test func anItemOpeningWithTheNextSectionsNameEndsTheList() {
        let body = """
        <h1>Gehaktschotel</h1><h2>Ingrediënten</h2><ul><li>500 g rundergehakt</li><li>2 uien</li></ul>
        <p><strong>Bereiding</strong><br>Verhit de olie en bak de ui zacht, dan het gehakt erbij.</p>
        <p>Verdeel alles over de ovenschaal en bak 30 minuten.</p>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["500 g rundergehakt", "2 uien"])
    }

    @Test func aStepsNumberEndsAnIngredientList() {
        let body = """
        <h1>Pizza</h1><div><h3>Ingredients</h3><ul><li>220g dough</li><li>60g pizza sauce</li></ul>
        <ul><li><h6>Step 1</h6><p>Install the pizza stone in the oven.</p></li><li><h6>Step 2</h6><p>Bake it.</p></li></ul></div>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["220g dough", "60g pizza sauce"])
    }

    @Test func aSectionNameOverATimeIsNoMethod() {
        let body = """
        <h1>Crema de calabaza</h1><div><p>Preparación</p><div><p>35 m</p></div></div>
        <h2>Ingredientes</h2><ul><li>500 g de calabaza</li><li>2 puerros</li></ul>
        <h2>Elaboración de la crema</h2><p>Pela la calabaza y córtala en trozos.</p><p>Tritura la crema hasta que quede fina.</p>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.steps.map(\.text) == ["Pela la calabaza y córtala en trozos.", "Tritura la crema hasta que quede fina."])
    }

    @Test func shortStepsWithNumbersAreAMethodUnderChineseHeadings() {
        let body = """
        <h1>古早味迷你烤鸡蛋糕</h1><p>材料：</p><ul><li>4 个 蛋</li><li>125 克 细砂糖</li></ul>
        <p>做法：</p><p>1 把烤炉预热至200°C。</p><p>2 把蛋轻轻打散，加入糖。</p>
        """
        let recipe = WebPageImporter.recipes(from: Self.page(body))[0]
        #expect(recipe.ingredients.map(\.text) == ["4 个 蛋", "125 克 细砂糖"])
        #expect(recipe.steps.map(\.text) == ["1 把烤炉预热至200°C。", "2 把蛋轻轻打散，加入糖。"])
        #expect(HeuristicReader.isShortMeasure("35 m") && HeuristicReader.isShortMeasure("20 minutes"))
    }
}

extension RepeatedCopies {
    /// The lines of the first copy, each read as the schema.org mapper reads a list's lines.
    static func ingredientLines(_ lines: [String]) -> [ListLine] {
        firstCopy(of: lines.map { $0.hasSuffix(":") ? .group(String($0.dropLast())) : .ingredient(IngredientLineParser.parse($0)) })
    }
}
