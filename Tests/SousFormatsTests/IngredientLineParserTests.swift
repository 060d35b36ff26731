import SousCore
import Testing
@testable import SousFormats

@Suite struct IngredientLineParserTests {
    struct Case: Sendable, CustomStringConvertible {
        var line: String
        var quantity: Rational?
        var high: Rational?
        var unit: String?
        var name: String
        var note: String?
        var description: String { line }
    }

    static let cases: [Case] = [
        Case(line: "1 1/2 cups (355 ml) warm water", quantity: Rational(3, 2), unit: "cup", name: "warm water", note: "355 ml"),
        Case(line: "2 large eggs, beaten", quantity: 2, unit: nil, name: "eggs", note: "large, beaten"),
        Case(line: "salt and pepper to taste", name: "salt and pepper", note: "to taste"),
        Case(line: "1 (14 oz) can tomatoes", quantity: 1, unit: "can", name: "tomatoes", note: "14 oz"),
        Case(line: "200g/7oz plain flour", quantity: 200, unit: "g", name: "plain flour", note: "7oz"),
        Case(line: "3-4 cloves garlic, minced", quantity: 3, high: 4, unit: "clove", name: "garlic", note: "minced"),
        Case(line: "½ tsp", quantity: Rational(1, 2), unit: "tsp", name: "½ tsp"),
        Case(line: "a pinch of salt", quantity: 1, unit: "pinch", name: "salt"),
        // "a" or "an" before one food is one of it; before a vague word it is no amount.
        Case(line: "an apple", quantity: 1, name: "apple"),
        Case(line: "a large lemon, juiced", quantity: 1, name: "lemon", note: "large, juiced"),
        Case(line: "a little olive oil", name: "a little olive oil"),
        Case(line: "a couple of onions", name: "onions"),
        Case(line: "2 tbsp olive oil", quantity: 2, unit: "tbsp", name: "olive oil"),
        Case(line: "500ml/18fl oz chicken stock", quantity: 500, unit: "ml", name: "chicken stock", note: "18fl oz"),
        Case(line: "1 tsp finely chopped fresh thyme", quantity: 1, unit: "tsp", name: "fresh thyme", note: "finely chopped"),
        Case(line: "10 garlic cloves", quantity: 10, unit: "clove", name: "garlic"),
        Case(line: "handful fresh basil", unit: "handful", name: "fresh basil"),
        Case(line: "- 1 onion, chopped", quantity: 1, name: "onion", note: "chopped"),
        Case(line: "olive oil, for frying", name: "olive oil", note: "for frying"),
        Case(line: "1 pear peeled and cored", quantity: 1, name: "pear", note: "peeled and cored"),
        Case(line: "1 1/2 fl oz gin", quantity: Rational(3, 2), unit: "fl oz", name: "gin"),
        Case(line: "1 onion finely chopped", quantity: 1, name: "onion", note: "finely chopped"),
        Case(line: "½ a lemon zested and juiced", quantity: Rational(1, 2), name: "lemon", note: "zested and juiced"),
        Case(line: "large handful basil leaves, torn", unit: "handful", name: "basil leaves", note: "large, torn"),
        Case(line: "1 large courgette, grated", quantity: 1, name: "courgette", note: "large, grated"),
        Case(line: "few sprigs coriander", unit: "sprig", name: "coriander"),
        Case(line: "few chives, chopped", name: "chives", note: "chopped"),
        // Units as other languages write them; "de" joins a unit to its food as "of" does.
        Case(line: "2 EL Olivenöl", quantity: 2, unit: "tbsp", name: "Olivenöl"),
        Case(line: "1/2 TL Kreuzkümmel", quantity: Rational(1, 2), unit: "tsp", name: "Kreuzkümmel"),
        Case(line: "2 eetlepels olie", quantity: 2, unit: "tbsp", name: "olie"),
        Case(line: "2 Zehen Knoblauch", quantity: 2, unit: "clove", name: "Knoblauch"),
        Case(line: "500 gramas de peito de frango", quantity: 500, unit: "g", name: "peito de frango"),
        Case(line: "2 pak choi, halved", quantity: 2, name: "pak choi", note: "halved"),
        // "cut" starts a note only as a cut.
        Case(line: "1 cup steel cut oats", quantity: 1, unit: "cup", name: "steel cut oats"),
        Case(line: "2 chicken breasts cut into strips", quantity: 2, name: "chicken breasts", note: "cut into strips"),
        Case(line: "approx 10 gold stars", quantity: 10, name: "gold stars", note: "approx"),
        Case(line: "about 2 tbsp honey", quantity: 2, unit: "tbsp", name: "honey", note: "about"),
        Case(line: "black pepper to season", name: "black pepper", note: "to season"),
        Case(line: "salt as desired", name: "salt", note: "as desired"),
        Case(line: "around the world spice", name: "around the world spice"),
        Case(line: "2 T sugar", quantity: 2, unit: "tbsp", name: "sugar"),
        Case(line: "2 t salt", quantity: 2, unit: "tsp", name: "salt"),
        // The amount after the food, as Italian, Slovak and caption lines write it.
        Case(line: "Sale fino 1 pizzico", quantity: 1, unit: "pinch", name: "Sale fino"),
        Case(line: "garlic 6 cloves", quantity: 6, unit: "clove", name: "garlic"),
        Case(line: "Mlieko: 1 dl", quantity: 1, unit: "dl", name: "Mlieko"),
        Case(line: "Tuorli d'uovo 6", quantity: 6, name: "Tuorli d'uovo"),
        Case(line: "tomatoes - 1 x 400g tin", quantity: 1, unit: "tin", name: "tomatoes", note: "400g"),
        Case(line: "chickpeas 2 x 400g cans", quantity: 2, unit: "can", name: "chickpeas", note: "400g"),
        Case(line: "Cannellini beans – 2 x 400g tins, drained", quantity: 2, unit: "tin", name: "Cannellini beans", note: "400g, drained"),
        Case(line: "garlic 6 cloves, crushed", quantity: 6, unit: "clove", name: "garlic", note: "crushed"),
        Case(line: "basil – 1 large handful", quantity: 1, unit: "handful", name: "basil", note: "large"),
        Case(line: "Farina 00", name: "Farina 00"),
        Case(line: "Pico de Gallo", name: "Pico de Gallo"),
        // A unit set against the name with no space, told apart by its case.
        Case(line: "150 gRisottoreis, z.B. Carnaroli", quantity: 150, unit: "g", name: "Risottoreis", note: "z.B. Carnaroli"),
        Case(line: "3 ELTomatenpüree", quantity: 3, unit: "tbsp", name: "Tomatenpüree"),
        Case(line: "2 ELgeriebener Sbrinz", quantity: 2, unit: "tbsp", name: "Sbrinz", note: "geriebener"),
        Case(line: "2 Cups flour", quantity: 2, unit: "cup", name: "flour"),
        Case(line: "2 Cornish hens", quantity: 2, name: "Cornish hens"),
        // Other languages: the article after a unit, spoons in words, ranges, closing phrases,
        // preparation and size words, an article for one, units as their cooks write them.
        Case(line: "2 gousses d'ail", quantity: 2, unit: "clove", name: "ail"),
        Case(line: "3 cucchiai di olio extravergine d'oliva", quantity: 3, unit: "tbsp", name: "olio extravergine d'oliva"),
        Case(line: "2 c. à soupe d'huile d'olive", quantity: 2, unit: "tbsp", name: "huile d'olive"),
        Case(line: "1 cuill. à café de sel fin", quantity: 1, unit: "tsp", name: "sel fin"),
        Case(line: "1 c. chá de cominhos", quantity: 1, unit: "tsp", name: "cominhos"),
        Case(line: "1 c. sugar", quantity: 1, unit: "cup", name: "sugar"),
        Case(line: "2 à 3 carottes, coupées en rondelles", quantity: 2, high: 3, name: "carottes", note: "coupées en rondelles"),
        Case(line: "3 a 4 batatas médias", quantity: 3, high: 4, name: "batatas", note: "médias"),
        Case(line: "sale q.b.", name: "sale", note: "q.b"),
        Case(line: "1/2 cebolla blanca picada", quantity: Rational(1, 2), name: "cebolla blanca", note: "picada"),
        Case(line: "un pizzico di noce moscata", quantity: 1, unit: "pinch", name: "noce moscata"),
        Case(line: "quelques cerneaux de noix (facultatif)", name: "cerneaux de noix", note: "facultatif"),
        Case(line: "1 Stange Lauch, in Ringe geschnitten", quantity: 1, unit: "stalk", name: "Lauch", note: "in Ringe geschnitten"),
        Case(line: "1 gestr. TL Salz", quantity: 1, unit: "tsp", name: "Salz", note: "gestr."),
        Case(line: "2 Knoblauchzehen, fein gehackt", quantity: 2, unit: "clove", name: "Knoblauchzehen", note: "fein gehackt"),
        // Meat sold minced keeps its word; "thin" before a unit; what it is mixed with; the bone.
        Case(line: "250g minced beef (15-20% fat)", quantity: 250, unit: "g", name: "minced beef", note: "15-20% fat"),
        Case(line: "1 clove minced garlic", quantity: 1, unit: "clove", name: "garlic", note: "minced"),
        Case(line: "4 thin slices of beef topside", quantity: 4, unit: "slice", name: "beef topside", note: "thin"),
        Case(line: "1 tsp cornstarch mixed with a little cold water", quantity: 1, unit: "tsp", name: "cornstarch",
             note: "mixed with a little cold water"),
        Case(line: "1 bag mixed greens", quantity: 1, unit: "bag", name: "mixed greens"),
        Case(line: "500 gr beef flank on the bone", quantity: 500, unit: "g", name: "beef flank", note: "on the bone"),
        Case(line: "» 1 kg squash", quantity: 1, unit: "kg", name: "squash"),
        // The part of the fruit before its amount: every importer reads it, not captions alone.
        Case(line: "Juice of 1 lime", quantity: 1, name: "lime juice"),
        Case(line: "finely grated zest of 2 lemons", quantity: 2, name: "lemon zest"),
        Case(line: "zest and juice of 1 orange", quantity: 1, name: "orange", note: "zest and juice"),
        Case(line: "Juice of ½ lemon (about 3 tablespoons)", quantity: Rational(1, 2), name: "lemon juice", note: "about 3 tablespoons"),
        Case(line: "juice from the can", name: "juice from the can"),
        // A comma between describing words and the food, and a bracket inside the name, end nothing.
        Case(line: "4 large skinless, boneless chicken breasts, or more to taste", quantity: 4,
             name: "skinless boneless chicken breasts", note: "large, or more to taste"),
        Case(line: "1½ tbsp groundnut (peanut) oil", quantity: Rational(3, 2), unit: "tbsp", name: "groundnut (peanut) oil"),
        Case(line: "4 roma (plum) tomatoes, quartered", quantity: 4, name: "roma (plum) tomatoes", note: "quartered"),
        Case(line: "2 onions, chopped", quantity: 2, name: "onions", note: "chopped"),
        Case(line: "1 cup flour (sifted)", quantity: 1, unit: "cup", name: "flour", note: "sifted"),
        // An alternative with its own amount is a note; "at least" is a hedge; a unit word that is a food.
        Case(line: "1 small onion or 2 shallots, chopped", quantity: 1, name: "onion", note: "small, or 2 shallots, chopped"),
        Case(line: "4 slices pancetta, or streaky bacon", quantity: 4, unit: "slice", name: "pancetta", note: "or streaky bacon"),
        Case(line: "at least 4 tbsp olive oil", quantity: 4, unit: "tbsp", name: "olive oil", note: "at least"),
        Case(line: "30 cloves", quantity: 30, name: "cloves"),
        Case(line: "2 tbsp", quantity: 2, unit: "tbsp", name: "2 tbsp"),
        // The "x" of a count, with the size of what is counted as a note; "plenty of" is no amount.
        Case(line: "2 x 400g tins chopped tomatoes", quantity: 2, unit: "tin", name: "tomatoes", note: "chopped, 400g"),
        Case(line: "1 x7 g sachet fast-action yeast", quantity: 1, unit: "sachet", name: "fast-action yeast", note: "7 g"),
        Case(line: "1 x 6-bone rack of lamb", quantity: 1, name: "6-bone rack of lamb"),
        Case(line: "2 × whole chicken", quantity: 2, name: "whole chicken"),
        Case(line: "3 xanthan gum", quantity: 3, name: "xanthan gum"),
        Case(line: "plenty of freshly grated nutmeg", name: "nutmeg", note: "freshly grated"),
        // Preparations joined by "and" before the food lead it.
        Case(line: "1/2 cup hulled and halved strawberries", quantity: Rational(1, 2), unit: "cup", name: "strawberries", note: "hulled and halved"),
        Case(line: "5 cups peeled and sliced apples", quantity: 5, unit: "cup", name: "apples", note: "peeled and sliced"),
        Case(line: "2 cups drained and rinsed canned black beans", quantity: 2, unit: "cup", name: "canned black beans", note: "drained and rinsed"),
        Case(line: "400g can crushed tomatoes", quantity: 400, unit: "g", name: "can", note: "crushed tomatoes"),
        // A choice of states is a note; one state stays with the food.
        Case(line: "2 cups fresh or frozen cranberries, chopped", quantity: 2, unit: "cup", name: "cranberries", note: "fresh or frozen, chopped"),
        Case(line: "2 cups fresh or thawed frozen blueberries", quantity: 2, unit: "cup", name: "blueberries", note: "fresh or thawed frozen"),
        Case(line: "1 cup cooked rice", quantity: 1, unit: "cup", name: "cooked rice"),
        // A brand or describing word before a preparation word keeps the name whole.
        Case(line: "2 cups KRAFT Shredded Cheddar Cheese", quantity: 2, unit: "cup", name: "KRAFT Shredded Cheddar Cheese"),
        Case(line: "1/2 cup fresh chopped cilantro", quantity: Rational(1, 2), unit: "cup", name: "fresh chopped cilantro"),
        Case(line: "1 pear peeled, cored", quantity: 1, name: "pear", note: "peeled, cored"),
        // A length measures a piece of the food; a size before "grain" names the grain.
        Case(line: "1 inch piece of ginger, chopped", quantity: 1, unit: "inch", name: "ginger", note: "chopped"),
        Case(line: "2 cm piece ginger", quantity: 2, unit: "cm", name: "ginger"),
        Case(line: "3 cups medium grain rice", quantity: 3, unit: "cup", name: "medium grain rice"),
        Case(line: "2 medium carrots", quantity: 2, name: "carrots", note: "medium"),
        Case(line: "crispy shallots to top", name: "crispy shallots", note: "to top"),
        // Describing words a comma joins stay with the food; an article after "of" goes.
        Case(line: "8 bone-in, skin-on chicken thighs (about 3 lbs)", quantity: 8, name: "bone-in skin-on chicken thighs", note: "about 3 lbs"),
        Case(line: "1/4 of a white onion", quantity: Rational(1, 4), name: "white onion"),
        Case(line: "a quarter of a cabbage", quantity: Rational(1, 4), name: "cabbage"),
        Case(line: "a dozen eggs", quantity: 12, name: "eggs"),
        Case(line: "a lemon", quantity: 1, name: "lemon"),
        // An aside in brackets followed by a note ends the name; one followed by more name stays.
        Case(line: "chocolate sprinkles (granulado) for rolling", name: "chocolate sprinkles"),
        Case(line: "1 cup flour (spooned and leveled) for dusting", quantity: 1, unit: "cup", name: "flour"),
        // A count unit after the food only when what is left names a food: the spice "whole cloves".
        Case(line: "4 whole cloves", quantity: 4, name: "whole cloves"),
        Case(line: "10 garlic cloves", quantity: 10, unit: "clove", name: "garlic"),
        // "short ribs" are a cut of beef, not "short" counted in ribs.
        Case(line: "2 lbs short ribs", quantity: 2, unit: "lb", name: "short ribs"),
        // Straight after a count "thin" says how the pieces are cut; after a unit it names the food.
        Case(line: "4 thin veal escalopes", quantity: 4, name: "veal escalopes", note: "thin"),
        Case(line: "4 slices thin white bread", quantity: 4, unit: "slice", name: "thin white bread"),
        // Portuguese and Brazilian spoons: soup is a tablespoon, tea a teaspoon.
        Case(line: "2 colheres de sopa de azeite", quantity: 2, unit: "tbsp", name: "azeite"),
        Case(line: "1 colher (chá) de sal", quantity: 1, unit: "tsp", name: "sal"),
        Case(line: "1 colher de pau", quantity: 1, name: "colher de pau"),
        // How the cup is filled is no part of the food.
        Case(line: "1 cup packed brown sugar", quantity: 1, unit: "cup", name: "brown sugar", note: "packed"),
        // A spaced dash after the name starts an aside; unspaced dashes join words and ranges.
        Case(line: "400 ml coconut milk – 1 can, keep the cream", quantity: 400, unit: "ml", name: "coconut milk",
             note: "1 can, keep the cream"),
        Case(line: "2 bottles dark ale — any Belgian brown", quantity: 2, unit: "bottle", name: "dark ale", note: "any Belgian brown"),
        Case(line: "1 cup semi–skimmed milk", quantity: 1, unit: "cup", name: "semi–skimmed milk"),
    ]

    @Test(arguments: cases)
    func parses(_ c: Case) {
        let ingredient = IngredientLineParser.parse(c.line)
        #expect(ingredient.quantity == c.quantity)
        #expect(ingredient.quantityHigh == c.high)
        #expect(ingredient.unit == c.unit)
        #expect(ingredient.name == c.name)
        if let note = c.note { #expect(ingredient.note == note) }
        #expect(ingredient.text == c.line)
    }

    @Test(arguments: ["", "   ", "((((", "1/0 cup", "½½ tsp", String(repeating: "9", count: 400), "\u{0}\u{1}", "(unclosed", "/ / /"])
    func junkNeverCrashes(_ line: String) {
        let ingredient = IngredientLineParser.parse(line)
        #expect(ingredient.text == HTMLText.collapse(line))
    }
}
