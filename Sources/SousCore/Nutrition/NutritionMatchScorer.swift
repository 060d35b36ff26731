/// Scores how well a food's description fits an ingredient name (higher is better).
/// See `NutritionFoodMatcher` for the idea; the word lists are in `NutritionMatchWords`.
struct NutritionMatchScorer {
    let name: [String]
    let nameSet: Set<String>
    /// The name's words written together, for "soy sauce" read as a phrase.
    let phrase: String

    init(name: [String]) {
        self.name = name
        self.nameSet = Set(name)
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
                score -= 1
            }
        }
        // The name's noun naming the food first ("Potatoes, ..." for "potatoes", not "Sweet potato").
        if let noun = name.last, head.first == noun { score += 1.5 }
        // The name read as one phrase in the food's own name ("Soy sauce made from soy and wheat").
        if name.count > 1 && head.joined(separator: " ").contains(phrase) { score += 1.5 }
        var counted = Set<String>()
        for word in head where !nameSet.contains(word) && !NutritionMatchWords.neutral.contains(word) {
            if counted.insert(word).inserted { score -= 0.6 }
        }
        for word in entry.words where !nameSet.contains(word) && !NutritionMatchWords.neutral.contains(word) {
            guard counted.insert(word).inserted || head.contains(word) else { continue }
            if word.first?.isNumber == true { continue }
            if let cost = NutritionMatchWords.changing[word] {
                score -= cost
            } else if let bonus = NutritionMatchWords.plain[word] {
                score += bonus
            } else if !head.contains(word) {
                score -= 0.15
            }
        }
        return score
    }
}
