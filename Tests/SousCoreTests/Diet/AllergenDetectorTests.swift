@testable import SousCore
import Testing

/// The matching rules, on a small dictionary so each case shows one rule.
@Suite struct AllergenDetectorTests {
    let detector: AllergenDetector = {
        let text = """
        butter : milk
        butternut squash : none
        peanut | peanut butter : peanuts
        flour : gluten
        rice flour : none
        cream : milk
        cream of tartar : none
        milk : milk
        coconut milk : none
        anchovy : fish
        tomato : none
        egg : eggs
        pasta : gluten, may eggs
        beef stock : meat, may celery
        stock cube : unsure, may celery
        wine : alcohol, may sulphites
        salt | pepper : none
        worcestershire sauce : fish, gluten
        vegan worcestershire sauce : may soy, may gluten, unsure
        oats : may gluten
        gluten-free oats : may gluten
        """
        do { return try AllergenDetector(dictionaryText: text) } catch { fatalError("\(error)") }
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        var line: String
        var allergens: [Allergen]
        var may: [Allergen] = []
        var unsure = false
        var foods: [String]? = nil
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: "1 butternut squash", allergens: [], foods: ["butternut squash"]),
        Case(line: "2 tbsp peanut butter", allergens: [.peanuts], foods: ["peanut butter"]),
        Case(line: "100g rice flour", allergens: [], foods: ["rice flour"]),
        Case(line: "1 tsp cream of tartar", allergens: []),
        Case(line: "400ml coconut milk", allergens: []),
        Case(line: "3 anchovies", allergens: [.fish], foods: ["anchovy"]),
        Case(line: "4 Tomatoes", allergens: [], foods: ["tomato"]),
        Case(line: "2 EGGS", allergens: [.eggs]),
        Case(line: "butter or cream", allergens: [.milk], foods: ["butter", "cream"]),
        Case(line: "salt and pepper", allergens: [], foods: ["salt", "pepper"]),
        Case(line: "1 egg, beaten, or 2 tbsp milk", allergens: [.eggs, .milk]),
        Case(line: "200g pasta", allergens: [.gluten, .eggs], may: [.eggs]),
        Case(line: "200g gluten-free pasta", allergens: [.eggs], may: [.eggs]),
        Case(line: "200g pasta (gluten free)", allergens: [.eggs], may: [.eggs]),
        Case(line: "gluten-free pasta and flour", allergens: [.gluten, .eggs], may: [.eggs]),
        Case(line: "200g egg-free pasta", allergens: [.gluten]),
        Case(line: "pasta free from gluten and egg", allergens: []),
        // A substitute for an animal food is made of soya, nuts, oats or pea, by brand.
        Case(line: "vegan butter", allergens: [], unsure: true),
        Case(line: "dairy-free milk", allergens: [], unsure: true),
        // A name that holds its qualifier is that food's name ("vegan Worcestershire sauce"),
        // unless its facts still hold what the qualifier takes out (inherited, not decided).
        Case(line: "1 tbsp vegan Worcestershire sauce", allergens: [.gluten, .soybeans], may: [.gluten, .soybeans], unsure: true),
        Case(line: "100g gluten-free oats", allergens: []),
        Case(line: "lactose-free milk", allergens: [.milk]),
        Case(line: "1 beef stock cube", allergens: [.celery], may: [.celery], unsure: true, foods: ["beef stock", "stock cube"]),
        Case(line: "100ml wine and 1 egg", allergens: [.eggs, .sulphites], may: [.sulphites]),
        Case(line: "2 tbsp gochujang", allergens: [], unsure: true),
        Case(line: "For the sauce:", allergens: []),
        Case(line: "", allergens: []),
        Case(line: "Crème  BUTTER!", allergens: [.milk]),
    ]

    @Test(arguments: cases)
    func reads(_ c: Case) {
        let safety = detector.check(line: c.line)
        #expect(safety.allergens == c.allergens.sorted())
        #expect(safety.mayContain.allergens == c.may.sorted())
        #expect(safety.unsure == c.unsure)
        if let foods = c.foods { #expect(safety.foods == foods) }
    }

    @Test func dietsFollowTheContents() {
        #expect(detector.check(line: "wine").dietsExcluded == [.noAlcohol, .halal])
        #expect(detector.check(line: "beef stock").dietsExcluded == [.vegetarian, .vegan, .pescatarian])
    }

    @Test func anIngredientWithoutTextIsReadFromItsNameAndNote() {
        let ingredient = Ingredient(name: "tomato", note: "or 1 egg")
        #expect(detector.check(ingredient).allergens == [.eggs])
        #expect(detector.check(Ingredient(name: "x", text: "2 tbsp butter")).allergens == [.milk])
    }

    @Test func aRecipeIsTheUnionOfItsLines() {
        let recipe = Recipe(title: "Test", ingredients: [
            Ingredient(name: "pasta", text: "200g pasta"),
            Ingredient(name: "egg", text: "2 eggs"),
            Ingredient(name: "gochujang", text: "1 tbsp gochujang"),
        ])
        let safety = detector.safety(of: recipe)
        #expect(safety.contents == FoodContents(allergens: [.gluten, .eggs]))
        #expect(safety.mayContain.isEmpty) // the eggs are certain on another line
        #expect(safety.unsureLines == 1)
    }

    @Test func theVersionChangesWithTheDictionary() throws {
        let one = try AllergenDetector(dictionaryText: "salt : none")
        let same = try AllergenDetector(dictionaryText: "salt : none")
        let other = try AllergenDetector(dictionaryText: "salt : none\npepper : none")
        #expect(one.version == same.version)
        #expect(one.version != other.version)
    }

    @Test func pluralFormsShareOneWord() {
        #expect(FoodMatcher.singulars(of: "anchovies").contains("anchovy"))
        #expect(FoodMatcher.singulars(of: "tomatoes").contains("tomato"))
        #expect(FoodMatcher.singulars(of: "hummus").isEmpty)
        #expect(FoodMatcher.plurals(of: "leaf").contains("leaves"))
    }
}
