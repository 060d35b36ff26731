import SousCore

/// Turns what was said in a video into steps, in the order they were said, each starting with
/// the time it was said ("[0:42] Add the garlic and fry for a minute"): the sentences that give
/// an instruction (a cooking verb among their first words), without the talk around them ("so
/// now we're going to"). Ingredients mentioned with an amount may be picked out too, marked as
/// guesses.
enum SpokenStepReader {
    static func steps(from sentences: [SpokenTranscript.Segment]) -> [Step] {
        var steps: [Step] = []
        var lastText = ""
        for sentence in sentences {
            // One past the limit is enough for the importer to refuse with a sentence.
            if steps.count > ImportLimits.maximumSteps { break }
            let words = sentence.text.split(separator: " ")
            // A long run of unpunctuated talk may reach its cooking verb late ("then two cups of beef
            // broth ... roast goes back in lid on into the oven"): kept, less sure, rather than lost.
            let early = CookingVerbs.appears(in: words, within: 10)
            guard words.count >= 3, early || words.count >= 20 && CookingVerbs.appears(in: words, within: words.count) else { continue }
            let text = instruction(words)
            guard text.count >= 8, text.lowercased() != lastText else { continue }
            lastText = text.lowercased()
            let confidence = CookingVerbs.opensInstruction(words) ? 0.6 : early ? 0.45 : 0.35
            steps.append(Step(text: "[\(timestamp(sentence.start))] " + CaptionReader.capitalised(text),
                              provenance: Provenance(source: .subtitles, confidence: confidence)))
        }
        return steps
    }

    /// The ingredients said with an amount ("two tablespoons of gochujang"), once each.
    static func ingredients(from sentences: [SpokenTranscript.Segment]) -> [Ingredient] {
        var seen = Set<String>()
        var found: [Ingredient] = []
        var previous: (text: String, phrases: [String]) = ("", [])
        for sentence in sentences where found.count <= ImportLimits.maximumIngredients {
            let text = halfAfterUnit(sentence.text)
            let own = ProseIngredientFinder.phrases(in: text, earlier: previous.text)
            let phrases = carriedPhrases(from: previous, into: text, own: own) + own
            previous = (text, own)
            for phrase in phrases {
                guard var ingredient = CaptionIngredientReader.ingredient(from: phrase, section: nil, origin: .speech),
                      !isDrinkOnTheSide(ingredient, phrase: phrase, in: text), seen.insert(ingredient.name.lowercased()).inserted
                else { continue }
                // "three tablespoons of rice wine, three of soy sauce": the unit said once goes on.
                let words = phrase.split(separator: " ").prefix(2).map { BareWord.of($0) }
                if ingredient.unit == nil, ingredient.quantity != nil, let unit = found.last?.unit, words.count == 2, words[1] == "of",
                   ProseIngredientFinder.numberWords.contains(words[0]) || words[0].allSatisfy(\.isNumber) {
                    ingredient.unit = unit
                }
                found.append(ingredient)
            }
        }
        return found
    }

    /// "Go and have a cup of tea", "lovely with a glass of red": a drink poured for the cook or the
    /// table, told by the words just before it ("deglaze with a cup of red wine" cooks with it).
    static func isDrinkOnTheSide(_ ingredient: Ingredient, phrase: String, in text: String) -> Bool {
        guard let unit = ingredient.unit, ["cup", "glass", "mug", "pint"].contains(unit) else { return false }
        let head = ingredient.name.lowercased().split(separator: " ").last.map(String.init) ?? ""
        guard ["tea", "coffee", "wine", "red", "white", "beer", "cider", "champagne", "prosecco"].contains(head),
              let found = text.range(of: phrase) else { return false }
        let before = text[..<found.lowerBound].split(separator: " ").suffix(4).map { BareWord.of($0) }
        if before.contains(where: { CookingVerbs.forms.contains($0) && !ProseIngredientFinder.servingWords.contains($0) }) { return false }
        return before.contains { ["have", "enjoy", "grab", "drink", "sip", "yourself", "lovely", "with"].contains($0) || ProseIngredientFinder.servingWords.contains($0) }
    }

    /// Read with the sentence before, a sentence may give a phrase neither gives alone: a food said
    /// at the end of one sentence and its amount in the next ("...red palm oil. I use two
    /// tablespoons"), or an amount that unpunctuated speech was cut inside ("...of ketchup a |
    /// quarter cup of brown sugar"). Not a phrase running on past a sentence's end or a turn of the
    /// talk to a food of the next sentence ("16 squares. They", "a handful of clams now the tofu").
    static func carriedPhrases(from previous: (text: String, phrases: [String]), into text: String, own: [String]) -> [String] {
        guard !previous.text.isEmpty, mayCarry(previous.text, into: text) else { return [] }
        let known = Set(own).union(previous.phrases)
        // Only the first sentence's last words can join the next (a food named, an amount begun).
        let tail = previous.text.split(separator: " ").suffix(10)
        let earlierWords = Set(tail.map { BareWord.of($0) })
        return ProseIngredientFinder.phrases(in: tail.joined(separator: " ") + " " + text).filter { phrase in
            guard !known.contains(phrase) else { return false }
            if earlierWords.contains(ProseIngredientFinder.headWord(of: phrase)) { return true }
            let words = phrase.split(separator: " ")
            return !words.dropLast().contains { word in word.last.map { ".!?".contains($0) } == true }
                && !words.contains { SpokenTranscript.turns.contains(BareWord.of($0)) }
        }
    }

    /// Whether reading two sentences together can find anything new: an amount starts in the last
    /// words of the first ("...of ketchup a") or is said in the first words of the second ("I use
    /// two tablespoons"). Most sentences have neither, and are not read twice.
    static func mayCarry(_ previous: String, into text: String) -> Bool {
        let isNumber = { (word: String) in
            word.first?.isNumber == true || ProseIngredientFinder.numberWords.contains(word) || ProseIngredientFinder.partWords.contains(word)
        }
        let tail = previous.split(separator: " ").suffix(3).map { BareWord.of($0) }
        if tail.contains(where: { isNumber($0) || $0 == "a" || $0 == "an" }) { return true }
        // "Now the ice. A good handful.": a measure with its article opens the sentence.
        let opening = text.split(separator: " ").prefix(8).map { BareWord.of($0) }
        return opening.contains(where: isNumber) || opening.prefix(1).contains { $0 == "a" || $0 == "an" }
    }

    /// "a teaspoon and a half of salt" as "one and a half teaspoon of salt", "two cups and a half"
    /// as "two and a half cups": the half said after the unit moved to the number before it.
    static func halfAfterUnit(_ text: String) -> String {
        guard text.contains(" and a half") else { return text }
        var words = text.split(separator: " ").map(String.init)
        var index = 0
        while index + 4 < words.count {
            let (amount, unit) = (BareWord.of(Substring(words[index])), BareWord.of(Substring(words[index + 1])))
            let isAmount = amount == "a" || amount == "an" || ProseIngredientFinder.numberWords.contains(amount) || Int(amount) != nil
            if isAmount, IngredientLineParser.unitIDs[unit] != nil,
               words[index + 2] == "and", words[index + 3] == "a", BareWord.of(Substring(words[index + 4])) == "half" {
                let number = amount == "a" || amount == "an" ? "one" : words[index]
                // Punctuation after "half" ("half,") stays at the end of the phrase.
                let trailing = words[index + 4].lowercased().hasPrefix("half") ? words[index + 4].dropFirst(4) : ""
                words.replaceSubrange(index...(index + 4), with: [number, "and", "a", "half", words[index + 1] + trailing])
                index += 5
            } else {
                index += 1
            }
        }
        return words.joined(separator: " ")
    }

    /// The sentence from its first word of substance: "so now we're going to add the garlic" is
    /// "add the garlic".
    static func instruction(_ words: [Substring]) -> String {
        var start = 0
        while start < words.count - 2, fillers.contains(BareWord.of(words[start])) { start += 1 }
        return words[start...].joined(separator: " ")
    }

    static let fillers: Set<String> = [
        "so", "now", "and", "then", "um", "uh", "okay", "ok", "alright", "right", "well", "next", "guys", "we're", "were",
        "i'm", "im", "gonna", "going", "to", "just", "you", "want", "wanna", "go", "ahead", "let's", "lets", "basically",
        "like", "we", "i", "will", "i'll", "we'll", "you'll", "need", "can", "first", "of", "all", "oh", "yeah",
    ]

    /// "0:42", "12:05", "1:02:03".
    static func timestamp(_ seconds: Double) -> String {
        let total = Int(max(0, min(seconds, 359_999)))
        let hours = total / 3600, minutes = total % 3600 / 60, secs = total % 60
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}
