extension FoodKnowledge {
    /// Words that end a food's phrase: what follows is another food or a note ("salt and
    /// pepper", "tomatoes in juice", "chicken with skin").
    private static let phraseEnds: Set<String> = ["and", "or", "with", "in", "for", "plus", "to", "from", "into", "on", "at", "about", "such", "if"]

    /// The food `line` names (an ingredient's name, or a whole line). The head noun decides: the
    /// last food named in the first phrase ("grated peeled carrots" is carrots; "shrimp" is never
    /// a snack unless the line says cracker); equipment only when no food is named.
    public func match(_ line: String, states stateWords: FoodStateWords = .standard) -> FoodMatch {
        let text = IngredientWords(line: line)
        guard !text.words.isEmpty, problem == nil else { return .unknown }
        let found = matcher.matches(text.words.map(matcher.id(of:)), blocked: [Bool](repeating: false, count: text.words.count),
                                    breaks: text.breakBefore)
        let foods = found.filter { !concepts[$0.entry].isNotFood }
        // Phrases end at a separator or a joining word; the first phrase naming a food holds the
        // head noun, its last food ("175 ml/6 fl oz full fat plain yoghurt" is yoghurt).
        var phraseStarts = [0]
        for index in text.words.indices.dropFirst() where text.breakBefore[index] || Self.phraseEnds.contains(text.words[index]) {
            phraseStarts.append(index)
        }
        func phrase(of match: FoodMatcher.Match) -> Int { phraseStarts.lastIndex { $0 <= match.start } ?? 0 }
        var chosen: FoodMatcher.Match?
        if let first = foods.first {
            let headPhrase = phrase(of: first)
            let inPhrase = foods.filter { phrase(of: $0) == headPhrase }
            chosen = inPhrase.last
            // "cheddar cheese", "basmati rice": a food just before the head noun that is a kind of
            // it is the more exact name.
            if inPhrase.count >= 2, let last = chosen {
                let before = inPhrase[inPhrase.count - 2]
                if before.end == last.start, isA(before.entry, last.entry) { chosen = before }
            }
        } else {
            chosen = found.first
        }
        guard let chosen else { return .unknown }
        let phraseIndex = phrase(of: chosen)
        let end = phraseIndex + 1 < phraseStarts.count ? phraseStarts[phraseIndex + 1] : text.words.count
        var states: [String] = [], preparation: [String] = []
        // State words inside the food's own name count too ("dried thyme" is thyme, dried).
        for word in text.words[chosen.start..<chosen.end] {
            if let state = stateWords.states[word], let state { states.append(state) }
        }
        var leftOver = 0
        for index in phraseStarts[phraseIndex]..<max(end, chosen.end) where !(chosen.start..<chosen.end).contains(index) {
            let word = text.words[index]
            if let state = stateWords.states[word] {
                if let state { states.append(state) } else { preparation.append(word) }
            } else if !word.contains(where: \.isNumber), !stateWords.portions.contains(word) {
                leftOver += 1
            }
        }
        let matched = chosen.end - chosen.start
        return FoodMatch(kind: concepts[chosen.entry].isNotFood ? .notFood : .food, concept: chosen.entry,
                         confidence: Double(matched) / Double(matched + leftOver),
                         words: Array(text.words[chosen.start..<chosen.end]), states: states, preparation: preparation)
    }
}
