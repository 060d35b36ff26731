import Testing
@testable import SousCore

struct QuantityParserTests {
    static let wholeStrings: [(String, Rational, Rational?)] = [
        ("2", 2, nil),
        ("  2  ", 2, nil),
        ("0", 0, nil),
        ("1 1/2", Rational(3, 2), nil),
        ("1½", Rational(3, 2), nil),
        ("1 ½", Rational(3, 2), nil),
        ("½", Rational(1, 2), nil),
        ("¾", Rational(3, 4), nil),
        ("⅓", Rational(1, 3), nil),
        ("1/2", Rational(1, 2), nil),
        ("1⁄2", Rational(1, 2), nil),
        ("3/2", Rational(3, 2), nil),
        ("0.5", Rational(1, 2), nil),
        (".5", Rational(1, 2), nil),
        ("1,5", Rational(3, 2), nil),
        ("0,25", Rational(1, 4), nil),
        ("1,000", 1000, nil),
        ("2.25", Rational(9, 4), nil),
        ("1-2", 1, 2),
        ("1–2", 1, 2),
        ("1 — 2", 1, 2),
        ("2 to 3", 2, 3),
        ("1 1/2-2", Rational(3, 2), 2),
        ("1/2-3/4", Rational(1, 2), Rational(3, 4)),
        ("1½–2", Rational(3, 2), 2),
        ("1-1/2", Rational(3, 2), nil),
        ("1 and 1/2", Rational(3, 2), nil),
        ("2-2", 2, nil),
        ("one", 1, nil),
        ("Twelve", 12, nil),
        ("seven", 7, nil),
        ("two to three", 2, 3),
        // "4 or 5 handfuls raisins" is a range in the labelled BBC lines.
        ("1 or 2", 1, 2),
        ("2 or 3", 2, 3),
        ("one or two", 1, 2),
        ("one and a half", Rational(3, 2), nil),
        ("a", 1, nil),
        ("an", 1, nil),
        ("half", Rational(1, 2), nil),
        ("a half", Rational(1, 2), nil),
        ("a dozen", 12, nil),
        ("dozen", 12, nil),
        ("two dozen", 24, nil),
        ("half a dozen", 6, nil),
        // Numbers said in more than one word, as speakers and some captions write them.
        ("fifteen", 15, nil),
        ("twenty five", 25, nil),
        ("forty-five", 45, nil),
        ("two hundred", 200, nil),
        ("three hundred and fifty", 350, nil),
        ("ninety to one hundred", 90, 100),
        ("1000000", 1_000_000, nil),
        // A mixed number that lost its space in copying ("21/2 cups", BBC's "50g/13/4oz").
        ("21/2", Rational(5, 2), nil),
        ("13/4", Rational(7, 4), nil),
        ("21/3", Rational(7, 3), nil),
        ("15/8", Rational(13, 8), nil),
        ("2-21/2", 2, Rational(5, 2)),
        // Not when the last digit is no kitchen fraction in lowest terms, nor with three digits.
        ("12/4", 3, nil),
        ("10/4", Rational(5, 2), nil),
        ("16/3", Rational(16, 3), nil),
        ("225/8", Rational(225, 8), nil),
    ]

    @Test(arguments: wholeStrings)
    func parsesWholeStrings(text: String, low: Rational, high: Rational?) {
        #expect(QuantityParser.parse(text) == QuantityRange(low: low, high: high))
    }

    static let junk: [String] = [
        "", "   ", "abc", "1/0", "0/0", "99999999999999999999", "1000001", "½½", "1/2/3", "1.5.2",
        "3-2", "3 or 2", "2 or", "-", "/", "1/", "apple", "ones", "1 2", "2 cups", "1,2,3", "½1",
        "9223372036854775807", "-5", "..5", "1//2", "to", "1 to", "\u{0}", "🍅",
    ]

    @Test(arguments: junk)
    func rejectsJunk(text: String) {
        #expect(QuantityParser.parse(text) == nil)
    }

    static let leading: [(String, Rational?, Rational?, String)] = [
        ("1 1/2 cups flour", Rational(3, 2), nil, "cups flour"),
        ("2-3 cloves garlic", 2, 3, "cloves garlic"),
        ("½tsp salt", Rational(1, 2), nil, "tsp salt"),
        ("200g butter", 200, nil, "g butter"),
        ("1.5 kg potatoes", Rational(3, 2), nil, "kg potatoes"),
        ("2 tomatoes", 2, nil, "tomatoes"),
        ("2 to 3 tbsp oil", 2, 3, "tbsp oil"),
        ("a pinch of salt", 1, nil, "pinch of salt"),
        ("an onion", 1, nil, "onion"),
        ("half a cup milk", Rational(1, 2), nil, "cup milk"),
        // Spoken parts, as subtitles and chatty pages say them.
        ("a third of a cup of honey", Rational(1, 3), nil, "cup of honey"),
        ("two thirds cup flour", Rational(2, 3), nil, "cup flour"),
        ("three quarters of a cup sugar", Rational(3, 4), nil, "cup sugar"),
        ("one and a quarter cups stock", Rational(5, 4), nil, "cups stock"),
        ("an eighth teaspoon cayenne", Rational(1, 8), nil, "teaspoon cayenne"),
        ("a quarter of the onion", Rational(1, 4), nil, "of the onion"),
        ("four quarters", 4, nil, "quarters"),
        ("a dozen eggs", 12, nil, "eggs"),
        ("2-inch piece ginger", 2, nil, "-inch piece ginger"),
        ("1-1/2 cups sugar", Rational(3, 2), nil, "cups sugar"),
        ("3", 3, nil, ""),
        ("apple", nil, nil, ""),
        ("salt to taste", nil, nil, ""),
        ("1/0 cups", nil, nil, ""),
        ("½½ cup", nil, nil, ""),
    ]

    @Test(arguments: leading)
    func parsesLeadingQuantity(text: String, low: Rational?, high: Rational?, rest: String) {
        let result = QuantityParser.parseLeading(text[...])
        if let low {
            #expect(result?.0 == QuantityRange(low: low, high: high))
            #expect(result.map { String($0.rest) } == rest)
        } else {
            #expect(result == nil)
        }
    }
}
