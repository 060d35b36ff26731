import Foundation

/// An amount inside Cooklang braces as the specification reads it: a number (`2`, `1.5`,
/// `1/2` which is 0.5) or, for anything else (`few`, `01/2`, `7 k`), the text itself.
public enum CooklangQuantity: Hashable, Sendable {
    case number(Double)
    case text(String)

    /// Reads trimmed brace content; returns nil for empty content.
    public init?(parsing raw: String) {
        let text = raw.cooklangTrimmed()
        guard !text.isEmpty else { return nil }
        if let value = CooklangQuantity.decimal(text) {
            self = .number(value)
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2 {
            let top = parts[0].cooklangTrimmed()
            let bottom = parts[1].cooklangTrimmed()
            // The suite keeps "01/2" as text: a leading zero means it is not meant as a fraction.
            if top.allSatisfy(\.isCooklangDigit), bottom.allSatisfy(\.isCooklangDigit), !top.isEmpty, !bottom.isEmpty,
               !(top.hasPrefix("0") && top.count > 1),
               let n = Double(top), let d = Double(bottom), d != 0 {
                self = .number(n / d)
                return
            }
        }
        self = .text(text)
    }

    private static func decimal(_ text: String) -> Double? {
        var seenDot = false
        for (offset, character) in text.enumerated() {
            if character == "." {
                if seenDot || offset == 0 || offset == text.count - 1 { return nil }
                seenDot = true
            } else if !character.isCooklangDigit {
                return nil
            }
        }
        return Double(text)
    }
}

extension Character {
    var isCooklangDigit: Bool { isASCII && isNumber }
}
