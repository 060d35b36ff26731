import Foundation

/// Judges the amount at the start of something a person typed (a pantry line, a number of
/// servings, a scale factor): what a computer reads as a number but no kitchen measures
/// ("1e308", "nan", "inf", "0x1p3"), what is not above zero and what is absurdly large are
/// refused with a reason. Recipe text from outside goes through `QuantityParser` alone, which
/// leaves what it cannot read in the name; typed input gets this stricter look first, so
/// "nan g flour" is never stocked as a food.
public enum TypedAmount {
    /// The largest amount anyone types: the same bound `QuantityParser` holds recipes to.
    public static let maximum = 1_000_000

    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// Computer notation for a number, or no number at all: scientific, hexadecimal, nan, inf.
        case notANumber(String)
        case notPositive
        case tooLarge

        public var description: String {
            switch self {
            case .notANumber(let word):
                "\u{201C}\(word)\u{201D} is not an amount; write amounts as 500, 1.5 or 1 1/2."
            case .notPositive:
                "an amount must be more than zero."
            case .tooLarge:
                "an amount must be at most \(CountText.grouped(maximum))."
            }
        }
    }

    /// Words that parse as floating-point numbers in programming languages but measure nothing.
    private static let nonFiniteWords: Set<String> = ["nan", "inf", "infinity", "snan"]

    /// Why the first word of `text` is not a kitchen amount, or nil when it is one or is no
    /// number at all (a food's name: "milk", "infant formula").
    public static func refusal(leading text: String) -> Refusal? {
        let trimmed = text.drop(while: \.isWhitespace)
        let word = String(trimmed.prefix(while: { !$0.isWhitespace }))
        guard !word.isEmpty else { return nil }
        let unsigned = word.drop(while: { "+-\u{2212}".contains($0) })
        let signed = unsigned.count < word.count
        if nonFiniteWords.contains(unsigned.lowercased()) { return .notANumber(word) }
        guard let first = unsigned.first, first.isNumber || (first == "." && unsigned.dropFirst().first?.isNumber == true) else {
            return nil
        }
        if signed && word.first != "+" { return .notPositive }
        if isHexadecimal(unsigned) || isScientific(unsigned) {
            return .notANumber(String(word.prefix(word.count - unsigned.count)) + leadingNotation(unsigned))
        }
        let digits = unsigned.prefix(while: { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") })
        let plain = digits.replacingOccurrences(of: ",", with: "")
        if let value = Double(plain) {
            if value > Double(maximum) { return .tooLarge }
            // "0 g rice", "0.0 l": a fraction ("0 1/2") is read by the parser, not here.
            if value == 0, trimmed.dropFirst(word.count).drop(while: \.isWhitespace).first?.isNumber != true {
                return .notPositive
            }
        }
        return nil
    }

    /// "0x10", "0x1p3", "0X1.8P1".
    private static func isHexadecimal(_ word: Substring) -> Bool {
        let lower = word.lowercased()
        return lower.hasPrefix("0x") && lower.dropFirst(2).first?.isHexDigit == true
    }

    /// "1e308", "2.5E-3": digits, an optional fraction, an e and an exponent.
    private static let scientific = #"^[0-9]*\.?[0-9]+[eE][+-]?[0-9]+"#

    private static func isScientific(_ word: Substring) -> Bool {
        word.range(of: scientific, options: .regularExpression) != nil
    }

    /// The notation as written, without what follows it ("1e308" of "1e308g").
    private static func leadingNotation(_ word: Substring) -> String {
        let lower = word.lowercased()
        if lower.hasPrefix("0x") {
            return String(word.prefix(2 + word.dropFirst(2).prefix(while: { $0.isHexDigit || $0 == "." || "pP+-".contains($0) }).count))
        }
        guard let range = word.range(of: scientific, options: .regularExpression) else { return String(word) }
        return String(word[range])
    }
}
