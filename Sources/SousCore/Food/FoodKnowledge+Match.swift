extension FoodKnowledge {
    /// The food `line` names (an ingredient's name, or a whole line). The head noun decides: the
    /// last food named in the first phrase ("grated peeled carrots" is carrots; "shrimp" is never
    /// a snack unless the line says cracker); equipment only when no food is named.
    public func match(_ line: String, states stateWords: FoodStateWords = .standard) -> FoodMatch {
        let direct = wordMatch(line, states: stateWords)
        // "Knoblauchzehen", "Zimtstange", "ontbijtspek": a German or Dutch compound of names
        // the table knows, when nothing else on the line is known.
        guard direct.kind == .unknown, let split = compoundsSplit(line) else { return direct }
        return wordMatch(split, states: stateWords)
    }

    /// `match` without reading compounds: the line's words as they are.
    func wordMatch(_ line: String, states stateWords: FoodStateWords = .standard) -> FoodMatch {
        let text = IngredientWords(line: line)
        guard !text.words.isEmpty, problem == nil else { return .unknown }
        let found = matcher.matches(text.words.map(matcher.id(of:)), blocked: [Bool](repeating: false, count: text.words.count),
                                    breaks: text.breakBefore)
        let phraseStarts = FoodHead.phraseStarts(text)
        func phrase(of match: FoodMatcher.Match) -> Int { FoodHead.phrase(of: match, phraseStarts) }
        let inPhrase = FoodHead.headPhraseFoods(found, starts: phraseStarts) { !concepts[$0.entry].isNotFood }.map { found[$0] }
        var chosen: FoodMatcher.Match?
        if !inPhrase.isEmpty {
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
        guard var chosen else { return .unknown }
        if let shared = sharedHead(of: chosen, in: text, found: found, phraseStarts: phraseStarts) { chosen = shared }
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

    /// "cherry or grape tomatoes", "chicken or vegetable stock": alternatives that share the
    /// head noun after the last of them. When the chosen food ends its phrase right before "or",
    /// and it followed by the head noun is a food ("cherry tomatoes"), that food is meant.
    private func sharedHead(of chosen: FoodMatcher.Match, in text: IngredientWords, found: [FoodMatcher.Match],
                            phraseStarts: [Int]) -> FoodMatcher.Match? {
        guard chosen.end < text.words.count, text.words[chosen.end] == "or", phraseStarts.contains(chosen.end) else { return nil }
        let next = phraseStarts.first { $0 > chosen.end } ?? text.words.count
        // The alternative is more than one word ("grape tomatoes", not "pepper"), and the last
        // food named in it ends it: its last word is the head.
        guard next - chosen.end >= 3, let other = found.last(where: { $0.start > chosen.end && $0.end <= next }),
              other.end == next else { return nil }
        let words = Array(text.words[chosen.start..<chosen.end]) + [text.words[other.end - 1]]
        let ids = words.map(matcher.id(of:))
        guard let whole = matcher.matches(ids, blocked: [Bool](repeating: false, count: ids.count),
                                          breaks: [Bool](repeating: false, count: ids.count)).first,
              whole.start == 0, whole.end == ids.count, !concepts[whole.entry].isNotFood else { return nil }
        return FoodMatcher.Match(start: chosen.start, end: chosen.end, entry: whole.entry, name: whole.name)
    }
}
