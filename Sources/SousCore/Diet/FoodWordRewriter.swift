/// Rewrites step text after swaps: each whole-word mention of a swapped food becomes its
/// replacement ("melt the butter" -> "melt the olive oil"), in one pass, longest name first,
/// so a replacement is never rewritten again and a longer food that merely contains the word
/// ("peanut butter" when only butter is swapped) is left alone.
struct FoodWordRewriter {
    private var terms: [(word: [Character], replacement: String?)] = []

    /// `word` becomes `replacement` wherever it stands as a whole word, in either case.
    mutating func replace(_ word: String, with replacement: String) {
        add(word, replacement)
    }

    /// `word` is another food of the recipe: a mention of it is kept whole.
    mutating func keep(_ word: String) {
        add(word, nil)
    }

    private mutating func add(_ word: String, _ replacement: String?) {
        let chars = FoodWordRewriter.folded(word.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        guard !chars.isEmpty, !terms.contains(where: { $0.word == chars }) else { return }
        terms.append((chars, replacement))
        terms.sort { $0.word.count > $1.word.count }
    }

    func rewrite(_ text: String) -> String {
        let original = Array(text)
        let lower = FoodWordRewriter.folded(text)
        guard lower.count == original.count else { return text }
        var result = ""
        var i = 0
        while i < original.count {
            let atWordStart = i == 0 || !FoodWordRewriter.isWordCharacter(lower[i - 1])
            if atWordStart, let term = terms.first(where: { matches($0.word, in: lower, at: i) }) {
                let matched = String(original[i..<(i + term.word.count)])
                if let replacement = term.replacement {
                    let capital = original[i].isUppercase
                    result += capital ? replacement.prefix(1).uppercased() + replacement.dropFirst() : replacement
                } else {
                    result += matched
                }
                i += term.word.count
            } else {
                result.append(original[i])
                i += 1
            }
        }
        return result
    }

    private func matches(_ word: [Character], in text: [Character], at start: Int) -> Bool {
        let end = start + word.count
        guard end <= text.count, Array(text[start..<end]) == word else { return false }
        return end == text.count || !FoodWordRewriter.isWordCharacter(text[end])
    }

    private static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    /// Lower case, character for character, so positions stay those of the original text.
    private static func folded(_ text: String) -> [Character] {
        text.map { c in
            let lower = c.lowercased()
            return lower.count == 1 ? Character(lower) : c
        }
    }

    /// The ways a step may write a food: as given, singular and plural ("egg", "eggs").
    static func forms(of name: String) -> [String] {
        let key = ShoppingName.key(for: name)
        guard !key.isEmpty else { return [] }
        var forms = [name.lowercased(), key, plural(key)]
        forms.removeAll { $0.isEmpty }
        return forms
    }

    static func plural(_ phrase: String) -> String {
        var words = phrase.split(separator: " ").map(String.init)
        guard let last = words.last else { return phrase }
        let plural: String
        if last.hasSuffix("y"), let before = last.dropLast().last, !"aeiou".contains(before) {
            plural = last.dropLast() + "ies"
        } else if ["s", "x", "ch", "sh"].contains(where: last.hasSuffix) || ["potato", "tomato"].contains(last) {
            plural = last + "es"
        } else {
            plural = last + "s"
        }
        words[words.count - 1] = plural
        return words.joined(separator: " ")
    }
}
