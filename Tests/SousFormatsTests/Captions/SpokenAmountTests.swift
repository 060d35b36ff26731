import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Amounts as people say them in a video: parts of a whole with their article ("a third of a
/// cup"), and a long run of unpunctuated talk cut between clauses, never inside a phrase.
@Suite struct SpokenAmountTests {
    static func vtt(_ lines: [String]) -> String {
        "WEBVTT\n\n" + lines.enumerated().map { index, line in
            "00:00:\(String(format: "%02d", index * 4)).000 --> 00:00:\(String(format: "%02d", index * 4 + 4)).000\n\(line)\n"
        }.joined(separator: "\n")
    }

    static func ingredients(_ lines: [String]) throws -> [String] {
        let recipe = try #require(try RecipeImporter.recipes(from: Data(vtt(lines).utf8), name: "glaze.en.vtt").first)
        return recipe.ingredients.map { "\($0.quantity.map { "\($0)" } ?? "-") | \($0.unit ?? "-") | \($0.name)" }
    }

    @Test func partsOfAWholeSaidWithTheirArticleAreAmounts() throws {
        #expect(try Self.ingredients(["so we stir a third of a cup of maple syrup into the pan",
                                      "with a quarter cup of water and then simmer it"])
                == ["1/3 | cup | maple syrup", "1/4 | cup | water"])
        #expect(ProseIngredientFinder.phrases(in: "add a half teaspoon of cumin") == ["a half teaspoon of cumin"])
        #expect(ProseIngredientFinder.phrases(in: "a third of the mixture goes in") == [], "a part of something already there")
    }

    @Test func aHalfSaidAfterItsUnitBelongsToTheNumber() throws {
        #expect(try Self.ingredients(["pour in three cups of water with a teaspoon and a half of salt",
                                      "then stir in two cups and a half of rice and simmer it"])
                == ["3 | cup | water", "3/2 | tsp | salt", "5/2 | cup | rice"])
        // Deep in a long run of talk, where an "and" may start a new clause: not this one.
        let long = ["so now the rice goes in on top of the chicken in an even layer and we pour in",
                    "three cups of water very gently with a teaspoon and a half of salt then cover it and cook"]
        #expect(try Self.ingredients(long) == ["3 | cup | water", "3/2 | tsp | salt"])
    }

    @Test func aFoodSaidBeforeItsHedgedAmountIsThatAmountsFood() throws {
        #expect(try Self.ingredients(["okay so for the sauce you need shallots about three of them no wait",
                                      "you need garlic roughly four cloves and some butter around 50 grams",
                                      "then melt the butter in a pan and fry the garlic"])
                == ["4 | clove | garlic", "50 | g | butter"])
    }

    @Test func aFoodSpokenOfAsOnesOrThemIsTheFoodNamedBefore() throws {
        #expect(try Self.ingredients(["Into a big bowl with the onions, and yes, it's a lot of onions.",
                                      "Four large ones, sliced into half moons."]) == ["4 | - | onions"])
        #expect(try Self.ingredients(["first the key limes you'll need about 20 of them",
                                      "then squeeze them all into a bowl"]) == ["20 | - | key limes"])
        #expect(try Self.ingredients(["cut the potatoes into two big ones and boil them for twenty minutes"]) == [],
                "pieces cut from a food are no more of it")
    }

    @Test func kitchenThingsAndServingFoodsAreNoIngredients() throws {
        #expect(try Self.ingredients(["i'm cooking in a five quart dutch oven today",
                                      "two tablespoons of olive oil and tie a piece of string around the meat",
                                      "serve it with a green salad"]) == ["2 | tbsp | olive oil"])
    }

    @Test func oneFoodAddedWithANumberInItsNameOrAfterWithIsRead() throws {
        #expect(try Self.ingredients(["now a teaspoon of seven spice and half a teaspoon of five spice",
                                      "into the pressure cooker with a bay leaf for eight minutes",
                                      "and one tablespoon of light soy", "stir it all together"])
                == ["1 | tsp | seven spice", "1/2 | tsp | five spice", "1 | - | bay leaf", "1 | tbsp | light soy sauce"])
        #expect(try Self.ingredients(["today it's a classic meatloaf with a brown sugar glaze",
                                      "add two pounds of ground beef to a bowl"]) == ["2 | lb | ground beef"])
    }

    @Test func aLongRunOfTalkKeepsItsLateInstructionsAndItsRanges() throws {
        let talk = ["get your dutch oven hot mine's a seven quart", "two tablespoons of vegetable oil in there",
                    "sear it four or five minutes a side", "pull it out and in go two onions",
                    "then two cups of beef broth", "and a good splash of worcestershire",
                    "two sprigs of rosemary and three of thyme", "roast goes back in lid on",
                    "into the oven at three twenty five for three hours", "after two hours the veggies go in",
                    "a pound and a half of yukon gold potatoes", "and four carrots in big chunks"]
        let recipe = try #require(try RecipeImporter.recipes(from: Data(Self.vtt(talk).utf8), name: "roast.en.vtt").first)
        let method = recipe.steps.map(\.text).joined(separator: " ")
        #expect(method.contains("roast goes back in lid on into the oven"), "an instruction late in a long run of talk is kept")
        #expect(method.contains("sear it four or five minutes"), "a range said in words is not cut")
        #expect(recipe.ingredients.map(\.name).contains("yukon gold potatoes"))
        #expect(recipe.ingredients.first { $0.name == "yukon gold potatoes" }?.quantity == QuantityParser.parse("1 1/2")?.low)
    }

    @Test func aFoodAfterAUnitAndOfIsThatUnitsFoodKnownOrNot() throws {
        #expect(try Self.ingredients(["shallow pot first a cup of kimchi", "half a can of spam sliced",
                                      "two hot dogs cut on the angle", "add them to the pot and stir"])
                == ["1 | cup | kimchi", "1/2 | can | spam", "2 | - | hot dogs"])
    }

    @Test func aFoodWhoseLastWordIsAlsoAVerbIsStillTheFoodBeforeItsAmount() throws {
        #expect(try Self.ingredients(["so the roast i got a chuck roast", "about three and a half pounds",
                                      "pat it dry and season it real good"]) == ["7/2 | lb | chuck roast"])
    }

    @Test func aDrinkForTheCookOrTheTableIsNoIngredientButWineInThePanIs() throws {
        #expect(try Self.ingredients(["add 600 grams of potatoes to the pot", "give it two hours go and have a cup of tea",
                                      "then deglaze with a cup of red wine"]) == ["600 | g | potatoes", "1 | cup | red wine"])
    }

    @Test func aCutOfMeatSaidAfterItIsPartOfItsName() throws {
        #expect(try Self.ingredients(["i've got four veal shanks about three centimeters thick", "brown them in the pan"])
                == ["4 | - | veal shanks"])
        #expect(try Self.ingredients(["add two tablespoons of oil and fry", "serve with plain rice and a simple rasam"])
                == ["2 | tbsp | oil"], "what the dish is served with")
    }

    @Test func cutsRatiosAndVagueMeasuresAreNoAmounts() throws {
        #expect(try Self.ingredients(["cut the top and tail and cut in one inch pieces", "in a kadai heat three tablespoons of oil",
                                      "the ratio is one part egg to three parts dashi", "salt to taste and a few dashes of hot sauce"])
                == ["3 | tbsp | oil"])
    }

    @Test func aFoodSaidThenWhatTheCookGotIsThatAmountsFood() throws {
        #expect(try Self.ingredients(["now the shrimp i got two pounds", "peeled and deveined the big ones"]) == ["2 | lb | shrimp"])
        #expect(try Self.ingredients(["two tablespoons of ketchup and a tablespoon of sriracha", "grated ginger about a thumb",
                                      "and three cloves of garlic", "mix it all"])
                == ["2 | tbsp | ketchup", "1 | tbsp | sriracha", "1 | thumb | ginger", "3 | clove | garlic"])
        #expect(try Self.ingredients(["two tablespoons of oil and one tablespoon of annatto powder",
                                      "that's what gives it the orange color", "two eggplants sliced and a bundle of string beans", "stir"])
                == ["2 | tbsp | oil", "1 | tbsp | annatto powder", "2 | - | eggplants", "1 | bundle | string beans"])
    }

    @Test func moreOfAFoodIsNoNewIngredientAndAVerbWithWithEndsAName() throws {
        #expect(try Self.ingredients(["add 50 grams of butter to the pan", "tear it up with two forks another knob of butter",
                                      "and two tablespoons of sweet bean sauce",
                                      "mix with half a cup of water"])
                == ["50 | g | butter", "2 | tbsp | sweet bean sauce", "1/2 | cup | water"])
    }

    @Test func foodsRunOnAfterHowTheLastWasCutButNotTheCookingWater() throws {
        #expect(try Self.ingredients(["then the leek one leek sliced thin", "a carrot cut in matchsticks",
                                      "and a big handful of cabbage shredded", "stir it all"])
                == ["1 | - | leek", "1 | - | carrot", "1 | handful | cabbage"])
        #expect(try Self.ingredients(["bring a big pot of salted water to the boil", "add 250 grams of emmental"])
                == ["250 | g | emmental"])
    }

    @Test func longTalkIsCutBetweenClausesNotInsideAPhrase() throws {
        let talk = ["so first we take about 600 grams of pork shoulder and we add a bit of",
                    "water to the pot with two tablespoons of brown sugar and four tablespoons of",
                    "apple cider vinegar then bring it all up to a simmer"]
        #expect(try Self.ingredients(talk) == ["600 | g | pork shoulder", "2 | tbsp | brown sugar", "4 | tbsp | apple cider vinegar"])
        let sentences = SpokenTranscript(cues: try SubtitleCueReader.cues(in: Self.vtt(talk), name: "t.vtt")).sentences()
        #expect(sentences.allSatisfy { !$0.text.hasSuffix(" of") }, "\(sentences.map(\.text))")
    }

    /// A food said at the end of one sentence and its amount at the start of the next is one
    /// ingredient; an amount runs on into the next sentence to no food of it.
    @Test func anAmountSaidInTheSentenceAfterItsFoodIsThatFoods() throws {
        #expect(try Self.ingredients(["Now the secret: dendê, red palm oil.", "I use two tablespoons – it's strong.",
                                      "Then fry the onions in olive oil...", "...about half a cup.", "Yes, it's a lot.",
                                      "Cut it into 16 squares.", "They keep for a week."])
                == ["2 | tbsp | red palm oil", "1/2 | cup | olive oil"])
    }

    /// A food named before a colon and its amount after it; one more food said with "a" in a run
    /// of them, how it was cut said first; a food's name ends at a determiner or a verb on its object.
    @Test func foodsSaidInARunOrBeforeAColonAreIngredients() {
        #expect(ProseIngredientFinder.phrases(in: "Now the chicken: 750 grams, bone-in, curry cut.") == ["750 grams chicken"])
        #expect(ProseIngredientFinder.phrases(in: "One red bell pepper, sliced, and a tomato, chopped.")
                == ["One red bell pepper", "1 tomato"])
        #expect(ProseIngredientFinder.phrases(in: "with half an onion and a sliced green chilli") == ["half an onion", "1 green chilli"])
        #expect(ProseIngredientFinder.phrases(in: "and a wooden spoon") == [], "not a food")
        #expect(ProseIngredientFinder.phrases(in: "a teaspoon of cumin the juice of a lemon") == ["a teaspoon of cumin", "juice of 1 lemon"])
        #expect(ProseIngredientFinder.phrases(in: "ten black olives spread the corn on top") == ["ten black olives"])
        #expect(ProseIngredientFinder.phrases(in: "100 ml of double cream a teaspoon of vanilla")
                == ["100 ml of double cream", "a teaspoon of vanilla"])
    }

    /// "three tablespoons of rice wine, three of soy sauce": the unit said once goes on to the
    /// next amount said with "of" and no unit; "juice of one lemon" takes none.
    @Test func aUnitSaidOnceGoesOnToTheNextAmountOf() throws {
        #expect(try Self.ingredients(["add three tablespoons of rice wine and three of soy sauce",
                                      "then a handful of parsley and the juice of one lemon"])
                == ["3 | tbsp | rice wine", "3 | tbsp | soy sauce", "1 | handful | parsley", "1 | - | lemon juice"])
    }

    @Test func aFoodSaidBeforeWhoUsesHowMuchIsThatAmountsFood() {
        #expect(ProseIngredientFinder.phrases(in: "now the split peas you want one pound") == ["one pound split peas"])
        #expect(ProseIngredientFinder.phrases(in: "grab yourself a pork shoulder mine's about four pounds") == ["four pounds pork shoulder"])
        #expect(ProseIngredientFinder.phrases(in: "Garlic – I'm using four cloves –") == ["four cloves Garlic"])
        #expect(ProseIngredientFinder.phrases(in: "For the peaches, you'll want about six, peeled and sliced.") == ["six peaches"])
        // Who uses how much of something that is no food says nothing.
        #expect(ProseIngredientFinder.phrases(in: "the oven you want about two hundred degrees") == [])
    }

    @Test func oneOfAFoodAfterACommandIsOne() {
        #expect(ProseIngredientFinder.phrases(in: "pour in the broth and add a ham hock") == ["1 ham hock"])
        #expect(ProseIngredientFinder.phrases(in: "finally squeeze in the juice of a lemon we love it") == ["juice of 1 lemon"])
        #expect(ProseIngredientFinder.phrases(in: "use a clean tea towel to squeeze them") == [])
        #expect(ProseIngredientFinder.phrases(in: "give it a stir") == [])
    }

    @Test func aMeasureAfterAFoodStartsTheNextAmount() {
        #expect(ProseIngredientFinder.phrases(in: "three tablespoons of gochujang a tablespoon of gochugaru")
                == ["three tablespoons of gochujang", "a tablespoon of gochugaru"])
    }

    @Test func aSizedTinSaidIsOneTin() throws {
        #expect(try Self.ingredients(["in a pot pour a 400 ml tin of coconut milk and stir"]) == ["1 | tin | coconut milk"])
        #expect(CaptionIngredientReader.rewritePacks("200g block of feta") == "200g block of feta", "a block is weighed")
    }

    @Test func howACutIsSoldEndsTheFoodsName() {
        #expect(ProseIngredientFinder.phrases(in: "you'll need about a kilo of chicken thighs bone in skin on")
                == ["a kilo of chicken thighs"])
    }

    @Test func aHedgedWeightOfTheSameFoodSaysHowMuchTheCountWeighs() {
        #expect(ProseIngredientFinder.phrases(in: "first peel three medium potatoes about 500 grams then the onion")
                == ["three medium potatoes"])
        // Another food after the hedge is another ingredient.
        #expect(ProseIngredientFinder.phrases(in: "add three medium potatoes about 500 grams of carrots")
                == ["three medium potatoes", "500 grams of carrots"])
    }

    @Test func speechRunningOnAcrossCuesIsCutAtTheNextThingDone() {
        #expect(ProseIngredientFinder.phrases(in: "and half a teaspoon of black pepper mix it with your hands")
                == ["half a teaspoon of black pepper"])
        #expect(ProseIngredientFinder.phrases(in: "...two eggs beaten with a splash of milk") == ["two eggs", "a splash of milk"])
        #expect(ProseIngredientFinder.phrases(in: "and a whole teaspoon of white pepper that's the hot part")
                == ["a whole teaspoon of white pepper"])
        #expect(ProseIngredientFinder.phrases(in: "and a tablespoon of ground crayfish no water yet let it steam")
                == ["a tablespoon of ground crayfish"])
    }

    @Test func aFoodNamedBeforeAnAsideIsTheOneTheAmountMeasures() {
        #expect(ProseIngredientFinder.phrases(in: "Lemongrass – the most important. Six stalks, bruised and tied.")
                == ["Six stalks Lemongrass"])
        #expect(ProseIngredientFinder.phrases(in: "Coriander at the end – a small bunch.") == ["a small bunch Coriander"])
        #expect(ProseIngredientFinder.phrases(in: "now the star of the show pepper soup spice two tablespoons i grind mine")
                == ["two tablespoons pepper soup spice"])
        // A count after a dash counts the food before it.
        #expect(ProseIngredientFinder.phrases(in: "Now the pork hock – one, cut in rounds.") == ["one pork hock"])
        // Not across a comma, which parts a list's items, and never a length.
        #expect(ProseIngredientFinder.phrases(in: "2 tomatoes pureed, 1 tsp kashmiri mirch") == ["2 tomatoes", "1 tsp kashmiri mirch"])
        #expect(ProseIngredientFinder.phrases(in: "bacon grease in a 10 inch cast iron skillet").isEmpty)
    }

    @Test func aPieceBeforeOfMeasuresAndAYieldIsNoAmount() throws {
        #expect(try Self.ingredients(["then add two ribs of celery and one side of salmon and stir"]) == ["2 | rib | celery", "1 | side | salmon"])
        #expect(try Self.ingredients(["now add four short ribs and stir"]) == ["4 | - | short ribs"], "a cut, not a piece of one")
        #expect(ProseIngredientFinder.phrases(in: "Today, steamed egg custard. This makes four little cups. 360 ml of dashi")
                == ["360 ml of dashi"])
    }

    @Test func aNumberSpeltWithAHyphenIsItsWords() {
        #expect(ProseIngredientFinder.phrases(in: "about three-quarters of a cup of milk") == ["three quarters of a cup of milk"])
        #expect(ProseIngredientFinder.phrases(in: "a no-knead loaf").isEmpty)
    }

    @Test func aNounTheBringsInBeforeAMeasureIsItsFood() {
        #expect(ProseIngredientFinder.phrases(in: "bring it to a boil then the shiro powder three quarters of a cup whisk it in")
                == ["three quarters of a cup shiro powder"])
        #expect(ProseIngredientFinder.phrases(in: "Last, the kashk. About one cup, stirred in.") == ["one cup kashk"])
        // How the cut is sold, said after the amount, is no food: the food said before is.
        #expect(ProseIngredientFinder.phrases(in: "now the chicken one kilo bone in cut in serving pieces") == ["one kilo chicken"])
        // Not what "the" brings in that names no food, nor past a food the tables know.
        #expect(ProseIngredientFinder.phrases(in: "press it with the back of a spoon").isEmpty)
        #expect(ProseIngredientFinder.phrases(in: "Lemongrass – the most important. Six stalks, bruised.") == ["Six stalks Lemongrass"])
    }

    @Test func howACutIsSoldAndWhoUsesItAreNoPartOfItsName() {
        #expect(ProseIngredientFinder.phrases(in: "i'm using pork shoulder bone in skin on about eight pounds that's a good size")
                == ["eight pounds pork shoulder"])
    }

    /// Captions written for a video name a food in a short sentence and say how much in the next,
    /// or name it before a dash; an amount offered instead of the one just said is no second line.
    @Test func aFoodNamedFirstTakesTheAmountSaidAfterIt() throws {
        #expect(try Self.ingredients(["Then the onions. Three,\nin thin half-moons.",
                                      "The cabbage: one big one,\nabout 1.5 kilos too.",
                                      "Now the ice. A good handful.",
                                      "One hot pepper,\nor a pinch of chilli flakes.",
                                      "Khmeli suneli –\none tablespoon.",
                                      "Stir it all together and simmer."])
                == ["3 | - | onions", "1 | - | cabbage", "1 | handful | ice", "1 | - | hot pepper", "1 | tbsp | Khmeli suneli"])
        // A count after a long sentence, or before a time, is no amount of the food said before it.
        #expect(try Self.ingredients(["Toast the oats till they smell like flapjacks.\nThree, four minutes.",
                                      "Then the rice. Two, maybe three minutes more.",
                                      "And then stir it – two minutes.",
                                      "Now add everything to the pan and bake it."]).isEmpty)
    }

    /// A spoon, cup or weight said with "a" at the end of what was said measures the food named
    /// before it; a vessel so said is where, not how much.
    @Test func aMeasureWithItsArticleEndingTheSentenceMeasuresTheFoodBefore() throws {
        #expect(try Self.ingredients(["Stir it into the sauce.", "Salt – about a teaspoon.", "Sugar, a cup."])
                == ["1 | tsp | Salt", "1 | cup | Sugar"])
        #expect(try Self.ingredients(["Stir it into the sauce.", "Put the sauce in a jar."]).isEmpty)
    }
}
