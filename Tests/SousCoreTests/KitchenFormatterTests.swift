import Testing
@testable import SousCore

struct KitchenFormatterTests {
    static let numbers: [(Rational, String)] = [
        (2, "2"),
        (0, "0"),
        (Rational(3, 2), "1 1/2"),
        (Rational(1, 3), "1/3"),
        (Rational(2, 3), "2/3"),
        (Rational(3, 4), "3/4"),
        (Rational(1, 8), "1/8"),
        (Rational(11, 8), "1 3/8"),
        (Rational(1, 16), "1/16"),
        (Rational(3333, 10000), "1/3"),
        (Rational(7, 9), "3/4"),
        (Rational(3, 20), "0.15"),
        (Rational(1, 10), "0.1"),
        (Rational(1, 100), "0.01"),
        (Rational(17, 16), "1.06"),
        (Rational(201, 100), "2"),
        (Rational(199, 100), "2"),
        (Rational(25, 2), "12 1/2"),
        (Rational(41, 4), "10 1/2"),
        (Rational(37, 3), "12 1/2"),
        (Rational(251, 2), "126"),
        (Rational(-3, 2), "-1 1/2"),
    ]

    @Test(arguments: numbers)
    func formatsNumbers(value: Rational, expected: String) {
        #expect(KitchenFormatter.format(value) == expected)
    }

    static let amounts: [(Rational, Rational?, String?, String)] = [
        (Rational(3, 2), nil, "cups", "1 1/2 cups"),
        (1, nil, "cups", "1 cup"),
        (Rational(1, 2), nil, "cup", "1/2 cup"),
        (2, 3, "clove", "2-3 cloves"),
        (200, nil, "g", "200 g"),
        (Rational(375, 2), nil, "g", "188 g"),
        (Rational(333, 1000), nil, "l", "330 ml"),
        (Rational(1, 3), nil, "litre", "330 ml"),
        (Rational(3, 2), nil, "l", "1.5 l"),
        (Rational(1, 2), nil, "kg", "500 g"),
        (Rational(5, 4), nil, "kg", "1.25 kg"),
        (1500, nil, "grams", "1.5 kg"),
        (2, nil, "dl", "2 dl"),
        (Rational(5, 2), nil, "dl", "2.5 dl"),
        (Rational(15, 2), nil, "dl", "7.5 dl"),
        (Rational(1, 4), nil, "dl", "25 ml"),
        (15, nil, "dl", "1.5 l"),
        (Rational(3, 2), nil, "cl", "15 ml"),
        (Rational(5, 2), nil, "g", "2.5 g"),
        (Rational(1, 4), nil, "g", "0.25 g"),
        (250, nil, "mg", "250 mg"),
        (2, nil, "Tbsp", "2 tbsp"),
        (1, nil, "T", "1 tbsp"),
        (2, nil, "pinch", "2 pinches"),
        (1, 2, "fl. oz.", "1-2 fl oz"),
        (3, nil, "sachetz", "3 sachetz"),
        (2, 3, nil, "2-3"),
        (4, nil, "", "4"),
        (Rational(1, 2), Rational(1, 2), "cup", "1/2 cup"),
    ]

    @Test(arguments: amounts)
    func formatsAmountsWithUnits(low: Rational, high: Rational?, unit: String?, expected: String) {
        #expect(KitchenFormatter.format(low: low, high: high, unit: unit) == expected)
    }
}
