/// Makes a counted food agree with its amount when a line is rebuilt around a new amount:
/// "1 1/2 onions", "1 onion", "2 bay leaves". Only a plain name is changed (letters, spaces and
/// hyphens; its last word the noun): anything with brackets, digits or "of" in it, and foods
/// that are not counted ("rice", "greens"), stay as written, since a wrong guess reads worse than
/// a missing "s".
public enum CountNoun {
    /// `name` as it reads after `amount` of it with no unit (the larger end of a range).
    public static func agreeing(_ name: String, with amount: Rational) -> String {
        var words = name.split(separator: " ").map(String.init)
        guard let last = words.last, words.allSatisfy(isPlainWord), !words.contains("of"),
              last == last.lowercased(), !ShoppingName.invariant.contains(last) else { return name }
        let singular = ShoppingName.singular(last)
        guard !ShoppingName.invariant.contains(singular) else { return name }
        words[words.count - 1] = amount > .one ? plural(of: singular) : singular
        return words.joined(separator: " ")
    }

    /// The plural of a singular noun: the irregular ones the shopping list knows, then English's rules.
    static func plural(of word: String) -> String {
        if let irregular = irregularPlurals[word] { return irregular }
        if ["s", "x", "z", "ch", "sh"].contains(where: word.hasSuffix) { return word + "es" }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
        return word + "s"
    }

    private static let irregularPlurals: [String: String] = {
        var plurals: [String: String] = [:]
        for (plural, singular) in ShoppingName.irregular {
            plurals[singular] = plural
        }
        return plurals
    }()

    private static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isLetter || $0 == "-" }
    }
}
