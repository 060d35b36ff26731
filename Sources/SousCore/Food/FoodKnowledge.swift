import Foundation

/// sous's one answer to "what food is this": the concept graph in `Concepts/concepts.tsv` (derived
/// from the Open Food Facts ingredients taxonomy, USDA SR28 and sous's reviewed overrides by
/// `scripts/derive-food.py`). Allergens, diets, nutrition, the pantry and the shopping list all
/// ask it.
public struct FoodKnowledge: Sendable {
    public let concepts: [FoodConcept]
    /// Changes whenever the table changes, so stored answers can be recomputed.
    public let version: String
    /// Why the table could not be loaded, when it could not: then every food is unknown.
    public let problem: String?
    let matcher: FoodMatcher
    private let indexByID: [String: Int]
    /// Indexes of the concepts directly below each concept.
    public let children: [[Int]]

    /// The shipped table, loaded once.
    public static let standard: FoodKnowledge = {
        guard let text = standardText else {
            return FoodKnowledge(problem: "The food table (concepts.tsv) is missing from the installation.")
        }
        do {
            return try FoodKnowledge(tableText: text)
        } catch {
            return FoodKnowledge(problem: "The food table is damaged: \(error)")
        }
    }()

    static let standardText: String? = {
        guard let folder = Bundle.module.url(forResource: "Concepts", withExtension: nil),
              let text = try? String(contentsOf: folder.appendingPathComponent("concepts.tsv"), encoding: .utf8) else {
            return nil
        }
        return text
    }()

    /// The shipped table's `version` from the file alone, without compiling it.
    public static let standardVersion: String = standardText.map(AllergenDetector.hash) ?? "unavailable"

    /// A table in the `concepts.tsv` format: `id<TAB>names<TAB>parents<TAB>facts`, names and
    /// parents separated by " | ", facts as in the allergen overrides or "unknown" or "not food".
    public init(tableText: String) throws(FoodKnowledgeError) {
        var rows: [(id: String, names: [String], parents: [Substring], facts: Substring, line: Int)] = []
        var number = 0
        for row in tableText.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if row.isEmpty || row.hasPrefix("#") { continue }
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 4 else { throw FoodKnowledgeError(line: number, "expected 4 columns, found \(columns.count)") }
            let names = columns[1].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw FoodKnowledgeError(line: number, "the food has no name") }
            let parents = columns[2].split(separator: "|").map { $0.drop(while: { $0 == " " }) }
                .map { Substring($0.reversed().drop(while: { $0 == " " }).reversed()) }
            rows.append((String(columns[0]), names, parents, columns[3], number))
        }
        var indexByID: [String: Int] = [:]
        for (index, row) in rows.enumerated() { indexByID[row.id] = index }
        var concepts: [FoodConcept] = []
        concepts.reserveCapacity(rows.count)
        for row in rows {
            var entry = FoodEntry(name: row.names[0], names: row.names, line: row.line)
            var unknown = false, notFood = false
            switch row.facts {
            case "unknown": unknown = true; entry.unsure = true; entry.undecided = true
            case "not food": notFood = true; entry.notFood = true
            default:
                do {
                    let facts = try FoodDictionary.facts(String(row.facts), line: row.line)
                    entry = FoodEntry(name: row.names[0], names: row.names, contents: facts.contents,
                                      mayContain: facts.mayContain, unsure: facts.unsure, line: row.line)
                } catch {
                    throw FoodKnowledgeError(line: row.line, error.message)
                }
            }
            var parents: [Int] = []
            for parent in row.parents where !parent.isEmpty {
                guard let index = indexByID[String(parent)] else {
                    throw FoodKnowledgeError(line: row.line, "unknown parent \(parent)")
                }
                parents.append(index)
            }
            concepts.append(FoodConcept(id: row.id, names: row.names, parents: parents, facts: entry,
                                        isUnknown: unknown, isNotFood: notFood))
        }
        self.concepts = concepts
        self.indexByID = indexByID
        var children = [[Int]](repeating: [], count: concepts.count)
        for (index, concept) in concepts.enumerated() {
            for parent in concept.parents { children[parent].append(index) }
        }
        self.children = children
        matcher = FoodMatcher(knownEntries: concepts.map(\.facts))
        version = AllergenDetector.hash(tableText)
        problem = nil
    }

    private init(problem: String) {
        concepts = []
        indexByID = [:]
        children = []
        matcher = FoodMatcher(knownEntries: [])
        version = "unavailable"
        self.problem = problem
    }

    /// The concept with this id ("en:red-onion").
    public func concept(id: String) -> FoodConcept? {
        indexByID[id].map { concepts[$0] }
    }

    public func index(of id: String) -> Int? { indexByID[id] }

    /// `concept` itself and every concept above it.
    public func ancestors(of concept: Int) -> Set<Int> {
        var seen: Set<Int> = [concept]
        var stack = [concept]
        while let next = stack.popLast() {
            for parent in concepts[next].parents where seen.insert(parent).inserted {
                stack.append(parent)
            }
        }
        return seen
    }

    /// `concept` itself and every concept below it.
    public func descendants(of concept: Int) -> Set<Int> {
        var seen: Set<Int> = [concept]
        var stack = [concept]
        while let next = stack.popLast() {
            for child in children[next] where seen.insert(child).inserted {
                stack.append(child)
            }
        }
        return seen
    }

    /// The concept a name confidently names: a food whose name covers at least half the words
    /// that are not state or preparation words ("baby spinach"), and all of them when nobody
    /// decided the food's facts ("zorblax sauce" rests on "sauce" alone: no). The pantry and the
    /// shopping list merge on it.
    public func concept(forName name: String) -> Int? {
        let match = match(name)
        guard match.kind == .food, let concept = match.concept, match.confidence >= 0.5,
              !concepts[concept].isUnknown || match.confidence == 1 else { return nil }
        return concept
    }

    /// Whether `concept` is `other` or a kind of it ("red onion" is an "onion").
    public func isA(_ concept: Int, _ other: Int) -> Bool {
        concept == other || ancestors(of: concept).contains(other)
    }
}
