/// The words on either side of one duration in a step, and what they make of it: a timer's role,
/// or nil for a relative time that is no timer at all ("2 minutes less than the packet says").
struct DurationContext {
    /// The words of the duration's clause before it, lowercased, nearest last.
    let before: [String]
    /// The words after it up to the next punctuation, lowercased.
    let after: [String]
    let vocabulary: TimerWords
    let isVerb: (String) -> Bool
    /// The timer's name, usually the verb of its clause.
    let label: String

    init(before prefix: String, after suffix: String, label: String, words: TimerWords, isVerb: @escaping (String) -> Bool) {
        let clauseStart = prefix.lastIndex(where: { ",;:.!?()\n".contains($0) }).map { prefix.index(after: $0) } ?? prefix.startIndex
        self.before = Self.words(prefix[clauseStart...])
        let clauseEnd = suffix.firstIndex(where: { ",;:.!?()\n".contains($0) }) ?? suffix.endIndex
        self.after = Self.words(suffix[..<clauseEnd])
        self.vocabulary = words
        self.isVerb = isVerb
        self.label = label
    }

    var role: DetectedTimer.Role? {
        if vocabulary.comparatives.contains(where: { starts(after, with: $0) }) { return nil }
        let leading = withoutHedges
        if vocabulary.relatives.contains(where: { starts(after, with: $0) }) && !isLength(leading)
            && !vocabulary.waiting.contains(label.lowercased()) { return nil }
        if vocabulary.rhythms.contains(where: { ends(leading, with: $0) || ends(before, with: $0) }) { return .rhythm }
        if vocabulary.leadIns.contains(where: { ends(leading, with: $0) }) { return .leadIn }
        return .length
    }

    /// The words before, without the hedges just before the duration ("for about" is "for").
    private var withoutHedges: [String] {
        var words = before
        while let hedge = vocabulary.hedges.first(where: { ends(words, with: $0) }) {
            words.removeLast(hedge.split(separator: " ").count)
        }
        return words
    }

    /// Given as a length: after "for", "at least"..., or straight after a cooking verb that is no noun
    /// ("rest 10 minutes", but not "the heat 10 minutes after it boils").
    private func isLength(_ leading: [String]) -> Bool {
        if vocabulary.lengths.contains(where: { ends(leading, with: $0) }) { return true }
        guard let last = leading.last, isVerb(last) else { return false }
        return !(leading.dropLast().last.map { vocabulary.determiners.contains($0) } ?? false)
    }

    private func starts(_ words: [String], with phrase: String) -> Bool {
        let parts = phrase.split(separator: " ").map(String.init)
        return words.count >= parts.count && Array(words.prefix(parts.count)) == parts
    }

    private func ends(_ words: [String], with phrase: String) -> Bool {
        let parts = phrase.split(separator: " ").map(String.init)
        return words.count >= parts.count && Array(words.suffix(parts.count)) == parts
    }

    private static func words(_ text: Substring) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init)
    }
}
