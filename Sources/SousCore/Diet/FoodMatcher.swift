/// The dictionary compiled for matching: every word of every food name gets a number (singular and
/// plural forms share one: "anchovies" is "anchovy", "tomatoes" is "tomato"), and the names are a
/// trie over those numbers, so a line is read with one hash lookup per word and a short walk per
/// position.
struct FoodMatcher: Sendable {
    /// A food found in a line: the words `start..<end` and the entry they name.
    struct Match: Equatable {
        var start: Int
        var end: Int
        var entry: Int
        /// Which of the entry's names matched.
        var name: Int
    }

    let entries: [FoodEntry]
    private var wordIDs: [String: Int32] = [:]
    /// The derived table's word numbers, when it came with them (then `wordIDs` stays empty).
    private var sortedWords: SortedWords?
    /// The trie: node `n`'s child for word `w` is `edges[n << 32 | w]`; node 0 is the root.
    private var edges: [UInt64: Int32] = [:]
    /// Per node, the entry and name a phrase ending there names (-1: none).
    private var nodeEntry: [Int32] = [-1]
    private var nodeName: [Int32] = [-1]

    /// Compiles `entries`; two entries giving one name different contents is an error naming both lines.
    init(entries: [FoodEntry]) throws(DataFileError) {
        self.init(knownEntries: entries)
        if let (name, entry, other) = conflicts.first {
            throw DataFileError(file: "allergens.txt", line: entries[entry].line, "\"\(name)\" is also on line \(entries[other].line) with different contents")
        }
    }

    /// Compiles entries already checked (the derived food table): the first entry giving a name keeps it.
    init(knownEntries entries: [FoodEntry]) {
        self.entries = entries
        let phrases = entries.map { $0.names.map { IngredientWords(line: $0).words } }
        numberWords(Set(phrases.joined().joined()))
        for (index, entry) in entries.enumerated() {
            for (nameIndex, words) in phrases[index].enumerated() {
                insert(words.compactMap { wordIDs[$0] }, entry: index, name: nameIndex, of: entry)
            }
        }
    }

    /// Compiles a table whose index was worked out when it was derived (`scripts/food_index.py`):
    /// every word form's number, and the trie over each entry's names built from their numbers.
    init(indexedEntries entries: [FoodEntry], words: SortedWords, trie: FoodTrie) {
        self.entries = entries
        sortedWords = words
        edges = trie.edges
        nodeEntry = trie.nodeEntry
        nodeName = trie.nodeName
    }

    /// Names two entries give different contents: (name, entry, earlier entry).
    private var conflicts: [(String, Int, Int)] = []

    /// The word's number, or -1 for a word no food name uses.
    func id(of word: String) -> Int32 {
        if let sortedWords { return sortedWords.number(of: word) ?? -1 }
        return wordIDs[word] ?? -1
    }

    /// The foods named in `ids`, leftmost-longest at each position, dropping a match that lies
    /// inside a longer one ("butter" inside "peanut butter") but keeping overlapping ones ("beef
    /// stock" and "stock cube" in "beef stock cube"). `blocked` words (a qualifier such as
    /// "egg-free") start and continue no match, and no match reaches across a separator (`breaks`:
    /// "lamb, bone removed" is not "lamb bone").
    func matches(_ ids: [Int32], blocked: [Bool], breaks: [Bool]) -> [Match] {
        var found: [Match] = []
        var reached = 0
        for start in ids.indices where ids[start] >= 0 && !blocked[start] {
            var node = 0
            var best: (end: Int, node: Int)?
            var position = start
            while position < ids.count, ids[position] >= 0, !blocked[position], position == start || !breaks[position],
                  let next = edges[UInt64(node) << 32 | UInt64(ids[position])] {
                node = Int(next)
                position += 1
                if nodeEntry[node] >= 0 { best = (position, node) }
            }
            if let best, best.end > reached {
                found.append(Match(start: start, end: best.end, entry: Int(nodeEntry[best.node]),
                                   name: Int(nodeName[best.node])))
                reached = best.end
            }
        }
        return found
    }

    private mutating func numberWords(_ words: Set<String>) {
        // A plural shares its singular's number when the singular is a dictionary word too.
        var base: [String: String] = [:]
        for word in words.sorted() {
            base[word] = Self.singulars(of: word).first(where: { $0.count > 2 && words.contains($0) }) ?? word
        }
        for word in words.sorted() where base[word] == word {
            wordIDs[word] = Int32(wordIDs.count)
        }
        for word in words.sorted() where base[word] != word {
            wordIDs[word] = wordIDs[base[word] ?? word] ?? Int32(wordIDs.count)
        }
        // Forms a line may use that the dictionary does not: both directions.
        for word in words.sorted() {
            guard let id = wordIDs[word] else { continue }
            // Never a form of two letters: "oves" (Czech oats) must not make "of" a food.
            for form in Self.plurals(of: word) + Self.singulars(of: word) where form.count > 2 && wordIDs[form] == nil {
                wordIDs[form] = id
            }
        }
    }

    private mutating func insert(_ ids: [Int32], entry: Int, name: Int, of this: FoodEntry) {
        var node = 0
        for id in ids {
            let edge = UInt64(node) << 32 | UInt64(id)
            if let next = edges[edge] {
                node = Int(next)
            } else {
                nodeEntry.append(-1)
                nodeName.append(-1)
                edges[edge] = Int32(nodeEntry.count - 1)
                node = nodeEntry.count - 1
            }
        }
        let existing = Int(nodeEntry[node])
        if existing >= 0 {
            let other = entries[existing]
            if other.contents != this.contents || other.mayContain != this.mayContain || other.unsure != this.unsure {
                conflicts.append((this.names[name], entry, existing))
            }
            return
        }
        nodeEntry[node] = Int32(entry)
        nodeName[node] = Int32(name)
    }

    static func singulars(of word: String) -> [String] {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") else {
            return []
        }
        var forms = [String(word.dropLast())]
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("ves") { forms += [String(word.dropLast(3)) + "f", String(word.dropLast(3)) + "fe"] }
        return forms
    }

    static func plurals(of word: String) -> [String] {
        guard word.count > 2, word.first?.isLetter == true else { return [] }
        var forms = [word + "s", word + "es"]
        if word.hasSuffix("y") { forms.append(String(word.dropLast()) + "ies") }
        if word.hasSuffix("f") { forms.append(String(word.dropLast()) + "ves") }
        if word.hasSuffix("fe") { forms.append(String(word.dropLast(2)) + "ves") }
        return forms
    }
}
