import Testing
@testable import SousCore

/// One aggregation case: ingredients from one or two recipes, and the line a person would write.
struct AggregationCase: CustomTestStringConvertible, Sendable {
    var label: String
    var first: [Ingredient]
    var second: [Ingredient] = []
    var secondServings: Int? = nil
    var preference: UnitPreference = .metric
    var key: String
    var amount: String
    var isStaple = false

    var testDescription: String { label }
}

private func i(_ quantity: Rational?, _ unit: String?, _ name: String, high: Rational? = nil, note: String? = nil) -> Ingredient {
    Ingredient(quantity: quantity, quantityHigh: high, unit: unit, name: name, note: note)
}

private let cases: [AggregationCase] = [
    .init(label: "2 tbsp + 1/4 cup = 6 tbsp (US)", first: [i(2, "tbsp", "butter")], second: [i(Rational(1, 4), "cup", "butter")],
          preference: .us, key: "butter", amount: "6 tbsp"),
    .init(label: "200 g + 0.5 kg = 700 g", first: [i(200, "g", "flour")], second: [i(Rational(1, 2), "kg", "flour")],
          key: "flour", amount: "700 g"),
    .init(label: "counts add", first: [i(2, nil, "onions")], second: [i(1, nil, "onion")], key: "onion", amount: "3"),
    .init(label: "incompatible share a line", first: [i(300, "g", "potatoes")], second: [i(3, "medium", "potatoes")],
          key: "potato", amount: "300 g, plus 3 medium"),
    .init(label: "half cups make a cup", first: [i(Rational(1, 2), "cup", "milk")], second: [i(Rational(1, 2), "cup", "milk")],
          preference: .us, key: "milk", amount: "1 cup"),
    .init(label: "cups plural", first: [i(1, "cup", "rice")], second: [i(1, "cups", "rice")], preference: .us, key: "rice", amount: "2 cups"),
    .init(label: "teaspoons add", first: [i(1, "tsp", "ground cumin")], second: [i(1, "teaspoon", "ground cumin")],
          key: "ground cumin", amount: "2 tsp"),
    .init(label: "tsp and tbsp mix", first: [i(1, "tsp", "cumin")], second: [i(1, "tbsp", "cumin")], key: "cumin", amount: "4 tsp"),
    .init(label: "range plus count", first: [i(2, "cloves", "garlic", high: 3)], second: [i(2, "clove", "garlic")],
          key: "garlic", amount: "4-5 cloves"),
    .init(label: "unitless range", first: [i(1, nil, "lemons", high: 2)], second: [i(1, nil, "lemon")], key: "lemon", amount: "2-3"),
    .init(label: "ml and l", first: [i(500, "ml", "chicken stock")], second: [i(1, "l", "chicken stock")],
          key: "chicken stock", amount: "1.5 l"),
    .init(label: "lb and oz (US)", first: [i(1, "lb", "beef mince")], second: [i(8, "oz", "beef mince")], preference: .us,
          key: "beef mince", amount: "1 1/2 lb"),
    .init(label: "oz stay oz under a pound", first: [i(8, "oz", "cheddar")], second: [i(4, "oz", "cheddar")], preference: .us,
          key: "cheddar", amount: "12 oz"),
    .init(label: "mixed systems converted to metric", first: [i(1, "lb", "beef")], second: [i(100, "g", "beef")],
          key: "beef", amount: "550 g"),
    .init(label: "mass and volume side by side", first: [i(100, "g", "smoked paprika")], second: [i(1, "tbsp", "smoked paprika")],
          key: "smoked paprika", amount: "100 g, plus 1 tbsp"),
    .init(label: "a known density adds cups to grams", first: [i(200, "g", "butter")], second: [i(Rational(1, 4), "cup", "butter")],
          key: "butter", amount: "260 g"),
    .init(label: "a spoon of sugar joins the weight", first: [i(100, "g", "caster sugar")], second: [i(1, "tbsp", "caster sugar")],
          key: "caster sugar", amount: "112 g"),
    .init(label: "volume alone stays volume", first: [i(1, "cup", "plain flour")], second: [i(1, "cup", "plain flour")],
          preference: .us, key: "plain flour", amount: "2 cups"),
    .init(label: "red onion is not onion", first: [i(1, nil, "red onion")], second: [i(2, nil, "onion")], key: "red onion", amount: "1"),
    .init(label: "preparation does not split", first: [i(2, nil, "Onions")], second: [i(1, nil, "onion, finely chopped")],
          key: "onion", amount: "3"),
    .init(label: "preparation words in front", first: [i(1, nil, "finely chopped onion")], second: [i(1, nil, "onion")],
          key: "onion", amount: "2"),
    .init(label: "oes plural", first: [i(4, nil, "Tomatoes")], second: [i(2, nil, "tomato")], key: "tomato", amount: "6"),
    .init(label: "tinned chopped tomatoes stay apart", first: [i(400, "g", "chopped tomatoes")], second: [i(2, nil, "tomatoes")],
          key: "chopped tomato", amount: "400 g"),
    .init(label: "herb in handfuls and bunches", first: [i(1, "handful", "parsley")], second: [i(1, "bunch", "fresh parsley")],
          key: "parsley", amount: "1 handful, plus 1 bunch"),
    .init(label: "eggs count", first: [i(2, nil, "eggs")], second: [i(1, nil, "Egg")], key: "egg", amount: "3"),
    .init(label: "egg yolks apart from eggs", first: [i(2, nil, "eggs"), i(2, nil, "egg yolks")], key: "egg yolk", amount: "2"),
    .init(label: "scaled to entry servings", first: [], second: [i(200, "g", "pasta")], secondServings: 8, key: "pasta", amount: "400 g"),
    .init(label: "scaled range", first: [], second: [i(1, "tbsp", "honey", high: 2)], secondServings: 8, key: "honey", amount: "2-4 tbsp"),
    .init(label: "thirds of a cup", first: [i(Rational(1, 3), "cup", "oats"), i(Rational(1, 3), "cup", "oats")],
          second: [i(Rational(1, 3), "cup", "oats")], preference: .us, key: "oat", amount: "1 cup"),
    .init(label: "eighths of a teaspoon", first: [i(Rational(1, 8), "tsp", "cayenne")], second: [i(Rational(1, 8), "tsp", "cayenne")],
          key: "cayenne", amount: "1/4 tsp"),
    .init(label: "spoons stay spoons in metric", first: [i(1, "tbsp", "soy sauce")], second: [i(1, "tbsp", "soy sauce")],
          key: "soy sauce", amount: "2 tbsp"),
    .init(label: "cups become ml in metric", first: [i(250, "ml", "whole milk")], second: [i(1, "cup", "whole milk")],
          key: "whole milk", amount: "490 ml"),
    .init(label: "kg shown above 1000 g", first: [i(1, "kg", "potatoes")], second: [i(500, "g", "potato")], key: "potato", amount: "1.5 kg"),
    .init(label: "different count units", first: [i(1, "can", "coconut milk")], second: [i(1, "tin", "coconut milk")],
          key: "coconut milk", amount: "1 can, plus 1 tin"),
    .init(label: "ves plural", first: [i(2, nil, "bay leaves")], second: [i(1, nil, "bay leaf")], key: "bay leaf", amount: "3"),
    .init(label: "ies plural", first: [i(200, "g", "strawberries")], second: [i(100, "g", "strawberry")], key: "strawberry", amount: "300 g"),
    .init(label: "invariant couscous", first: [i(200, "g", "couscous")], second: [i(100, "g", "couscous")], key: "couscous", amount: "300 g"),
    .init(label: "unknown units add", first: [i(2, "medium", "carrots")], second: [i(1, "medium", "carrot")], key: "carrot", amount: "3 medium"),
    .init(label: "no amount stays a bare line", first: [i(nil, nil, "fresh coriander")], key: "coriander", amount: ""),
    .init(label: "note in brackets", first: [i(1, nil, "lime (juiced)")], second: [i(1, nil, "limes")], key: "lime", amount: "2"),
    .init(label: "salt is a staple", first: [i(1, "pinch", "salt")], second: [i(1, "pinch", "sea salt")], key: "sea salt",
          amount: "1 pinch", isStaple: true),
    .init(label: "black pepper is a staple", first: [i(nil, nil, "black pepper")], key: "black pepper", amount: "", isStaple: true),
    .init(label: "red pepper is shopping", first: [i(1, nil, "red pepper")], key: "red pepper", amount: "1"),
    .init(label: "olive oil is a staple", first: [i(2, "tbsp", "olive oil")], second: [i(1, "tbsp", "olive oil")], key: "olive oil",
          amount: "3 tbsp", isStaple: true),
    .init(label: "sesame oil is shopping", first: [i(1, "tsp", "sesame oil")], key: "sesame oil", amount: "1 tsp"),
]

@Suite struct ShoppingAggregationTests {
    @Test(arguments: cases)
    func aggregates(_ c: AggregationCase) {
        let a = Recipe(title: "First", servings: 4, ingredients: c.first)
        let b = Recipe(title: "Second", servings: 4, ingredients: c.second)
        let builder = ShoppingListBuilder(preference: c.preference)
        let list = builder.build(listID: "w", title: "t", sources: [.init(recipe: a), .init(recipe: b, servings: c.secondServings)])
        let pool = c.isStaple ? list.staples : list.lines
        let line = pool.first { $0.key == c.key }
        #expect(line != nil, "no line \(c.key) in \(list.lines.map(\.key)) / staples \(list.staples.map(\.key))")
        #expect(line?.amount == c.amount)
    }

    /// A recipe without servings is one batch: two "servings" of it are twice its amounts, and a
    /// multiple wins over servings.
    @Test(arguments: [(2 as Int?, nil as Rational?, "8"), (nil, Rational(1, 2), "2"), (4, Rational(3, 2), "6"), (nil, nil, "4")])
    func aRecipeWithoutServingsScalesByAMultiple(servings: Int?, multiple: Rational?, amount: String) {
        let noodles = Recipe(title: "Buttery Noodles", ingredients: [i(4, nil, "onion")])
        let list = ShoppingListBuilder().build(listID: "w", title: "t", sources: [.init(recipe: noodles, servings: servings, multiple: multiple)])
        #expect(list.lines.first?.amount == amount)
    }

    @Test func recipesNeedingALineAreListedOnce() {
        let a = Recipe(title: "Soup", ingredients: [i(1, nil, "onion"), i(1, nil, "onion")])
        let b = Recipe(title: "Stew", ingredients: [i(1, nil, "onion")])
        let list = ShoppingListBuilder().build(listID: "w", title: "t", sources: [.init(recipe: a), .init(recipe: b)])
        #expect(list.lines.first?.recipes == ["Soup", "Stew"])
        #expect(list.lines.first?.amount == "3")
    }

    @Test func groupsByAisleInShopOrder() {
        let r = Recipe(title: "R", ingredients: [i(1, nil, "lemon"), i(200, "g", "chicken thighs"), i(100, "g", "butter"),
                                                  i(1, nil, "baguette"), i(1, nil, "mystery thing")])
        let list = ShoppingListBuilder().build(listID: "w", title: "t", sources: [.init(recipe: r)])
        #expect(list.byAisle.map(\.aisle) == [.produce, .dairyAndEggs, .meatAndFish, .bakery, .other])
    }

    @Test func checksOverridesRemovalsAndManualItems() {
        let r = Recipe(title: "R", ingredients: [i(1, nil, "lemon"), i(1, nil, "lime")])
        let builder = ShoppingListBuilder(aisleOverrides: ["lemon": .drinks], checked: ["lemon", "manual:foil"],
                                          removed: ["lime"], manualItems: ["Foil"])
        let list = builder.build(listID: "w", title: "t", sources: [.init(recipe: r)])
        #expect(list.lines.map(\.key) == ["lemon", "manual:foil"])
        #expect(list.lines[0].aisle == .drinks)
        #expect(list.lines.allSatisfy { $0.isChecked })
        #expect(list.lines[1].isManual)
    }

    @Test func togglingAStapleAddsItOrTakesOffWhatCoversIt() {
        let staples = PantryStaples()
        #expect(staples.toggled("sugar").contains("sugar"))
        let withoutPepper = staples.toggled("black pepper")
        #expect(!withoutPepper.contains("black pepper"))
        #expect(!withoutPepper.contains("pepper"))
        #expect(withoutPepper.contains("salt"))
    }

    /// Water is a staple however warm or cold a recipe wants it; waters that are other foods are not.
    @Test(arguments: [
        ("lukewarm water", true), ("ice-cold water", true), ("boiling water", true), ("warm water", true),
        ("tepid water", true), ("chilled water", true), ("cold tap water", true), ("hand-hot water", true),
        ("freshly boiled water", true), ("water", true),
        ("coconut water", false), ("rose water", false), ("sparkling water", false),
    ])
    func waterInAnyFormIsAStaple(name: String, staple: Bool) {
        #expect(PantryStaples().contains(ShoppingName.key(for: name)) == staple)
    }

    @Test func editedPantryStaples() {
        let r = Recipe(title: "R", ingredients: [i(1, nil, "salt"), i(1, "tsp", "sugar")])
        let list = ShoppingListBuilder(pantry: PantryStaples(names: ["sugar"])).build(listID: "w", title: "t", sources: [.init(recipe: r)])
        #expect(list.lines.map(\.key) == ["salt"])
        #expect(list.staples.map(\.key) == ["sugar"])
    }
}
