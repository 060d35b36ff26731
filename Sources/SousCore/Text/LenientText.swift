import Foundation

/// Text compared as a cook would compare it: the scorers' lenient comparison, where differences
/// that do not matter in a kitchen (case, punctuation, spacing, "½" against "1/2", composed
/// against decomposed accents) do not count.
public enum LenientText {
    /// The comparison key: Unicode-normalised (NFKC), case-folded, vulgar fractions read as
    /// "1/2", then only letters and digits kept.
    public static func key(_ text: String) -> String {
        var spelled = ""
        for character in text {
            if let fraction = fractions[character] { spelled += " " + fraction + " " } else { spelled.append(character) }
        }
        let folded = spelled.precomposedStringWithCompatibilityMapping.folding(options: [.caseInsensitive], locale: nil)
        var kept = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars where scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
            kept.append(scalar)
        }
        return String(kept)
    }

    public static func equal(_ a: String, _ b: String) -> Bool { key(a) == key(b) }

    /// Two lists equal line by line under the lenient comparison; lines that are empty once
    /// compared (a stray "•") are dropped from both sides first.
    public static func equal(_ a: [String], _ b: [String]) -> Bool {
        a.map(key).filter { !$0.isEmpty } == b.map(key).filter { !$0.isEmpty }
    }

    private static let fractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5",
        "⅙": "1/6", "⅚": "5/6", "⅐": "1/7", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8", "⅑": "1/9", "⅒": "1/10",
    ]
}
