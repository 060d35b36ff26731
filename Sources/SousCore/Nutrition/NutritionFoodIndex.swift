/// The table's descriptions broken into words once, and each word's foods, so a name is
/// matched against a few hundred foods, not all of them.
struct NutritionFoodIndex: Sendable {
    /// One food's description as the matcher reads it.
    struct Entry: Sendable {
        /// Every word, in order ("onion", "raw").
        var words: [String]
        /// The words naming the food: the description's first part, or its second when the
        /// first only names a group ("Spices, pepper, black" is "pepper").
        var head: [String]
        /// Every word, and two neighbours written together ("bread crumbs" is also
        /// "breadcrumb", "lemon grass" is also "lemongrass").
        var wordSet: Set<String>
        /// The last part of words made of two ("mint" of "spearmint", "milk" of "buttermilk").
        var compoundEnds: Set<String>
    }

    let entries: [Entry]
    /// Word -> positions of the foods whose `wordSet` or `compoundEnds` hold it.
    let foodsByWord: [String: [Int]]

    init(foods: [NutritionFood]) {
        var entries: [Entry] = []
        entries.reserveCapacity(foods.count)
        var byWord: [String: [Int]] = [:]
        for food in foods {
            let parts = food.description.split(separator: ",", omittingEmptySubsequences: true)
            let partWords = parts.map { NutritionWords.words(String($0)) }
            let words = partWords.flatMap { $0 }
            var head = partWords.first ?? []
            if head.allSatisfy({ NutritionMatchWords.groupNames.contains($0) }), partWords.count > 1 {
                head = partWords[1]
            }
            var wordSet = Set(words)
            for part in partWords where part.count > 1 {
                for index in 1..<part.count { wordSet.insert(part[index - 1] + part[index]) }
            }
            entries.append(Entry(words: words, head: head, wordSet: wordSet, compoundEnds: []))
        }
        for (position, entry) in entries.enumerated() {
            for word in entry.wordSet { byWord[word, default: []].append(position) }
        }
        // "peppermint" starts with the word "pepper": remember its end, "mint".
        let vocabulary = Set(byWord.keys)
        for (position, entry) in entries.enumerated() {
            var ends = Set<String>()
            for word in entry.words where word.count >= 7 {
                let letters = Array(word)
                for cut in 3...(letters.count - 3) {
                    let start = String(letters[..<cut])
                    let end = String(letters[cut...])
                    if vocabulary.contains(start) && !entry.wordSet.contains(end) {
                        ends.insert(end)
                    }
                }
            }
            guard !ends.isEmpty else { continue }
            entries[position].compoundEnds = ends
            for end in ends { byWord[end, default: []].append(position) }
        }
        self.entries = entries
        self.foodsByWord = byWord
    }
}
