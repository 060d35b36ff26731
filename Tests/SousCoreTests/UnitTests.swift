import Testing
@testable import SousCore

struct UnitTests {
    static let synonyms: [(String, String)] = [
        ("tsp", "tsp"), ("teaspoon", "tsp"), ("Teaspoons", "tsp"), ("t", "tsp"), ("tsps", "tsp"),
        ("tsp.", "tsp"), ("tbsp", "tbsp"), ("tablespoon", "tbsp"), ("T", "tbsp"), ("Tbsp", "tbsp"),
        ("tbs", "tbsp"), ("tbl", "tbsp"), ("TBSP", "tbsp"), ("cup", "cup"), ("cups", "cup"),
        ("c", "cup"), ("ml", "ml"), ("mL", "ml"), ("millilitre", "ml"), ("milliliter", "ml"),
        ("l", "l"), ("L", "l"), ("litre", "l"), ("liter", "l"), ("g", "g"), ("gram", "g"),
        ("grams", "g"), ("gr", "g"), ("kg", "kg"), ("kilo", "kg"), ("kilogram", "kg"),
        ("oz", "oz"), ("ounce", "oz"), ("ounces", "oz"), ("lb", "lb"), ("lbs", "lb"),
        ("pound", "lb"), ("fl oz", "fl oz"), ("fl. oz.", "fl oz"), ("fluid ounce", "fl oz"),
        ("Fluid  Ounces", "fl oz"), ("pinch", "pinch"), ("pinches", "pinch"), ("clove", "clove"),
        ("cloves", "clove"), ("can", "can"), ("cans", "can"), ("dl", "dl"), ("cl", "cl"),
        ("mg", "mg"), ("pint", "pint"), ("qt", "quart"), ("gallons", "gallon"), ("bunch", "bunch"),
        ("sprigs", "sprig"), ("handful", "handful"), ("sticks", "stick"), ("head", "head"),
        ("sheets", "sheet"), ("pkg", "packet"), ("slices", "slice"), ("pieces", "piece"),
        ("jar", "jar"), ("tins", "tin"), (" cup ", "cup"),
    ]

    @Test(arguments: synonyms)
    func looksUpSynonyms(text: String, id: String) {
        #expect(Unit.lookup(text)?.id == id)
    }

    @Test(arguments: ["", "flour", "large", "tt", "cupsz", "."])
    func unknownWordsAreNotUnits(text: String) {
        #expect(Unit.lookup(text) == nil)
    }

    @Test(arguments: [
        ("cup", Rational(1), "cup"), ("cup", Rational(1, 2), "cup"), ("cup", Rational(3, 2), "cups"),
        ("cup", nil, "cup"), ("clove", Rational(3), "cloves"), ("g", Rational(200), "g"),
        ("tsp", Rational(2), "tsp"), ("pinch", Rational(2), "pinches"),
    ] as [(String, Rational?, String)])
    func namesPluraliseAboveOne(unit: String, quantity: Rational?, expected: String) {
        #expect(Unit.lookup(unit)?.name(for: quantity) == expected)
    }

    @Test func factorsConvertBetweenUnits() throws {
        let tsp = try #require(Unit.teaspoon.baseFactor)
        let tbsp = try #require(Unit.tablespoon.baseFactor)
        let cup = try #require(Unit.cup.baseFactor)
        #expect(tbsp / tsp == 3)
        #expect(cup / tbsp == 16)
        #expect(abs(cup.doubleValue - 236.588) < 0.001)
        #expect(abs((Unit.pound.baseFactor?.doubleValue ?? 0) - 453.592) < 0.001)
        #expect(Unit.clove.baseFactor == nil)
        #expect(Unit.all.allSatisfy { Unit.lookup($0.id) == $0 })
    }

    @Test(arguments: [
        (Unit.teaspoon, Rational(3), Unit.tablespoon, Rational(1) as Rational?),
        (Unit.kilogram, Rational(3, 2), Unit.gram, Rational(1500)),
        (Unit.cup, Rational(1), Unit.tablespoon, Rational(16)),
        (Unit.litre, Rational(1), Unit.millilitre, Rational(1000)),
        (Unit.pound, Rational(1), Unit.ounce, Rational(16)),
        (Unit.cup, Rational(1), Unit.gram, nil),
        (Unit.clove, Rational(2), Unit.clove, nil),
    ])
    func converts(from: Unit, quantity: Rational, to: Unit, expected: Rational?) {
        #expect(from.convert(quantity, to: to) == expected)
    }
}
