import Foundation
import SousCore

/// Reads and writes the amount inside Cooklang braces as exact fractions. Kept private to
/// the Cooklang format on purpose: brace content is a small, regular language, so it does
/// not need the general ingredient-line quantity parser.
enum CooklangAmount {
    struct Parsed: Equatable {
        var low: Rational?
        var high: Rational?
        /// Non-numeric amounts such as "some" or "a handful", kept as written.
        var word: String?
    }

    static func parse(_ raw: String) -> Parsed {
        let text = raw.cooklangTrimmed()
        if text.isEmpty { return Parsed() }
        if let value = number(text) { return Parsed(low: value) }
        for separator in ["-", "–", "—", " to "] {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2, let low = number(parts[0]), let high = number(parts[1]) {
                return Parsed(low: low, high: high)
            }
        }
        return Parsed(word: text)
    }

    private static let vulgarFractions: [Character: Rational] = [
        "½": Rational(1, 2), "⅓": Rational(1, 3), "⅔": Rational(2, 3), "¼": Rational(1, 4),
        "¾": Rational(3, 4), "⅕": Rational(1, 5), "⅖": Rational(2, 5), "⅗": Rational(3, 5),
        "⅘": Rational(4, 5), "⅙": Rational(1, 6), "⅚": Rational(5, 6), "⅛": Rational(1, 8),
        "⅜": Rational(3, 8), "⅝": Rational(5, 8), "⅞": Rational(7, 8),
    ]

    /// "2", "0.5", "1,5", "1/2", "1 / 2", "1 1/2", "½", "1½", "1 ½".
    static func number(_ raw: String) -> Rational? {
        let text = raw.cooklangTrimmed()
        guard !text.isEmpty else { return nil }
        if let last = text.last, let fraction = vulgarFractions[last] {
            let whole = text.dropLast().cooklangTrimmed()
            if whole.isEmpty { return fraction }
            guard let integer = integer(whole) else { return nil }
            return Rational(integer) + fraction
        }
        if let slash = text.firstIndex(of: "/") {
            let top = text[..<slash].cooklangTrimmed()
            guard let bottom = integer(text[text.index(after: slash)...].cooklangTrimmed()),
                  bottom != 0 else { return nil }
            let words = top.split(separator: " ")
            // The Cooklang spec's canonical tests keep "01/2" as text: a numerator with a leading
            // zero is not written as a fraction (CooklangQuantity says the same).
            if let numerator = words.last, numerator.count > 1, numerator.hasPrefix("0") { return nil }
            if words.count == 2, let whole = integer(String(words[0])), let numerator = integer(String(words[1])) {
                return Rational(whole) + Rational(numerator, bottom)
            }
            guard words.count == 1, let numerator = integer(top) else { return nil }
            return Rational(numerator, bottom)
        }
        return decimal(text)
    }

    private static func integer(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy(\.isCooklangDigit) else { return nil }
        return Int(text)
    }

    /// "2", "0.5", "1,5", ".5": up to 9 digits before the point and 1 to 6 after it. Read as
    /// bytes: every amount of a large import passes here.
    private static func decimal(_ text: String) -> Rational? {
        var whole = 0, wholeDigits = 0
        var fraction = 0, fractionDigits = 0, scale = 1
        var afterPoint = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if afterPoint {
                    fraction = fraction * 10 + digit
                    fractionDigits += 1
                    scale *= 10
                    if fractionDigits > 6 { return nil }
                } else {
                    whole = whole * 10 + digit
                    wholeDigits += 1
                    if wholeDigits > 9 { return nil }
                }
            case UInt8(ascii: "."), UInt8(ascii: ","):
                if afterPoint { return nil }
                afterPoint = true
            default:
                return nil
            }
        }
        if afterPoint { return fractionDigits == 0 ? nil : Rational(whole) + Rational(fraction, scale) }
        return wholeDigits == 0 ? nil : Rational(whole)
    }

    /// For people: "2", "1/2", "1 1/2".
    static func display(_ value: Rational) -> String {
        if value.isInteger { return String(value.numerator) }
        let whole = value.numerator / value.denominator
        let rest = Rational(value.numerator - whole * value.denominator, value.denominator)
        if whole == 0 { return "\(rest.numerator)/\(rest.denominator)" }
        return "\(whole) \(rest.numerator)/\(rest.denominator)"
    }

    /// For Cooklang braces, where other tools read "1/2" and "1.5" as numbers but not "1 1/2":
    /// a proper fraction as a fraction, otherwise a short exact decimal, else an improper fraction.
    static func cooklang(_ value: Rational) -> String {
        if value.isInteger { return String(value.numerator) }
        if abs(value.numerator) < value.denominator { return "\(value.numerator)/\(value.denominator)" }
        for places in 1...3 {
            var scale = 1
            for _ in 0..<places { scale *= 10 }
            let scaled = value * Rational(scale)
            if scaled.isInteger {
                let digits = String(abs(scaled.numerator))
                let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
                let sign = scaled.numerator < 0 ? "-" : ""
                return sign + padded.dropLast(places) + "." + padded.suffix(places)
            }
        }
        return "\(value.numerator)/\(value.denominator)"
    }

    static func display(low: Rational?, high: Rational?, word: String?) -> String? {
        guard let low else { return word }
        if let high { return "\(display(low))-\(display(high))" }
        return display(low)
    }

    /// The readable line of an ingredient, built only from its parts so that reading a
    /// recipe the writer produced gives the same text again.
    static func ingredientText(amount: String?, unit: String?, name: String, note: String?) -> String {
        let parts = [amount, unit, name].compactMap { $0 }.filter { !$0.isEmpty }
        let line = parts.joined(separator: " ")
        if let note, !note.isEmpty { return "\(line), \(note)" }
        return line
    }
}
