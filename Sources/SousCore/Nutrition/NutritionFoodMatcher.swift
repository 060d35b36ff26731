import Foundation

/// Finds the nutrient table's food for an ingredient name ("onion" -> "Onions, raw",
/// "chicken thighs" -> "Chicken, broilers or fryers, dark meat, thigh, meat only, raw").
///
/// The name is normalised (see `NutritionWords`), then looked up in the reviewed aliases
/// (`Tables/aliases.txt`), first as written, then without preparation and size words. Otherwise
/// every food whose description holds the name's last word (its noun) is scored: name words in
/// the description's first part count most, missing name words and extra first-part words
/// cost, description words that change the food ("frozen", "canned", "cooked") cost unless the
/// name asks for them, and words of the plain form ("raw", "whole", "granulated") help.
public struct NutritionFoodMatcher: Sendable {
    public let table: NutritionTable
    /// Why the aliases are not used (a damaged or missing alias file); nil when all is well.
    public let problem: String?
    private let index: NutritionFoodIndex
    /// Normalised kitchen word ("spring onion") -> position of its food in `table.foods`.
    private let aliasPositions: [String: Int]
    /// Names already matched: a library repeats its ingredient names endlessly.
    private let cache = NameCache<Match>()

    /// A food found for a name: its position in `table.foods`, and whether the food's
    /// description says every word of the name (or a reviewed alias names it).
    private struct Match: Sendable {
        let position: Int
        let complete: Bool
    }

    /// The matcher for the shipped table, aliases and word index, built on first use.
    public static let standard: NutritionFoodMatcher = {
        let table = NutritionTable.standard
        let index = ShippedFile.bytes(NutritionFoodIndex.fileName, in: "Tables")
            .flatMap { bytes in bytes.withUnsafeBytes { NutritionFoodIndex(encoded: $0, foods: table.foods) } }
        defer { ShippedFile.releaseFreedMemory() }
        guard let aliases = ShippedFile.bytes("aliases.txt", in: "Tables") else {
            return NutritionFoodMatcher(table: table, index: index,
                                        problem: "The food aliases (aliases.txt) are missing from the installation.")
        }
        do {
            return try NutritionFoodMatcher(table: table, aliases: NutritionAliases.parse(String(decoding: aliases, as: UTF8.self)),
                                            index: index)
        } catch {
            return NutritionFoodMatcher(table: table, index: index, problem: "The food aliases are damaged: \(error)")
        }
    }()

    /// A matcher for `table`; every alias must name a food of the table. `index` is the table's
    /// word index when it is at hand (read from the shipped file); it is worked out when nil.
    public init(table: NutritionTable, aliases: [NutritionAlias]) throws(DataFileError) {
        try self.init(table: table, aliases: aliases, index: nil)
    }

    init(table: NutritionTable, aliases: [NutritionAlias], index: NutritionFoodIndex?) throws(DataFileError) {
        var positions: [String: Int] = [:]
        let byDescription = Dictionary(table.foods.enumerated().map { ($1.description.lowercased(), $0) },
                                       uniquingKeysWith: { first, _ in first })
        let byID = Dictionary(table.foods.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for alias in aliases {
            guard let position = byID[alias.food] ?? byDescription[alias.food.lowercased()] else {
                throw DataFileError(file: "aliases.txt", line: alias.line, "no food \"\(alias.food)\" in the nutrient table")
            }
            let key = Self.key(NutritionWords.words(alias.name))
            guard !key.isEmpty else { throw DataFileError(file: "aliases.txt", line: alias.line, "\"\(alias.name)\" has no letters") }
            guard positions[key] == nil else { throw DataFileError(file: "aliases.txt", line: alias.line, "\"\(alias.name)\" is listed twice") }
            positions[key] = position
        }
        self.init(table: table, positions: positions, index: index, problem: nil)
    }

    /// A matcher without aliases, for an installation whose alias file is missing or damaged.
    private init(table: NutritionTable, index: NutritionFoodIndex?, problem: String) {
        self.init(table: table, positions: [:], index: index, problem: problem)
    }

    private init(table: NutritionTable, positions: [String: Int], index: NutritionFoodIndex?, problem: String?) {
        self.table = table
        self.index = index ?? NutritionFoodIndex(foods: table.foods)
        self.aliasPositions = positions
        self.problem = problem
    }

    /// The food for an ingredient name, or nil when no description holds its noun.
    public func food(for name: String) -> NutritionFood? {
        match(for: name).map { table.foods[$0.position] }
    }

    /// The food for a name only when its description says every word of the name that names
    /// the food (not "fresh" or "chopped"), or a reviewed alias gives it: "oat flakes" is then no
    /// "Celery flakes", and a food's name that the table does not hold finds nothing.
    public func food(sayingEveryWordOf name: String) -> NutritionFood? {
        match(for: name).flatMap { $0.complete ? table.foods[$0.position] : nil }
    }

    /// Whether a reviewed alias gives the food for `name` ("cheese": a middling one).
    public func hasAlias(_ name: String) -> Bool {
        aliasPositions[Self.key(NutritionWords.words(name))] != nil
    }

    private func match(for name: String) -> Match? {
        if let known = cache.answer(for: name) { return known }
        let found = matchPosition(for: name)
        cache.remember(found, for: name)
        return found
    }

    private func matchPosition(for name: String) -> Match? {
        let words = NutritionWords.words(name)
        if let position = aliasPositions[Self.key(words)] { return Match(position: position, complete: true) }
        var kept = words.filter { !NutritionMatchWords.filler.contains($0) }
        if kept.isEmpty { kept = words }
        if let position = aliasPositions[Self.key(kept)] { return Match(position: position, complete: true) }
        if kept.count > 1, let last = kept.last, NutritionMatchWords.forms.contains(last) {
            kept.removeLast()
            if let position = aliasPositions[Self.key(kept)] { return Match(position: position, complete: true) }
        }
        guard let noun = kept.last, let candidates = index.foods(withWord: noun) else { return nil }
        let scorer = NutritionMatchScorer(name: kept, index: index)
        var best: (score: Double, position: Int)?
        for candidate in candidates {
            let position = Int(candidate)
            let score = scorer.score(index.entries[position])
            if let current = best {
                if score > current.score || (score == current.score && isShorter(position, than: current.position)) {
                    best = (score, position)
                }
            } else {
                best = (score, position)
            }
        }
        // "ginger garlic paste" is no almond paste: a made form whose food shares none of the
        // name's other words gives way to the food it was made from ("ginger garlic" -> garlic),
        // or to none ("harissa paste": better not counted than counted as almonds).
        if let best, kept.count > 1, NutritionMatchWords.madeForms.contains(noun) {
            let made = Array(kept.dropLast())
            if !made.contains(where: { index.entries[best.position].has(index.number(of: $0)) }) {
                // A powder of a spice is the spice ground ("ginger powder": "Spices, ginger, ground").
                if noun == "powder", let ground = matchPosition(for: (["ground"] + made).joined(separator: " ")), ground.complete {
                    return ground
                }
                return matchPosition(for: made.joined(separator: " "))
            }
        }
        guard let best else { return nil }
        let entry = index.entries[best.position]
        let complete = kept.allSatisfy { entry.names(index.number(of: $0)) }
        return Match(position: best.position, complete: complete)
    }

    /// Foods whose description holds every word of `text`, best first (for a picker).
    /// The last word may be unfinished, as it is while someone types: "chick" finds chicken.
    public func search(_ text: String, limit: Int = 20) -> [NutritionFood] {
        let words = NutritionWords.words(text)
        guard limit > 0, !words.isEmpty else { return [] }
        let endsInSpace = text.last.map { $0 == " " } ?? false
        var found: Set<Int32>?
        for (position, word) in words.enumerated() {
            let isLast = position == words.count - 1 && !endsInSpace
            var foods = Set(index.foods(withWord: word) ?? [])
            if isLast {
                for key in index.words where key.count > word.count && key.hasPrefix(word) { foods.formUnion(index.foods(withWord: key) ?? []) }
            }
            found = found.map { $0.intersection(foods) } ?? foods
            if found?.isEmpty ?? true { return [] }
        }
        guard let found else { return [] }
        let scorer = NutritionMatchScorer(name: words, index: index)
        let ranked = found.map { (scorer.score(index.entries[Int($0)]), Int($0)) }.sorted { lhs, rhs in
            lhs.0 != rhs.0 ? lhs.0 > rhs.0 : isShorter(lhs.1, than: rhs.1)
        }
        return ranked.prefix(limit).map { table.foods[$0.1] }
    }

    /// Ties go to the shorter description, then the lower id, so answers never depend on order.
    private func isShorter(_ position: Int, than other: Int) -> Bool {
        let lhs = table.foods[position], rhs = table.foods[other]
        return lhs.description.count != rhs.description.count
            ? lhs.description.count < rhs.description.count : lhs.id < rhs.id
    }

    private static func key(_ words: [String]) -> String { words.joined(separator: " ") }
}
