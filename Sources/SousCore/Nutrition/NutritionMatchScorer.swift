/// Scores how well a food's description fits an ingredient name (higher is better).
/// See `NutritionFoodMatcher` for the idea; the word lists are in `NutritionMatchWords`.
struct NutritionMatchScorer {
    let name: [String]
    /// The name's words written together, for "soy sauce" read as a phrase.
    let phrase: String

    init(name: [String]) {
        self.name = name
        self.phrase = name.joined(separator: " ")
    }

    func score(_ entry: NutritionFoodIndex.Entry) -> Double {
        var score = 0.0
        let head = entry.head
        for word in name {
            if head.contains(word) {
                score += 3
            } else if entry.wordSet.contains(word) {
                score += 2
            } else if entry.compoundEnds.contains(word) {
                score += 1.5
            } else {
                // A word that makes a different food ("dried cranberries", "smoked salmon") costs
                // as much missing from the food as the food's own such words cost when the name
                // does not say them: "Cranberries, raw" is no answer to "dried cranberries".
                score -= max(1, NutritionMatchWords.changing[word] ?? 1)
            }
        }
        // The name's noun naming the food first ("Potatoes, ..." for "potatoes", not "Sweet potato").
        if let noun = name.last, head.first == noun { score += 1.5 }
        // The name read as one phrase in the food's own name ("Soy sauce made from soy and wheat").
        if name.count > 1 && entry.headPhrase.contains(phrase) { score += 1.5 }
        // Names are a few words: comparing with each beats hashing the description's words.
        for word in entry.headExtras where !name.contains(word) { score -= 0.6 }
        for (word, effect) in entry.wordEffects where !name.contains(word) { score += effect }
        return score
    }
}
