@testable import SousFormats
import SousCore
import Testing

/// Whole captions whose list is written in a shape the reader once misread: a numbered list of
/// names before amounts, a heading in two languages, a long part name, items parted by bars,
/// a link inside the list, a title line that ends in a note about the link, foods said twice in prose.
@Suite struct CaptionListShapeTests {
    static func names(_ caption: String) -> [String] { CaptionReader.read(caption).recipe.ingredients.map(\.name) }

    @Test func aNumberedListOfNamesBeforeAmountsStaysTheList() {
        let caption = "Veg curry\n\nIngredients:\n1. Potatoes - 3 medium, boiled\n2. Onions - 2, chopped\n3. Tomatoes - 3, chopped\n"
            + "4. Butter - 4 tbsp\n\nMethod:\nBoil the potatoes and mash them."
        let recipe = CaptionReader.read(caption).recipe
        #expect(recipe.ingredients.map(\.name) == ["Potatoes", "Onions", "Tomatoes", "Butter"])
        #expect(recipe.ingredients[1].quantity == Rational(2))
        // A numbered method is still a method.
        let method = "Toast\n\nIngredients:\n- 2 slices bread\n- 1 tbsp butter\n\n1. Toast the bread until golden\n2. Spread with the butter"
        #expect(CaptionReader.read(method).recipe.ingredients.count == 2)
    }

    @Test func aHeadingInTwoLanguagesOpensTheList() {
        let caption = "Pasta al pomodoro\n\n👇 INGREDIENTI / INGREDIENTS (serves 4)\n- 400g spaghetti\n- 1 x 400g tin plum tomatoes\n- 2 tbsp olive oil"
        #expect(Self.names(caption) == ["spaghetti", "plum tomatoes", "olive oil"])
    }

    @Test func aLongPartNameEndingInAColonIsAPart() {
        let caption = "Lamb curry\n\nINGREDIENTS\n1 kg lamb\n\nGround spices & the rest:\n3 tbsp chilli powder\n2 tsp fennel powder"
        let recipe = CaptionReader.read(caption).recipe
        #expect(recipe.ingredients.map(\.name) == ["lamb", "chilli powder", "fennel powder"])
        #expect(recipe.ingredients.last?.section == "Ground spices & the rest")
    }

    @Test func barsPartItems() {
        let caption = "Croque monsieur\n\nFor 2:\n🍞 4 slices white bread\n🧀 100g Comté, grated\n\n✨ Béchamel\n20g butter | 20g flour | 250ml milk | pinch of nutmeg | salt & pepper"
        let names = Self.names(caption)
        #expect(names.suffix(5) == ["butter", "flour", "milk", "nutmeg", "salt & pepper"])
    }

    @Test func aLinkIsNeverAnIngredient() {
        let caption = "Puttanesca\n\nINGREDIENTS\n- 400g spaghetti\n- 6 anchovies\n\n🍝 My other pantry pastas: https://www.youtube.com/playlist?list=PL1"
        #expect(Self.names(caption) == ["spaghetti", "anchovies"])
    }

    @Test func aTitleLineWithANoteAboutTheLinkIsNotNoise() {
        let caption = "Crispy pork carnitas 🌮 the slow cooker does all the work!! (printable recipe, link in bio)\n\nINGREDIENTS\n• 2 lb pork shoulder\n• 1 tbsp salt"
        #expect(CaptionReader.read(caption).recipe.title == "Crispy Pork Carnitas")
        // A line that says nothing else is still noise.
        #expect(CaptionReader.isNoiseLine("Full recipe (link in bio)"))
        #expect(CaptionReader.isNoiseLine("(recipe in bio)"))
    }

    @Test func aFoodSaidTwiceInProseWithAnotherAmountGoesInTwice() {
        let caption = "Sausage and mash\n\nMash 1kg potatoes with 50g butter and a splash of milk. "
            + "Cook 2 onions down in a knob of butter with 1 tsp brown sugar, then 400ml beef stock. Add the 50g butter at the end."
        let butter = CaptionReader.read(caption).recipe.ingredients.filter { $0.name == "butter" }
        #expect(butter.map(\.unit) == ["g", "knob"])
    }

    @Test func aNameFirstItemKeepsItsAsideAndItsNote() {
        let caption = "Lángos 🇭🇺 fried dough with garlic\n\nDough:\nFlour (BL55 / plain): 500g\nMilk, lukewarm: 300ml\n"
            + "Sunflower oil: 2 tbsp + more for frying\nshrimp paste (terasi) 1 tsp – optional but yes"
        let recipe = CaptionReader.read(caption).recipe
        #expect(recipe.title == "Lángos")
        let lines = recipe.ingredients.map { "\($0.quantity.map { "\($0)" } ?? "-") \($0.unit ?? "-") \($0.name)" }
        #expect(lines == ["500 g Flour", "300 ml Milk", "2 tbsp Sunflower oil", "1 tsp shrimp paste"])
    }

    @Test func aNameThenItsAmountThenANoteWithoutAColon() {
        let caption = "Cornish pasties 🥟\n\nPASTRY\nStrong white bread flour 500g\nLard 120g, cold and cubed\nSalt 1 tsp\n"
            + "Swede 1/4 (about 200g) – \"turnip\" round here"
        let lines = CaptionReader.read(caption).recipe.ingredients.map { "\($0.quantity.map { "\($0)" } ?? "-") \($0.unit ?? "-") \($0.name)" }
        #expect(lines == ["500 g Strong white bread flour", "120 g Lard", "1 tsp Salt", "1/4 - Swede"])
    }
}
