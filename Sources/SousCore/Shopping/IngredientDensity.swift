/// Grams per millilitre of common foods, so a shopping line asked for by weight in one recipe
/// and by cup or spoon in another adds up to one weight ("200 g butter" and "1/4 cup butter"
/// make "260 g"). Figures are the usual kitchen conversions (a cup of plain flour weighs 125 g,
/// of caster sugar 200 g, of butter 227 g).
public enum IngredientDensity {
    static let gramsPerMillilitre: [String: Rational] = {
        let cup = Rational(2366, 10)  // millilitres in a US cup
        func perCup(_ grams: Int) -> Rational { Rational(grams) / cup }
        var table: [String: Rational] = [:]
        func add(_ names: [String], _ density: Rational) { for name in names { table[name] = density } }
        add(["water"], 1)
        add(["milk", "whole milk", "semi-skimmed milk", "skimmed milk", "buttermilk"], Rational(103, 100))
        add(["flour", "plain flour", "all-purpose flour", "all purpose flour", "self-raising flour", "self raising flour",
             "bread flour", "strong white bread flour", "cake flour", "wholemeal flour", "whole wheat flour"], perCup(125))
        add(["sugar", "caster sugar", "granulated sugar", "white sugar", "golden caster sugar"], perCup(200))
        add(["brown sugar", "light brown sugar", "dark brown sugar", "soft brown sugar", "light muscovado sugar",
             "dark muscovado sugar"], perCup(220))
        add(["icing sugar", "powdered sugar", "confectioners sugar", "confectioners' sugar"], perCup(120))
        add(["butter", "unsalted butter", "salted butter"], perCup(227))
        add(["rice", "long grain rice", "basmati rice", "jasmine rice", "arborio rice", "risotto rice"], perCup(185))
        add(["oats", "rolled oats", "porridge oats", "oat"], perCup(90))
        add(["honey", "golden syrup", "maple syrup"], Rational(142, 100))
        add(["oil", "olive oil", "extra virgin olive oil", "vegetable oil", "sunflower oil", "rapeseed oil",
             "canola oil", "coconut oil"], Rational(92, 100))
        add(["cream", "double cream", "single cream", "heavy cream", "whipping cream", "sour cream", "creme fraiche",
             "yogurt", "greek yogurt", "natural yogurt", "plain yogurt", "yoghurt", "greek yoghurt"], Rational(103, 100))
        add(["cocoa powder", "cocoa"], perCup(85))
        add(["grated parmesan", "parmesan"], perCup(100))
        add(["salt", "table salt", "fine sea salt"], perCup(288))
        add(["ground almond", "ground almonds", "almond flour"], perCup(96))
        return table
    }()

    /// Grams in one millilitre of the food with shopping key `key`, when known.
    public static func gramsPerMillilitre(forKey key: String) -> Rational? {
        gramsPerMillilitre[key]
    }
}
