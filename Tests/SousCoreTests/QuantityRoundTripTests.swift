import Testing
@testable import SousCore

/// Exhaustive small-input checks: every short string built from tricky characters must parse
/// without trapping into a sane range, and every formatted amount must parse back.
struct QuantityRoundTripTests {
    static let alphabet: [String] = ["1", "0", "9", "/", "½", " ", "-", "–", ".", ",", "a", "t", "o"]

    static var shortStrings: [String] {
        var all = alphabet
        for a in alphabet { for b in alphabet { all.append(a + b) } }
        for a in alphabet { for b in alphabet { for c in alphabet { all.append(a + b + c) } } }
        return all
    }

    @Test func shortStringsParseSanelyOrNotAtAll() {
        for text in Self.shortStrings {
            for result in [QuantityParser.parse(text), QuantityParser.parseLeading(text[...])?.0] {
                guard let range = result else { continue }
                #expect(range.low >= .zero, "\(text)")
                #expect(range.low <= 1_000_000, "\(text)")
                if let high = range.high { #expect(high > range.low, "\(text)") }
                _ = KitchenFormatter.format(low: range.low, high: range.high, unit: "cup")
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 20, 24, 32, 48, 64, 100])
    func formattedAmountsParseBack(denominator: Int) throws {
        for numerator in 1...240 {
            let value = Rational(numerator, denominator)
            let text = KitchenFormatter.format(value)
            let parsed = try #require(QuantityParser.parse(text), "\(value) -> \(text)")
            // Snapping and decimals may move the amount, but never by more than 5%.
            #expect((parsed.low - value).magnitude * 20 <= value, "\(value) -> \(text)")
            #expect(parsed.high == nil)
        }
    }
}
