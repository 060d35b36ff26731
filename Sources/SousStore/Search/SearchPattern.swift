import Foundation

/// The FTS5 MATCH expression for what the cook typed: every word becomes a quoted prefix term
/// (`"chick"*`) and all of them must match.
///
/// Words are cut on anything that is not a letter or a digit, the same way the `unicode61`
/// tokenizer cuts documents, so FTS5 syntax such as `"`, `(`, `*`, `-` or `NEAR` can never
/// reach the query parser as syntax and no input makes a search throw.
struct SearchPattern: Hashable, Sendable {
    /// More words than this add nothing for a person typing, and bound the cost of a query.
    static let maximumWords = 12

    let words: [String]

    init(_ text: String) {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        // NFC first, so a decomposed "e" + U+0301 is the single letter the tokenizer folds to "e".
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                current.append(scalar)
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // Diacritics left after NFC: the tokenizer removes them, so drop rather than split.
                continue
            default:
                // Private-use characters included: they mark the filter tokens (`SearchDocument`).
                if !current.isEmpty { words.append(String(current)); current = String.UnicodeScalarView() }
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        self.words = Array(words.prefix(Self.maximumWords))
    }

    var isEmpty: Bool { words.isEmpty }

    /// `"word"* AND "other"*`, or nil when nothing searchable was typed (which means: everything).
    var matchExpression: String? {
        guard !words.isEmpty else { return nil }
        return words
            .map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
            .joined(separator: " AND ")
    }
}
