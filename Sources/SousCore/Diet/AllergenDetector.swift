import Foundation

/// Reads ingredient lines for allergens and diet conflicts using the food knowledge base
/// (`FoodKnowledge`: each concept's facts after inheritance).
///
/// Every dictionary food named in a line counts ("butter or margarine" is milk whatever the cook
/// picks); a longer name beats the shorter one inside it ("butternut squash" is not butter); an
/// explicit free-from qualifier takes its groups out of the one food it qualifies
/// (`FreeFromQualifier`). A line naming no known food, or a food that varies too much ("stock
/// cube"), is unsure: "check the label", never safe.
public struct AllergenDetector: Sendable {
    /// Changes whenever the dictionary or the matching rules change, so stored answers can be
    /// recomputed: the rules' version and a hash of the dictionary text.
    public let version: String
    /// Why the dictionary could not be loaded, when it could not: then every line is unsure.
    public let problem: String?
    private let matcher: FoodMatcher?
    /// The knowledge base the detector reads, for a person's corrections (nil for a dictionary).
    private let knowledge: FoodKnowledge?

    /// Bump when the matching rules change in a way that changes answers.
    static let rulesVersion = "rules-4"

    /// The shipped detector's `version`, worked out from the file alone: opening a library checks
    /// it on every start (a status bar runs `sous timer status` every second), and compiling the
    /// whole table only to learn that nothing changed would cost tens of milliseconds.
    public static let standardVersion = rulesVersion + ":" + FoodKnowledge.standardVersion

    /// The shipped detector, reading the food knowledge base. If it cannot be read (a broken
    /// install) the detector still answers, with every line unsure.
    public static let standard: AllergenDetector = {
        let knowledge = FoodKnowledge.standard
        if let problem = knowledge.problem { return AllergenDetector(problem: problem) }
        return AllergenDetector(knowledge: knowledge)
    }()

    /// A detector reading `knowledge`'s concepts and their inherited facts.
    public init(knowledge: FoodKnowledge) {
        matcher = knowledge.matcher
        self.knowledge = knowledge
        version = Self.rulesVersion + ":" + knowledge.version
        problem = nil
    }

    /// A detector for a dictionary in the allergen overrides' format (`Food/Overrides/allergens.txt`).
    public init(dictionaryText: String) throws(DataFileError) {
        matcher = try FoodMatcher(entries: FoodDictionary.parse(dictionaryText))
        knowledge = nil
        version = Self.rulesVersion + ":" + Self.hash(dictionaryText)
        problem = nil
    }

    private init(problem: String) {
        matcher = nil
        knowledge = nil
        version = Self.rulesVersion + ":unavailable"
        self.problem = problem
    }

    /// The dictionary's foods, in file order (for tests and tools).
    public var entries: [FoodEntry] { matcher?.entries ?? [] }

    public func check(_ ingredient: Ingredient) -> IngredientSafety {
        if !ingredient.text.isEmpty { return check(line: ingredient.text) }
        return check(line: [ingredient.name, ingredient.note ?? ""].joined(separator: " "))
    }

    /// A line that reads as a heading ("For the sauce:") is not "check the label" when it names no
    /// food, but a food it does name still counts: "Milk:" or "For the peanut sauce" could be an
    /// ingredient written oddly, and a false alarm is better than a missed allergen.
    public func check(line: String) -> IngredientSafety {
        let heading = Self.isHeadingOrEmpty(line)
        // "Haselnusskerne und Rosinen": a German or Dutch compound the table does not know as a
        // whole is read by its parts; had it been left out, the raisins alone would have answered.
        // A word read as two foods apart ("Sahnejoghurt") leaves the line unsure: it may hold more.
        if let knowledge, let read = knowledge.compoundsRead(line) {
            var safety = check(words: read.line, heading: heading)
            if read.partUnread && !heading && !safety.notFood { safety.unsure = true }
            return safety
        }
        return check(words: line, heading: heading)
    }

    private func check(words line: String, heading: Bool) -> IngredientSafety {
        guard let matcher else { return IngredientSafety(unsure: !heading) }
        let text = IngredientWords(line: line)
        let ids = text.words.map(matcher.id(of:))
        var blocked = [Bool](repeating: false, count: text.words.count)
        var qualifiers = FreeFromQualifier.find(in: text)
        if !qualifiers.isEmpty {
            // A qualifier that is part of a food's own name ("vegan Worcestershire sauce",
            // "egg-free mayonnaise") is that food's name, whose facts the data decides, unless
            // those facts still hold what the qualifier takes out (a name inherited its parent's
            // facts: "gluten-free oats" is not "may gluten").
            let named = matcher.matches(ids, blocked: blocked, breaks: text.breakBefore)
            qualifiers.removeAll { qualifier in
                named.contains {
                    $0.start <= qualifier.start && $0.end >= qualifier.end && $0.end - $0.start > qualifier.end - qualifier.start
                        && matcher.entries[$0.entry].contents.isDisjoint(with: qualifier.removes)
                }
            }
        }
        for qualifier in qualifiers {
            for index in qualifier.start..<qualifier.end { blocked[index] = true }
        }
        let matches = matcher.matches(ids, blocked: blocked, breaks: text.breakBefore)
        if matches.isEmpty { return IngredientSafety(unsure: !heading) }

        var removed = [FoodContents](repeating: [], count: matches.count)
        for qualifier in qualifiers {
            if let target = Self.target(of: qualifier, among: matches, in: text) {
                // The food it qualifies, and names overlapping it ("gluten-free bread flour blend").
                let span = matches[target].start..<matches[target].end
                for (index, match) in matches.enumerated() where (match.start..<match.end).overlaps(span) {
                    removed[index].formUnion(qualifier.removes)
                }
            }
        }
        // A food the knowledge base names but nobody decided ("sauce", "fat") counts as unsure
        // when it is the line's head noun ("2 tbsp zorblax paste") or the line names no decided
        // food; beside a decided head it is a word of a note ("full fat plain yoghurt").
        let decided = matches.contains { !matcher.entries[$0.entry].notFood && !matcher.entries[$0.entry].undecided }
        let head = FoodHead.headPhraseFoods(matches, starts: FoodHead.phraseStarts(text)) { !matcher.entries[$0.entry].notFood }.last
        var certain = FoodContents()
        var possible = FoodContents()
        var safety = IngredientSafety()
        if matches.allSatisfy({ matcher.entries[$0.entry].notFood }) { return IngredientSafety(notFood: true) }
        let madeOfOther = Self.madeWhollyOfAnother(matches, in: text)
        for (index, match) in matches.enumerated() {
            let entry = matcher.entries[match.entry]
            if entry.notFood || entry.undecided && decided && index != head || madeOfOther.contains(index) { continue }
            let kept = entry.contents.subtracting(entry.mayContain).subtracting(removed[index])
            certain.formUnion(kept)
            possible.formUnion(entry.mayContain.subtracting(removed[index]))
            if entry.unsure && !heading { safety.unsure = true }
            if Self.isSubstitute(entry, kept: kept, removed: removed[index]) && !heading { safety.unsure = true }
            let name = entry.names[match.name]
            if !safety.foods.contains(name) { safety.foods.append(name) }
        }
        safety.contents = certain.union(possible)
        safety.mayContain = possible.subtracting(certain)
        return safety
    }

    /// "100% buckwheat soba noodles": the food right after "100% <food>" is made wholly of that
    /// food, so only the named food's facts count (not wheat-and-buckwheat soba's).
    private static func madeWhollyOfAnother(_ matches: [FoodMatcher.Match], in text: IngredientWords) -> Set<Int> {
        var made: Set<Int> = []
        for (index, match) in matches.enumerated() where match.start >= 2 && index + 1 < matches.count {
            let words = text.words
            guard words[match.start - 2] == "100", words[match.start - 1] == "percent" else { continue }
            let next = matches[index + 1]
            if next.start == match.end && !text.breakBefore[next.start] { made.insert(index + 1) }
        }
        return made
    }

    /// A food whose every allergen a free-from word took out, when one of them came from an
    /// animal ("vegan cream cheese", "egg-free mayonnaise", "vegan fish sauce"), is a substitute
    /// made of something else: soya, nuts, lupin or pea protein, depending on the brand. Only the
    /// label says which, so it is "check the label", never plainly safe.
    private static func isSubstitute(_ entry: FoodEntry, kept: FoodContents, removed: FoodContents) -> Bool {
        let taken = entry.contents.subtracting(entry.mayContain).intersection(removed)
        return !taken.isDisjoint(with: animalAllergens) && kept.allergenPart.isEmpty
    }

    private static let animalAllergens = FoodContents(allergens: [.milk, .eggs, .fish, .crustaceans, .molluscs])

    /// The line's safety when a person chose the food its name means (`FoodCorrection`): the
    /// chosen food's facts join what the line's own words say, because a correction never takes
    /// an allergen away ("pesto" corrected to basil for its nutrition still warns of nuts and
    /// milk); the person's choice settles whether to check the label, unless the note asks it.
    public func check(_ ingredient: Ingredient, corrections: [String: String]) -> IngredientSafety {
        var safety = check(ingredient)
        guard let knowledge, let concept = FoodCorrection.concept(for: ingredient.name, in: corrections, knowledge: knowledge) else {
            return safety
        }
        let chosen = knowledge.facts(of: concept)
        let certain = safety.contents.subtracting(safety.mayContain).union(chosen.contents.subtracting(chosen.mayContain))
        safety.contents.formUnion(chosen.contents)
        safety.mayContain = safety.mayContain.union(chosen.mayContain).subtracting(certain)
        let note = ingredient.note.map { check(line: $0) }
        safety.unsure = (chosen.unsure && !chosen.notFood) || note?.unsure == true && note?.foods.isEmpty == false
        safety.notFood = chosen.notFood && safety.contents.isEmpty
        safety.foods = [knowledge.concepts[concept].name] + safety.foods.filter { $0 != knowledge.concepts[concept].name }
        return safety
    }

    public func check(_ recipe: Recipe, corrections: [String: String] = [:]) -> [IngredientSafety] {
        recipe.ingredients.map { check($0, corrections: corrections) }
    }

    public func safety(of recipe: Recipe, corrections: [String: String] = [:]) -> RecipeSafety {
        RecipeSafety(lines: check(recipe, corrections: corrections))
    }

    /// The food a qualifier qualifies: the first food after it with no separator between ("gluten-free
    /// pasta"), else the food just before it when the qualifier ends its clause ("pasta (gluten-free)").
    private static func target(of qualifier: FreeFromQualifier, among matches: [FoodMatcher.Match],
                               in text: IngredientWords) -> Int? {
        if let next = matches.firstIndex(where: { $0.start >= qualifier.end }) {
            let start = matches[next].start
            let between = qualifier.end...start
            let separated = between.contains { text.breakBefore[$0] }
                || text.words[qualifier.end..<start].contains { joiningWords.contains($0) }
            if !separated { return next }
        }
        // Trailing, it must stand alone in its clause: "pasta (gluten-free)", but not "milk
        // (dairy-free if you like)", where the cook may well use milk.
        let standsAlone = qualifier.end == text.words.count || text.breakBefore[qualifier.end]
        return standsAlone ? matches.lastIndex { $0.end == qualifier.start } : nil
    }

    private static let joiningWords: Set<String> = ["or", "and", "with", "plus", "then"]

    /// Blank lines and section headings ("For the sauce:", "== Topping ==") name no ingredient.
    /// Works on UTF-8 bytes: it runs for every line of a library.
    public static func isHeadingOrEmpty(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        if !bytes.contains(where: isLetter) && !line.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
            return true
        }
        let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return true
        }
        let text = bytes[first...last]
        if text.last == UInt8(ascii: ":") { return true }
        let equals = Array("==".utf8)
        if text.count >= 4 && text.starts(with: equals) && text.suffix(2).elementsEqual(equals) { return true }
        let opening = Array("for the ".utf8)
        return text.count > opening.count
            && zip(text.prefix(opening.count), opening).allSatisfy { $0 | 0x20 == $1 }
            && !text.contains { (0x30...0x39).contains($0) }
    }

    /// FNV-1a over the UTF-8 bytes: stable across runs and machines, unlike `Hasher`.
    static func hash(_ text: String) -> String { hash(Array(text.utf8)) }

    static func hash(_ bytes: [UInt8]) -> String { ContentHash.of(bytes) }
}
