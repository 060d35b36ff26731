import Foundation

/// Turns an ingredient name into the key lines are merged on: lower case, no preparation
/// ("finely chopped", "(drained)", ", sliced"), the last word singular. Different foods keep
/// different keys: "red onion" stays apart from "onion".
public enum ShoppingName {
    public static func key(for name: String) -> String {
        var words = name.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(of: name) : words(ofAnyText: name)
        // Whole phrases that happen to start with a preparation word ("chopped tomatoes" is a tin).
        let joined = words.joined(separator: " ")
        if protected.contains(joined) { return singular(joined) }
        while words.count > 1, preparation.contains(words[0]) { words.removeFirst() }
        guard !words.isEmpty else { return "" }
        words[words.count - 1] = singular(words[words.count - 1])
        return words.joined(separator: " ")
    }

    /// The name's words as `key` reads them: lowercased, cut at a comma, without bracketed parts,
    /// parted at white space and hyphens, without punctuation around each.
    static func words(ofAnyText name: String) -> [String] {
        var text = name.lowercased()
        // Preparation after a comma or in brackets never names a different food.
        if let comma = text.firstIndex(of: ",") { text = String(text[..<comma]) }
        while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            text.removeSubrange(open...close)
        }
        // Hyphens part words; punctuation around a word goes (Swift's own character tests, not
        // Foundation's: this runs for every ingredient saved).
        return text.split(whereSeparator: { $0.isWhitespace || $0 == "-" }).compactMap { word -> String? in
            guard let first = word.firstIndex(where: { !$0.isPunctuation }),
                  let last = word.lastIndex(where: { !$0.isPunctuation }) else { return nil }
            return String(word[first...last])
        }
    }

    /// `words(ofAnyText:)` for ASCII text, over its bytes: the same words (Unicode calls the
    /// same ASCII characters white space and punctuation), without looking up each character's
    /// properties, which was most of the time an import spent on keys.
    static func asciiWords(of name: String) -> [String] {
        var bytes = Array(name.utf8)
        for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] += 0x20 }
        if let comma = bytes.firstIndex(of: UInt8(ascii: ",")) { bytes.removeSubrange(comma...) }
        while let open = bytes.firstIndex(of: UInt8(ascii: "(")),
              let close = bytes[open...].firstIndex(of: UInt8(ascii: ")")) {
            bytes.removeSubrange(open...close)
        }
        return bytes.split(whereSeparator: { ($0 >= 0x09 && $0 <= 0x0D) || $0 == 0x20 || $0 == UInt8(ascii: "-") })
            .compactMap { word -> String? in
                guard let first = word.firstIndex(where: { !asciiPunctuation.contains($0) }),
                      let last = word.lastIndex(where: { !asciiPunctuation.contains($0) }) else { return nil }
                return String(decoding: word[first...last], as: UTF8.self)
            }
    }

    /// The ASCII characters Unicode counts as punctuation (`Character.isPunctuation`); the dollar,
    /// plus, less-than, equals, greater-than, caret, backquote, bar and tilde are symbols.
    private static let asciiPunctuation = Set(##"!"#%&'()*,-./:;?@[\]_{}"##.utf8)

    /// The words of a text, lowercased, without punctuation, each made singular: how a step's
    /// text is compared with ingredient keys.
    public static func words(of text: String) -> [String] {
        text.lowercased()
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map { singular(String($0)) }
    }

    /// The name as a cook reads it on the list: preparation stripped, original words kept.
    public static func display(for name: String) -> String {
        var text = name
        if let comma = text.firstIndex(of: ",") { text = String(text[..<comma]) }
        while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            text.removeSubrange(open...close)
        }
        var words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        let lower = words.map { $0.lowercased() }.joined(separator: " ")
        if !protected.contains(lower) {
            while words.count > 1, preparation.contains(words[0].lowercased()) { words.removeFirst() }
        }
        return words.joined(separator: " ")
    }

    static let preparation: Set<String> = [
        "chopped", "finely", "roughly", "coarsely", "thinly", "diced", "minced", "sliced", "grated", "crushed",
        "peeled", "cubed", "shredded", "julienned", "halved", "quartered", "trimmed", "washed", "rinsed",
        "drained", "beaten", "melted", "softened", "sifted", "toasted", "cooked", "large", "small", "medium",
        "big", "whole", "freshly", "fresh", "ripe", "juiced", "zested", "deseeded", "seeded", "pitted",
    ]

    static let protected: Set<String> = [
        "chopped tomatoes", "crushed tomatoes", "chopped tomato", "crushed tomato", "cooked rice",
        "fresh cream", "whole milk", "large egg", "small egg", "medium egg",
    ]

    static let invariant: Set<String> = [
        "hummus", "couscous", "asparagus", "molasses", "swiss", "grass", "lemongrass", "glass", "bass", "asafoetida",
        "floss", "schnapps", "series", "species", "chips", "oats", "greens", "noodles", "haggis", "anise", "mascarpone",
        "cheese", "tortellini", "spaghetti", "gnocchi", "tahini", "rice", "quinoa", "feta", "cress", "watercress",
        "citrus", "octopus", "hibiscus", "cactus", "gas", "peas",
    ]

    static let irregular: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife", "potatoes": "potato",
        "tomatoes": "tomato", "mangoes": "mango", "avocados": "avocado", "chillies": "chilli",
        "chilies": "chili", "anchovies": "anchovy", "cloves": "clove", "olives": "olive", "chives": "chive",
        "endives": "endive", "peas": "pea", "oats": "oat", "noodles": "noodle", "chips": "chip",
        "greens": "green", "mice": "mouse", "geese": "goose", "teeth": "tooth", "radishes": "radish",
        "dates": "date", "pistachios": "pistachio", "courgettes": "courgette",
    ]

    public static func singular(_ word: String) -> String {
        if let base = irregular[word] { return base }
        // Multi-word phrases: only the last word is plural.
        if word.contains(" ") {
            var words = word.split(separator: " ").map(String.init)
            words[words.count - 1] = singular(words[words.count - 1])
            return words.joined(separator: " ")
        }
        if invariant.contains(word) || word.count <= 3 { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("sses") || word.hasSuffix("xes")
            || word.hasSuffix("zes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("oes") { return String(word.dropLast(2)) }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        return word
    }
}
