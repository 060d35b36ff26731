import SousCore

/// Picks the ingredients out of running prose, as captions without a list and speakers give
/// them: "add 2 tbsp of gochujang and a splash of soy" holds "2 tbsp of gochujang" and "a splash
/// of soy". A phrase counts when an amount (a number, or "a" before a measure) is followed,
/// within a few words, by a food the allergen dictionary knows, or by a unit and a word or two.
/// Times and heat ("for 10 minutes", "at 200C"), asides in brackets and amounts of something
/// already there ("a splash of the noodle water") are not ingredients.
enum ProseIngredientFinder {
    /// The phrases of `text` that name an amount of a food, in order.
    static func phrases(in text: String) -> [String] {
        let plain = TextSearch.contains(text, byte: 0x28) || TextSearch.contains(text, byte: 0x5B) ? CaptionTitle.removeBrackets(text) : text
        let words = plain.split(separator: " ")
        var found: [String] = []
        var index = 0
        while index < words.count {
            if let (phrase, end) = phrase(in: words, at: index) {
                found.append(phrase)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The phrase that starts at word `start`, and the index of the word after it.
    static func phrase(in words: [Substring], at start: Int) -> (String, Int)? {
        // Most words start no amount: their first letter rules them out before any lowercasing.
        guard let initial = words[start].first, initial.isNumber || "½¼¾⅓⅔⅛aAoOtTfFsSeEnNhHqQcCdDpPkKgG".contains(initial) else {
            return nil
        }
        let first = BareWord.of(words[start])
        let isArticle = first == "a" || first == "an"
        // "handful of cilantro", "pinch of salt": a measure with no article, before "of".
        let bareMeasure = CaptionMeasure.words[first] != nil && start + 1 < words.count && BareWord.of(words[start + 1]) == "of"
        guard initial.isNumber || "½¼¾⅓⅔⅛".contains(initial) || isArticle || numberWords.contains(first) || bareMeasure else {
            return nil
        }
        // "a" starts an amount only before a measure ("a splash of"), perhaps sized ("a big handful").
        if isArticle {
            var next = start + 1
            while next < words.count, CaptionMeasure.sizes.contains(BareWord.of(words[next])) { next += 1 }
            guard next < words.count else { return nil }
            let measure = BareWord.of(words[next])
            guard CaptionMeasure.words[measure] != nil || IngredientLineParser.unitIDs[measure] != nil else { return nil }
        }
        // Only this clause: the amount and the few words that can name its food.
        let window = words[start..<min(words.count, start + 9)].joined(separator: " ")
        var rest: Substring
        var hasUnit = false
        if let measure = CaptionMeasure.read(window) {
            rest = measure.rest
            hasUnit = true
        } else {
            guard !isArticle, let (_, afterAmount) = QuantityParser.parseLeading(Substring(window)) else { return nil }
            guard !isTimeOrHeat(afterAmount) else { return nil }
            rest = afterAmount
            if let (_, afterUnit) = IngredientLineParser.leadingUnit(rest) {
                rest = afterUnit
                hasUnit = true
            }
            if rest.lowercased().hasPrefix("of ") { rest = rest.dropFirst(3) }
            if rest.lowercased().hasPrefix("a ") || rest.lowercased().hasPrefix("an ") {
                rest = rest.drop(while: { $0 != " " }).dropFirst()
            }
        }
        // The amount ended inside the window; what is left are whole words of it.
        let restWords = rest.split(separator: " ")
        var clause: [Substring] = []
        for word in restWords.prefix(5) {
            let bare = BareWord.of(word)
            if !bare.contains(where: \.isLetter) { break }
            if clause.isEmpty && references.contains(bare) { return nil }
            if boundaries.contains(bare) { break }
            clause.append(word)
            if word.last.map({ ",.!?;:".contains($0) }) == true { break }
        }
        guard !clause.isEmpty else { return nil }
        var foodEnd = 0
        var previous: [String] = []
        for length in 1...clause.count {
            let foods = AllergenDetector.standard.check(line: clause.prefix(length).joined(separator: " ")).foods
            if !foods.isEmpty && foods != previous { foodEnd = length }
            previous = foods
        }
        // "bacon grease", "mango pulp": the form of the food named just before.
        if foodEnd > 0, foodEnd < clause.count, forms.contains(BareWord.of(clause[foodEnd])) { foodEnd += 1 }
        if foodEnd == 0 {
            // An unknown food after a unit: "200g of udon", "1 tsp gochugaru".
            guard hasUnit, clause.count <= 2, clause.allSatisfy({ $0.allSatisfy { $0.isLetter || ",.!?;:-".contains($0) } }) else { return nil }
            foodEnd = clause.count
        }
        let amountWords = words[start..<min(words.count, start + 9)].count - restWords.count
        let end = start + amountWords + foodEnd
        var phrase = words[start..<min(end, words.count)].joined(separator: " ").trimmed(",.!?;: ")
        // "juice of 1 lime", "zest of half a lemon": the part of the fruit said before its amount.
        if start >= 2, words[start - 1].lowercased() == "of", ["juice", "zest"].contains(words[start - 2].lowercased().trimmed(",.")) {
            phrase = "\(words[start - 2].lowercased().trimmed(",.")) of " + phrase
        }
        return (phrase, end)
    }

    /// Words after a food that name a form of it: "bacon grease", "mango pulp", "chicken stock".
    static let forms: Set<String> = [
        "grease", "fat", "pulp", "puree", "purée", "paste", "juice", "zest", "stock", "broth", "powder", "flakes", "leaves",
        "seeds", "sauce", "oil", "milk", "cream", "syrup", "extract", "fillet", "fillets", "breast", "breasts", "thighs",
        "mince", "flour", "butter", "water",
    ]

    /// Spelt-out amounts a speaker or a caption uses.
    static let numberWords: Set<String> = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "half",
        "quarter", "couple", "dozen",
    ]

    /// Words that end the few words naming a food: "2 tbsp butter in a pan", "2 eggs and".
    static let boundaries: Set<String> = [
        "and", "or", "then", "with", "to", "in", "into", "on", "onto", "until", "till", "for", "over", "plus", "+", "&",
        "at", "from", "before", "after", "while", "so", "but", "is", "are", "per", "each", "if", "as", "under", "by",
        "-", "–", "—", "until", "which", "that", "you", "i", "we", "it", "overnight",
    ]

    /// Words that say the food is already in the dish: "a splash of the noodle water".
    static let references: Set<String> = ["the", "your", "that", "those", "this", "these", "it", "them", "my", "our", "its", "their", "more", "other"]

    /// A number that is a time, a heat or a count of something else: "10 minutes", "200C",
    /// "425°F", "3 hours", "2 mins", "4 people", "1 more minute".
    static func isTimeOrHeat(_ after: Substring) -> Bool {
        guard let first = after.first else { return false }
        if first == "°" || first == "%" || first == "º" { return true }
        let word = after.prefix(while: { $0.isLetter }).lowercased()
        return timeWords.contains(word)
    }

    static let timeWords: Set<String> = [
        "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "h", "second", "seconds", "sec", "secs", "s",
        "day", "days", "week", "weeks", "degree", "degrees", "c", "f", "people", "person", "servings", "serving", "times",
        "more", "ingredient", "ingredients", "step", "steps", "am", "pm", "x", "percent", "calories", "kcal", "cals",
        "year", "years", "month", "months", "night", "nights", "portions",
    ]
}
