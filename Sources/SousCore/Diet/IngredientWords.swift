import Foundation

/// An ingredient line as the allergen detector reads it: lower-case words without diacritics
/// ("Crème fraîche" is "creme", "fraiche"), apostrophes dropped ("goats' cheese" is "goats",
/// "cheese"), "%" the word "percent", every other non-letter a word break. Punctuation that separates alternatives or
/// notes (, ; : ( ) / & + and the like) is remembered, so a "gluten-free" qualifier does not
/// reach past it.
struct IngredientWords {
    var words: [String] = []
    /// `breakBefore[i]` is true when punctuation that separates phrases comes before word i.
    var breakBefore: [Bool] = []
    /// `hyphenBefore[i]` is true when word i is joined to the one before by a hyphen ("bone-in",
    /// "skin-on"): one compound word, whose parts end no phrase.
    var hyphenBefore: [Bool] = []

    init(line: String) {
        var current = String.UnicodeScalarView()
        var pendingBreak = false
        var pendingHyphen = false
        func finish() {
            guard !current.isEmpty else { return }
            words.append(String(current))
            breakBefore.append(pendingBreak)
            hyphenBefore.append(pendingHyphen)
            current = String.UnicodeScalarView()
            pendingBreak = false
            pendingHyphen = false
        }
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: current.append(Unicode.Scalar(scalar.value + 0x20) ?? scalar)
            case 0x61...0x7A, 0x30...0x39: current.append(scalar)
            case 0x27, 0x60, 0x2018, 0x2019, 0x2BC: continue // apostrophes join: "goats'", "bird's"
            case 0x25: // "100%" is "100 percent": a word the "made wholly of" rule reads
                finish()
                current.append(contentsOf: "percent".unicodeScalars)
                finish()
            default:
                if scalar.value >= 0x80 && scalar.properties.generalCategory == .nonspacingMark {
                    continue // a combining accent: "e\u{301}" is "e"
                } else if scalar.value >= 0x80 && scalar.properties.isAlphabetic {
                    current.append(contentsOf: Self.folded(scalar))
                } else {
                    let endsWord = !current.isEmpty
                    finish()
                    pendingHyphen = scalar == "-" && endsWord
                    if Self.separators.contains(scalar) { pendingBreak = true }
                }
            }
        }
        finish()
    }

    /// A letter without its accent, in lower case, by width: "É" is "e", "ß" is "ss", and the
    /// joined letters as people type them without the ligature: "œufs" is "oeufs", "æble" "aeble".
    private static func folded(_ scalar: Unicode.Scalar) -> String.UnicodeScalarView {
        let letter = String(Character(scalar)).folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        return (ligatures[letter] ?? letter).unicodeScalars
    }

    private static let ligatures: [String: String] = ["œ": "oe", "æ": "ae"]

    private static let separators: Set<Unicode.Scalar> = [",", ";", ":", "(", ")", "[", "]", "/", "&", "+", "=", ".", "!", "?", "*", "\u{2013}", "\u{2014}"]
}
