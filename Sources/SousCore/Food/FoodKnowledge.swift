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
    /// How the allergen check read each long word, worked out once per run (`compoundsRead`).
    let compoundReadings = NameCache<CompoundReading>()

    /// The shipped table, loaded once.
    public static let standard: FoodKnowledge = loadShipped()

    /// A fresh copy of the shipped table (`standard` is the one to use; benchmarks time this).
    public static func loadShipped() -> FoodKnowledge {
        guard let table = shippedFile("concepts.tsv"), let words = shippedFile("words.tsv") else {
            return FoodKnowledge(problem: "The food table (concepts.tsv, words.tsv) is missing from the installation.")
        }
        do {
            // The version was worked out from the same file when the database was opened.
            let knowledge = try FoodKnowledge(tableBytes: table, wordsBytes: words, version: standardVersion)
            ShippedFile.releaseFreedMemory()
            return knowledge
        } catch {
            return FoodKnowledge(problem: "The food table is damaged: \(error)")
        }
    }

    /// The shipped table's `version` from the file alone, without compiling it.
    public static let standardVersion: String = shippedFile("concepts.tsv").map(AllergenDetector.hash) ?? "unavailable"

    private static func shippedFile(_ name: String) -> [UInt8]? { ShippedFile.bytes(name, in: "Concepts") }

    public init(tableText: String, wordsText: String) throws(DataFileError) {
        try self.init(tableBytes: Array(tableText.utf8), wordsBytes: Array(wordsText.utf8))
    }

    /// A table in the `concepts.tsv` format: `id<TAB>names<TAB>parents<TAB>facts<TAB>name words`,
    /// names, parents and name words separated by " | ", facts as in the allergen overrides or
    /// "unknown" or "not food", each name's words as numbers from `wordsText` (`word<TAB>number`
    /// lines, sorted): the lookup index, worked out when the table was derived. Read as bytes:
    /// the table is megabytes, and splitting Characters would cost more than everything else.
    /// `version` is the table's hash when the caller has it already.
    public init(tableBytes bytes: [UInt8], wordsBytes: [UInt8], version: String? = nil) throws(DataFileError) {
        let words = try SortedWords(bytes: wordsBytes)
        let pipe = UInt8(ascii: "|")
        var trie = FoodTrie()
        var entries: [FoodEntry] = []
        var kinds: [(unknown: Bool, notFood: Bool)] = []
        var ids: [String] = []
        var parentRanges: [[Range<Int>]] = []
        var factsByText: [ArraySlice<UInt8>: (FoodContents, FoodContents, Bool)] = [:]
        var number = 0
        for line in TableBytes.lines(bytes) {
            number += 1
            if line.isEmpty || bytes[line.lowerBound] == UInt8(ascii: "#") { continue }
            let columns = TableBytes.fields(bytes, line, separator: UInt8(ascii: "\t"))
            guard columns.count == 5 else { throw DataFileError(file: "concepts.tsv", line: number, "expected 5 columns, found \(columns.count)") }
            let names = TableBytes.fields(bytes, columns[1], separator: pipe).map { TableBytes.string(bytes, $0, trimmed: true) }
            guard !names.isEmpty, !names[0].isEmpty else { throw DataFileError(file: "concepts.tsv", line: number, "the food has no name") }
            let phrases = trie.insertNames(bytes, columns[4], entry: entries.count)
            guard phrases == names.count else {
                throw DataFileError(file: "concepts.tsv", line: number, "\(names.count) names but \(phrases) name words")
            }
            var entry = FoodEntry(name: names[0], names: names, line: number)
            let factsText = bytes[columns[3]]
            var kind = (unknown: false, notFood: false)
            if factsText.elementsEqual("unknown".utf8) {
                kind.unknown = true
                entry.unsure = true
                entry.undecided = true
            } else if factsText.elementsEqual("not food".utf8) {
                kind.notFood = true
                entry.notFood = true
            } else {
                if factsByText[factsText] == nil {
                    do {
                        factsByText[factsText] = try FoodDictionary.facts(String(decoding: factsText, as: UTF8.self), line: number)
                    } catch {
                        throw DataFileError(file: "concepts.tsv", line: number, error.message)
                    }
                }
                let (contents, mayContain, unsure) = factsByText[factsText]!
                entry = FoodEntry(name: names[0], names: names, contents: contents, mayContain: mayContain, unsure: unsure, line: number)
            }
            entries.append(entry)
            kinds.append(kind)
            ids.append(TableBytes.string(bytes, columns[0]))
            parentRanges.append(columns[2].isEmpty ? [] : TableBytes.fields(bytes, columns[2], separator: pipe))
        }
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() { indexByID[id] = index }
        var concepts: [FoodConcept] = []
        concepts.reserveCapacity(ids.count)
        var children = [[Int]](repeating: [], count: ids.count)
        for index in ids.indices {
            var parents: [Int] = []
            for range in parentRanges[index] {
                let parent = TableBytes.string(bytes, range, trimmed: true)
                guard let parentIndex = indexByID[parent] else {
                    throw DataFileError(file: "concepts.tsv", line: entries[index].line, "unknown parent \(parent)")
                }
                parents.append(parentIndex)
                children[parentIndex].append(index)
            }
            concepts.append(FoodConcept(id: ids[index], names: entries[index].names, parents: parents,
                                        isUnknown: kinds[index].unknown, isNotFood: kinds[index].notFood))
        }
        self.concepts = concepts
        self.indexByID = indexByID
        self.children = children
        matcher = FoodMatcher(indexedEntries: entries, words: words, trie: trie)
        self.version = version ?? AllergenDetector.hash(bytes)
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

    /// What a concept contains and may contain after inheritance, and whether to check the label.
    public func facts(of concept: Int) -> FoodEntry { matcher.entries[concept] }

    /// The concept with this id ("en:red-onion").
    public func concept(id: String) -> FoodConcept? {
        indexByID[id].map { concepts[$0] }
    }

    public func index(of id: String) -> Int? { indexByID[id] }

    /// `concept` itself and every concept above it.
    /// How many kinds lie below `concept`, counted up to `limit` ("fruit" has hundreds,
    /// "linguine" none): a broad group has no one figure to stand for its foods.
    public func descendantCount(of concept: Int, limit: Int) -> Int {
        var seen: Set<Int> = [concept]
        var stack = [concept]
        while let next = stack.popLast(), seen.count <= limit {
            for child in children[next] where seen.insert(child).inserted {
                stack.append(child)
            }
        }
        return seen.count - 1
    }

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
        sureConcept(of: match(name))
    }

    /// The concept of a reading when it is sure enough (see `concept(forName:)`).
    public func sureConcept(of match: FoodMatch) -> Int? {
        guard match.kind == .food, let concept = match.concept, match.confidence >= 0.5,
              !concepts[concept].isUnknown || match.confidence == 1 else { return nil }
        return concept
    }

    /// Whether `concept` is `other` or a kind of it ("red onion" is an "onion").
    public func isA(_ concept: Int, _ other: Int) -> Bool {
        concept == other || ancestors(of: concept).contains(other)
    }
}
