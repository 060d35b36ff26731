/// Rewrites step text after swaps: each whole-word mention of a swapped food becomes its
/// replacement ("melt the butter" -> "melt the olive oil"), in one pass, longest name first,
/// so a replacement is never rewritten again and a longer food that merely contains the word
/// ("peanut butter" when only butter is swapped) is left alone. A food word used as a verb
/// ("Butter the tray", "oil it") names a job, not the food, and is kept.
struct FoodWordRewriter {
    private struct Term {
        var word: [Character]
        var replacement: String?
        /// What the first mention in a step becomes, when the swap brings more than one food
        /// ("soy milk and lemon juice"); later mentions read `replacement`.
        var firstMention: String?
        /// Which swap the term belongs to: the first mention is counted per swap, not per word.
        var swap: Int
    }

    private var terms: [Term] = []

    /// `word` becomes `replacement` wherever it stands as a whole word, in either case; the first
    /// mention in a text of any word of swap number `swap` becomes `firstMention` instead.
    mutating func replace(_ word: String, with replacement: String, firstMention: String? = nil, swap: Int = 0) {
        add(Term(word: [], replacement: replacement, firstMention: firstMention, swap: swap), word)
    }

    /// `word` is another food of the recipe: a mention of it is kept whole.
    mutating func keep(_ word: String) {
        add(Term(word: [], replacement: nil, firstMention: nil, swap: -1), word)
    }

    private mutating func add(_ term: Term, _ word: String) {
        let chars = FoodWordRewriter.folded(word.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        guard !chars.isEmpty, !terms.contains(where: { $0.word == chars }) else { return }
        var term = term
        term.word = chars
        terms.append(term)
        terms.sort { $0.word.count > $1.word.count }
    }

    /// Recipe verbs are imperatives: a food word is one when it opens a clause (or follows one of
    /// `verbLeadWords`) and one of `objectWords` comes next ("Butter the tray", "and oil it");
    /// "add the butter a little at a time" is still the food.
    static let objectWords: Set<String> = [
        "the", "a", "an", "it", "them", "your", "each", "both", "all", "some", "this", "that", "these", "those",
    ]
    static let verbLeadWords: Set<String> = ["and", "then", "or", "lightly", "generously", "liberally", "well", "thinly"]

    func rewrite(_ text: String) -> String {
        let original = Array(text)
        let lower = FoodWordRewriter.folded(text)
        guard lower.count == original.count else { return text }
        var result = ""
        var mentioned = Set<Int>()
        var i = 0
        while i < original.count {
            let atWordStart = i == 0 || !FoodWordRewriter.isWordCharacter(lower[i - 1])
            if atWordStart, let term = terms.first(where: { matches($0.word, in: lower, at: i) }) {
                let matched = String(original[i..<(i + term.word.count)])
                let end = i + term.word.count
                if var replacement = term.replacement,
                   !(Self.opensClause(before: lower[..<i]) && Self.isVerb(followedBy: lower[end...])) {
                    if let first = term.firstMention, mentioned.insert(term.swap).inserted { replacement = first }
                    let capital = original[i].isUppercase
                    result += capital ? replacement.prefix(1).uppercased() + replacement.dropFirst() : replacement
                } else {
                    result += matched
                }
                i = end
            } else {
                result.append(original[i])
                i += 1
            }
        }
        return result
    }

    /// True when the next word is one a verb takes ("the", "it").
    private static func isVerb(followedBy rest: ArraySlice<Character>) -> Bool {
        guard rest.first == " " else { return false }
        return objectWords.contains(String(rest.dropFirst().prefix { isWordCharacter($0) }))
    }

    /// True at the start of the text or of a clause, or after a word that leads a verb ("and").
    private static func opensClause(before text: ArraySlice<Character>) -> Bool {
        let trimmed = text.reversed().drop { $0 == " " }
        guard let last = trimmed.first else { return true }
        if ".;:!?,(".contains(last) { return true }
        let word = String(trimmed.prefix { isWordCharacter($0) }.reversed())
        return verbLeadWords.contains(word)
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
