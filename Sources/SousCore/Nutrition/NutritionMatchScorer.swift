/// Scores how well a food's description fits an ingredient name (higher is better).
/// See `NutritionFoodMatcher` for the idea; the word lists are in `NutritionMatchWords`.
struct NutritionMatchScorer {
    /// The name's words as the index numbers them (`NutritionFoodIndex.unknown` for a word no
    /// food has).
    let name: [Int32]
    /// What each of the name's words costs when a food lacks it: a word that makes a different
    /// food ("dried cranberries", "smoked salmon") as much as the food's own such words cost when
    /// the name does not say them ("Cranberries, raw" is no answer to "dried cranberries").
    let missingCosts: [Double]
    /// The name's words written together, for "soy sauce" read as a phrase.
    let phrase: String

    init(name: [String], index: NutritionFoodIndex) {
        self.name = name.map(index.number(of:))
        self.missingCosts = name.map { max(1, NutritionMatchWords.changing[$0] ?? 1) }
        self.phrase = name.joined(separator: " ")
    }

    func score(_ entry: NutritionFoodIndex.Entry) -> Double {
        var score = 0.0
        let head = entry.head
        for (position, word) in name.enumerated() {
            if entry.accompanies(word) {
                // What comes with a food is not the food: "turkey broth" is no turkey "with broth".
                score += position == name.count - 1 ? -missingCosts[position] : 1
            } else if head.contains(word) {
                score += 3
            } else if entry.has(word) {
                score += 2
            } else if entry.endsWith(word) {
                score += 1.5
            } else {
                score -= missingCosts[position]
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
