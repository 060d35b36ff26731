/// The table's descriptions broken into words once, and each word's foods, so a name is
/// matched against a few hundred foods, not all of them.
struct NutritionFoodIndex: Sendable {
    /// One food's description as the matcher reads it. A class: scoring reads hundreds of
    /// entries per name, and copying a struct of arrays and sets costs a retain per field.
    final class Entry: Sendable {
        /// Every word, in order ("onion", "raw").
        let words: [String]
        /// The words naming the food: the description's first part, or its second when the
        /// first only names a group ("Spices, pepper, black" is "pepper").
        let head: [String]
        /// Every word, and two neighbours written together ("bread crumbs" is also
        /// "breadcrumb", "lemon grass" is also "lemongrass").
        let wordSet: Set<String>
        /// The last part of words made of two ("mint" of "spearmint", "milk" of "buttermilk").
        let compoundEnds: Set<String>
        /// `head` written as one phrase.
        let headPhrase: String
        /// The head's words that are not neutral, each once: each costs when the name lacks it.
        let headExtras: [String]
        /// The other words' effect on the score when the name lacks them, worked out once
        /// (words that change the food cost, words of the plain form help; see the scorer).
        let wordEffects: [(word: String, effect: Double)]

        init(words: [String], head: [String], wordSet: Set<String>, compoundEnds: Set<String>) {
            self.words = words
            self.head = head
            self.wordSet = wordSet
            self.compoundEnds = compoundEnds
            headPhrase = head.joined(separator: " ")
            var seen = Set<String>()
            headExtras = head.filter { !NutritionMatchWords.neutral.contains($0) && seen.insert($0).inserted }
            var effects: [(String, Double)] = []
            for word in words where !NutritionMatchWords.neutral.contains(word) {
                let inHead = head.contains(word)
                guard seen.insert(word).inserted || inHead else { continue }
                if word.first?.isNumber == true { continue }
                if let cost = NutritionMatchWords.changing[word] {
                    effects.append((word, -cost))
                } else if let bonus = NutritionMatchWords.plain[word] {
                    effects.append((word, bonus))
                } else if !inHead {
                    effects.append((word, -0.15))
                }
            }
            // Phrases that change the food: a name never holds the two words written together.
            for index in words.indices.dropFirst() {
                if let cost = NutritionMatchWords.changingPhrases[words[index - 1] + " " + words[index]] {
                    effects.append((words[index - 1] + words[index], -cost))
                }
            }
            wordEffects = effects
        }
    }

    let entries: [Entry]
    /// Word -> positions of the foods whose `wordSet` or `compoundEnds` hold it.
    let foodsByWord: [String: [Int]]

    init(foods: [NutritionFood]) {
        var entries: [Entry] = []
        entries.reserveCapacity(foods.count)
        var parsed: [(words: [String], head: [String], wordSet: Set<String>)] = []
        var wordsOfPart: [Substring: [String]] = [:]
        parsed.reserveCapacity(foods.count)
        var byWord: [String: [Int]] = [:]
        for food in foods {
            let parts = food.description.split(separator: ",", omittingEmptySubsequences: true)
            // Descriptions share most of their parts ("raw", "broilers or fryers"): read each once.
            let partWords = parts.map { part in
                if let known = wordsOfPart[part] { return known }
                let words = NutritionWords.words(String(part))
                wordsOfPart[part] = words
                return words
            }
            let words = partWords.flatMap { $0 }
            var head = partWords.first ?? []
            if head.allSatisfy({ NutritionMatchWords.groupNames.contains($0) }), partWords.count > 1 {
                head = partWords[1]
            }
            var wordSet = Set(words)
            for part in partWords where part.count > 1 {
                for index in 1..<part.count { wordSet.insert(part[index - 1] + part[index]) }
            }
            parsed.append((words, head, wordSet))
        }
        for (position, entry) in parsed.enumerated() {
            for word in entry.wordSet { byWord[word, default: []].append(position) }
        }
        // "peppermint" starts with the word "pepper": remember its end, "mint". Worked out once
        // per distinct word, not per food.
        let vocabulary = Set(byWord.keys)
        var endsOfWord: [String: [String]] = [:]
        func ends(of word: String) -> [String] {
            if let known = endsOfWord[word] { return known }
            var found: [String] = []
            if word.count >= 7 {
                let letters = Array(word)
                for cut in 3...(letters.count - 3) where vocabulary.contains(String(letters[..<cut])) {
                    found.append(String(letters[cut...]))
                }
            }
            endsOfWord[word] = found
            return found
        }
        for (position, entry) in parsed.enumerated() {
            var compoundEnds = Set<String>()
            for word in entry.words {
                for end in ends(of: word) where !entry.wordSet.contains(end) { compoundEnds.insert(end) }
            }
            for end in compoundEnds { byWord[end, default: []].append(position) }
            entries.append(Entry(words: entry.words, head: entry.head, wordSet: entry.wordSet, compoundEnds: compoundEnds))
        }
        self.entries = entries
        self.foodsByWord = byWord
    }
}
