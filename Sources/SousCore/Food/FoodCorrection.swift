/// A person's answer to "which food is this ingredient?", kept by name (`key(for:)`): "ginger
/// garlic paste" means this. The answer is a food concept ("en:ginger"), which every feature then
/// uses (nutrition, allergens and diets, the pantry and the shopping list), or a USDA food number
/// ("11216"), which is nutrition's alone (the corrections made before concepts existed).
public enum FoodCorrection {
    /// The key a correction is kept under: the name's words, lower case, the last one singular.
    public static func key(for name: String) -> String {
        var words = name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        if let last = words.last { words[words.count - 1] = ShoppingName.singular(last) }
        return words.joined(separator: " ")
    }

    /// Whether a stored answer is a concept id ("en:ginger", "sous:vegan-mayonnaise") rather than
    /// a USDA food number.
    public static func isConcept(_ choice: String) -> Bool {
        choice.contains(":")
    }

    /// The concept of a name: the person's choice when they made one, else the one the knowledge
    /// base is sure of (`FoodKnowledge.concept(forName:)`).
    public static func concept(of name: String, corrections: [String: String],
                               knowledge: FoodKnowledge = .standard) -> Int? {
        concept(for: name, in: corrections, knowledge: knowledge) ?? knowledge.concept(forName: name)
    }

    /// The concept a person chose for ingredients named like `name`, if any.
    public static func concept(for name: String, in corrections: [String: String],
                               knowledge: FoodKnowledge = .standard) -> Int? {
        guard !corrections.isEmpty, let choice = corrections[key(for: name)], isConcept(choice) else { return nil }
        return knowledge.index(of: choice)
    }
}

extension FoodKnowledge {
    /// The concept with exactly this name (case, punctuation and a plural ignored), if one has it.
    public func concept(named text: String) -> Int? {
        let key = FoodCorrection.key(for: text)
        guard !key.isEmpty else { return nil }
        return search(text, limit: 50).first { concepts[$0].names.contains { FoodCorrection.key(for: $0) == key } }
    }

    /// Concepts with a name holding every word of `text` (whole words or their starts), the
    /// shortest matching name first: the food picker's list. Coatings are left out.
    public func search(_ text: String, limit: Int) -> [Int] {
        let words = FoodCorrection.key(for: text).split(separator: " ").map(String.init)
        guard !words.isEmpty, limit > 0 else { return [] }
        // sous's coating words ("peanut crusted", from coatings.txt) are said of a food, never
        // the food itself (Open Food Facts' coatings, such as breadcrumbs, are foods).
        let coating = index(of: "en:coating")
        func isCoatingWord(_ concept: FoodConcept) -> Bool { concept.id.hasPrefix("sous:") && concept.parents.contains { $0 == coating } }
        var found: [(concept: Int, length: Int)] = []
        for (index, concept) in concepts.enumerated() where !concept.isUnknown && !isCoatingWord(concept) {
            var best: Int?
            for name in concept.names {
                let nameWords = FoodCorrection.key(for: name).split(separator: " ")
                if words.allSatisfy({ word in nameWords.contains { $0.hasPrefix(word) } }) {
                    best = min(best ?? .max, name.count)
                }
            }
            if let best { found.append((index, best)) }
        }
        found.sort { $0.length != $1.length ? $0.length < $1.length : concepts[$0.concept].name < concepts[$1.concept].name }
        return found.prefix(limit).map(\.concept)
    }
}
