/// Reads the amounts people write in recipes: "2", "1 1/2", "1½", "0.5", "1,5", "2-3",
/// "2 to 3", "one", "a dozen", "half". Junk yields nil, never a crash.
///
/// Rules worth knowing:
/// - A comma followed by exactly three digits is a thousands separator ("1,000" is 1000);
///   any other comma between digits is a European decimal point ("1,5" is 1.5).
/// - "1-1/2" is the mixed number 1 1/2 (as a range it would run backwards).
/// - A range must rise: "3-2" is rejected; "2-2" is just 2.
/// - Amounts above one million, zero denominators and a number glued to another ("½½",
///   "1/2/3") are rejected as a whole rather than half-read.
public enum QuantityParser {
    /// The largest amount accepted; anything bigger is a typo or junk, and rejecting it keeps
    /// every later multiplication far from overflow.
    static let maximum = Rational(1_000_000)

    /// The value of a vulgar fraction character ("½" is 1/2); nil for any other character.
    public static func vulgarFraction(_ c: Character) -> Rational? { QuantityScanner.vulgarFraction(c) }

    /// Parses `text` as a whole (surrounding whitespace allowed) or returns nil.
    public static func parse(_ text: String) -> QuantityRange? {
        guard let (range, rest) = parseLeading(text[...]), rest.allSatisfy(\.isWhitespace) else {
            return nil
        }
        return range
    }

    /// Reads a quantity at the start of `text` and returns it with the text after it (leading
    /// whitespace removed): "1 1/2 cups flour" gives 3/2 and "cups flour".
    public static func parseLeading(_ text: Substring) -> (QuantityRange, rest: Substring)? {
        var scanner = QuantityScanner(text)
        do throws(QuantityScanner.Malformed) {
            scanner.skipSpaces()
            guard let low = try scanner.number() else { return nil }
            var range = QuantityRange(low: low)
            let afterLow = scanner.index
            scanner.skipSpaces()
            if scanner.rangeSeparator() {
                scanner.skipSpaces()
                if let high = try scanner.number() {
                    guard high >= low else { return nil }
                    if high > low { range.high = high }
                } else {
                    // "2-inch piece", "2 to taste": not a range after all.
                    scanner.index = afterLow
                }
            } else {
                scanner.index = afterLow
            }
            scanner.skipSpaces()
            return (range, scanner.rest)
        } catch {
            return nil
        }
    }
}
