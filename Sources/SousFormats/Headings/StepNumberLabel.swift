import Foundation

/// A step's number said on its own ("Step 1", "Schritt 2", "Passo 3", "4."): a label a page
/// shows over its step, not a title and not a step. Any language: one word (or none) then the
/// number, at most a dot, colon or bracket after it.
public enum StepNumberLabel {
    public static func matches(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 16 else { return false }
        var rest = Substring(trimmed)
        if let last = rest.last, last == "." || last == ":" || last == ")" { rest = rest.dropLast() }
        let digits = rest.reversed().prefix(while: \.isASCIIDigit)
        guard (1...3).contains(digits.count) else { return false }
        let word = rest.dropLast(digits.count).trimmingCharacters(in: .whitespaces)
        return word.count <= 12 && word.allSatisfy(\.isLetter)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
