import Foundation

/// How the calculator finds the USDA food of the concept the food knowledge base reads in a line
/// ("Haferflocken" is oat flakes, counted as oats): by the concept's English names, said in full
/// by the food's description, then by its parents' (never a broad group's such as "fruit").
extension NutritionCalculator {
    enum KnownFood: Sendable {
        case food(NutritionFood)
        case notFood
    }

    /// The USDA food for the concept the food knowledge base reads in `name`: asked by the
    /// concept's names, with the line's state ("canned", "dried") and variant words ("lean",
    /// "unsalted") in front. Nil when the knowledge base is not sure of the food or the table has
    /// none of its names: the line's own words are matched then.
    func knowledgeFood(_ name: String, variant: String) -> KnownFood? {
        knownFoods.answer(for: variant + "\u{1}" + name) { readKnowledgeFood(name, variant: variant) }
    }

    private func readKnowledgeFood(_ name: String, variant: String) -> KnownFood? {
        let knowledge = FoodKnowledge.standard
        let reading = knowledge.match(name)
        if reading.kind == .notFood, reading.confidence >= 0.5 { return .notFood }
        guard let concept = knowledge.sureConcept(of: reading) else { return nil }
        let states = reading.states.filter { $0 != "raw" }
        var seenModifiers = Set<String>()
        // The words the reading left ("saltine" of "saltine crackers") may choose a kind too.
        let modifierWords = (states + [variant, Self.variantWords(in: name)] + Self.wordsBeside(reading, in: name))
            .flatMap { $0.split(separator: " ").map(String.init) }
            .filter { !$0.isEmpty && seenModifiers.insert($0).inserted }
        return food(ofConcept: concept, modifiers: modifierWords).map(KnownFood.food)
    }

    /// The words of `name` a reading did not rest on, other than filler ("fresh", "chopped").
    /// State and packaging words ("tin", "dried") are left out: the reading's states carry them;
    /// so are numbers ("2" of "2% milk" chooses no kind by itself).
    static func wordsBeside(_ reading: FoodMatch, in name: String) -> [String] {
        let readWords = Set(NutritionWords.words(reading.words.joined(separator: " ")))
        let stateWords = FoodStateWords.standard
        // A variant phrase ("skin-on") chooses as a whole (`variantWords`), not word by word:
        // "skin" alone would find the skin without the meat.
        let lower = name.lowercased()
        let variantWords = Set(variantPhrases.filter { lower.contains($0) }.flatMap { NutritionWords.words($0) })
        return NutritionWords.words(name).filter {
            !readWords.contains($0) && !variantWords.contains($0) && !NutritionMatchWords.filler.contains($0) && stateWords.states[$0] == nil
                && !stateWords.portions.contains($0) && !$0.allSatisfy(\.isNumber)
        }
    }

    /// The USDA food of a reading that rests on part of the name only ("low-fat buttermilk" on
    /// "buttermilk", "Kartoffeln vorwiegend festkochend" on "Kartoffeln"), when none of the other
    /// words names a food: "pumpkin puree" rests on "puree", but it is pumpkin. The other words
    /// then only choose a kind of the food.
    func headFood(_ name: String, variant: String) -> NutritionFood? {
        headFoods.answer(for: variant + "\u{1}" + name) { readHeadFood(name, variant: variant) }
    }

    private func readHeadFood(_ name: String, variant: String) -> NutritionFood? {
        let knowledge = FoodKnowledge.standard
        let reading = knowledge.match(name)
        guard reading.kind == .food, let concept = reading.concept, knowledge.sureConcept(of: reading) == nil,
              !isBroadGroup(concept) else { return nil }
        let otherWords = Self.wordsBeside(reading, in: name)
        // "fat" of "low-fat" chooses a kind and names no food here; "cheese" of "cheddar cheese"
        // names the group the food is in.
        var lower = name.lowercased().replacingOccurrences(of: "-", with: " ")
        for phrase in Self.variantPhrases { lower = lower.replacingOccurrences(of: phrase.replacingOccurrences(of: "-", with: " "), with: " ") }
        let foodWords = Set(NutritionWords.words(lower))
        let groups = knowledge.ancestors(of: concept)
        guard !otherWords.contains(where: { word in
            foodWords.contains(word) && knowledge.concept(forName: word).map { !groups.contains($0) } ?? false
        }) else { return nil }
        let modifiers = (reading.states.filter { $0 != "raw" } + variant.split(separator: " ").map(String.init) + otherWords)
        var seen = Set<String>()
        return food(ofConcept: concept, modifiers: modifiers.filter { seen.insert($0).inserted })
    }

    /// The USDA food for a concept: asked by the concept's names with the modifier words in
    /// front (when they choose a kind of the same food), then its parents' and grandparents'
    /// names. Nil when the table has none of them.
    func food(ofConcept concept: Int, modifiers modifierWords: [String]) -> NutritionFood? {
        let knowledge = FoodKnowledge.standard
        // The concept's own names first, then its parents' and grandparents' ("linguine" is
        // counted as pasta when the table has no linguine).
        var level = [concept]
        var seen = Set(level)
        // The concept's raw food when the line says another state ("10 dried red chillies" and
        // only "Peppers, hot chili, red, raw" by that name): kept while a parent is asked for the
        // food in that state ("Peppers, hot chile, sun-dried"), ten times the energy.
        var rawFood: NutritionFood?
        let state = modifierWords.first { Self.stateWords.contains($0) }
        for _ in 0..<3 {
            for index in level {
                for conceptName in Self.englishNames(of: knowledge.concepts[index]) where !conceptName.hasPrefix("(") {
                    // Words the name already says ("unsalted butter") are not said twice.
                    let nameWords = Set(conceptName.lowercased().split(separator: " ").map(String.init))
                    let modifiers = modifierWords.filter { !nameWords.contains($0) }
                    // The modifiers choose a kind of the food the name alone finds in full
                    // ("dried" + "thyme": "Spices, thyme, dried"), a kind that says one of them
                    // ("melted" chooses nothing); with none found, they must be said in full too.
                    let plain = completeMatch(conceptName)
                    let modified = modifiers.joined(separator: " ") + " " + conceptName
                    if !modifiers.isEmpty, !(plain.map { Self.says(modifiers, $0) } ?? false),
                       let food = completeMatch(modified)
                        ?? plain.flatMap({ _ in match(modified) }).flatMap({ Self.saysOneOf(modifiers, $0) ? $0 : nil }),
                       plain.map({ Self.sameKind($0, food) }) ?? true,
                       rawFood == nil || state.map({ Self.says([$0], food) }) ?? false {
                        return food
                    }
                    guard let plain else { continue }
                    let saysState = state.map { Self.says([$0], plain) } ?? true
                    if !saysState && Self.says(["raw"], plain) {
                        rawFood = rawFood ?? plain
                        continue
                    }
                    // A parent's food stands in for the raw one only in the line's state.
                    if let rawFood, !saysState { return rawFood }
                    return plain
                }
            }
            // A broad group ("fruit", "sauce") stands for no one food: not asked, unless a
            // reviewed alias says which food does ("cheese": a middling one).
            level = level.flatMap { knowledge.concepts[$0].parents }.filter { seen.insert($0).inserted && !isBroadGroup($0) }
        }
        return rawFood
    }

    /// The states a line may say that the raw food's figures do not stand for (dried, canned,
    /// cooked, frozen: those of `FoodWords/states.txt` other than raw).
    static let stateWords: Set<String> = Set(FoodStateWords.standard.states.values.compactMap { $0 }).subtracting(["raw"])

    /// Whether a concept is a group of many foods ("fruit", "fat") with no reviewed alias to say
    /// which food stands for it ("cheese" has one).
    func isBroadGroup(_ concept: Int) -> Bool {
        let knowledge = FoodKnowledge.standard
        return knowledge.descendantCount(of: concept, limit: Self.broadGroup) >= Self.broadGroup
            && !Self.englishNames(of: knowledge.concepts[concept]).contains(where: hasAlias)
    }

    /// A concept with this many kinds below it is a group, not a food (see `food(ofConcept:)`).
    static let broadGroup = 80

    /// The names a concept is asked by in the (English) USDA table: its id's words first
    /// ("en:coriander" is coriander, whose first name may be another language's), then its
    /// first names.
    static func englishNames(of concept: FoodConcept) -> [String] {
        let slug = concept.id.split(separator: ":", maxSplits: 1).last.map { $0.replacingOccurrences(of: "-", with: " ") }
        var names = slug.map { [$0] } ?? []
        for name in concept.names.prefix(3) where !names.contains(name) { names.append(name) }
        return names
    }
}
