/// Where a line's head noun is among the foods found in it: phrases end at a separator or a
/// joining word ("salt and pepper", "tomatoes in juice"; not one inside a hyphenated word such as
/// "bone-in"), and the head is the last food of the
/// first phrase that names one ("175 ml/6 fl oz full fat plain yoghurt" is yoghurt). Shared by
/// `FoodKnowledge.match` and the allergen detector.
enum FoodHead {
    static let phraseEnds: Set<String> = ["and", "or", "with", "in", "for", "plus", "to", "from", "into", "on", "at", "about", "such", "if"]

    /// The index of the first word of each phrase.
    static func phraseStarts(_ text: IngredientWords) -> [Int] {
        var starts = [0]
        for index in text.words.indices.dropFirst()
        where text.breakBefore[index] || (phraseEnds.contains(text.words[index]) && !text.hyphenBefore[index]) {
            starts.append(index)
        }
        return starts
    }

    /// The phrase a match starts in.
    static func phrase(of match: FoodMatcher.Match, _ starts: [Int]) -> Int {
        starts.lastIndex { $0 <= match.start } ?? 0
    }

    /// The indexes (into `matches`) of the foods of the head phrase, in order; the head is the last.
    static func headPhraseFoods(_ matches: [FoodMatcher.Match], starts: [Int], isFood: (FoodMatcher.Match) -> Bool) -> [Int] {
        guard let first = matches.firstIndex(where: isFood) else { return [] }
        let phrase = phrase(of: matches[first], starts)
        return matches.indices.filter { isFood(matches[$0]) && Self.phrase(of: matches[$0], starts) == phrase }
    }
}
