/// The table's descriptions broken into words once, and each word's foods, so a name is
/// matched against a few hundred foods, not all of them. Every word is numbered once
/// (`number(of:)`): an entry holds numbers, not strings, so the index of 6,000 foods loads in a
/// few milliseconds and takes little memory, and scoring compares integers.
struct NutritionFoodIndex: Sendable {
    /// A word number no food has (a name's word the table never uses).
    static let unknown: Int32 = -1
    /// A number no word of a name can have.
    static let neverInAName: Int32 = .min

    /// One food's description as the matcher reads it. A class: scoring reads hundreds of
    /// entries per name, and copying a struct of arrays costs a retain per field.
    final class Entry: Sendable {
        /// The words naming the food: the description's first part, or its second when the
        /// first only names a group ("Spices, pepper, black" is "pepper").
        let head: [Int32]
        /// Every word, and two neighbours written together ("bread crumbs" is also
        /// "breadcrumb", "lemon grass" is also "lemongrass"), sorted.
        let wordSet: [Int32]
        /// The last part of words made of two ("mint" of "spearmint", "milk" of "buttermilk"), sorted.
        let compoundEnds: [Int32]
        /// Words said only after "with", sorted: what comes with the food, not the food ("broth" of
        /// "Turkey, canned, meat only, with broth"; "starch" of "Rolls, ..., made with ... potato starch").
        let accompaniments: [Int32]
        /// `head` written as one phrase.
        let headPhrase: String
        /// The head's words that are not neutral, each once: each costs when the name lacks it.
        let headExtras: [Int32]
        /// The other words' effect on the score when the name lacks them, worked out once
        /// (words that change the food cost, words of the plain form help; see the scorer).
        let wordEffects: [(word: Int32, effect: Double)]

        init(head: [Int32], wordSet: [Int32], compoundEnds: [Int32], accompaniments: [Int32], headPhrase: String,
             headExtras: [Int32], wordEffects: [(word: Int32, effect: Double)]) {
            self.head = head
            self.wordSet = wordSet
            self.compoundEnds = compoundEnds
            self.accompaniments = accompaniments
            self.headPhrase = headPhrase
            self.headExtras = headExtras
            self.wordEffects = wordEffects
        }

        func has(_ word: Int32) -> Bool { wordSet.sortedContains(word) }
        func endsWith(_ word: Int32) -> Bool { compoundEnds.sortedContains(word) }
        func accompanies(_ word: Int32) -> Bool { accompaniments.sortedContains(word) }
        /// Whether the description names the food with the word (not only as what comes with it).
        func names(_ word: Int32) -> Bool { has(word) && !accompanies(word) }
    }

    let entries: [Entry]
    /// Word number -> the word.
    let words: [String]
    private let numbers: [String: Int32]
    /// Word number -> positions of the foods whose `wordSet` or `compoundEnds` hold it.
    private let foodsByWord: [[Int32]]

    /// The word's number, or `unknown` when no food has it.
    func number(of word: String) -> Int32 { numbers[word] ?? Self.unknown }

    /// Positions of the foods whose description holds the word (or ends a word with it); nil when none does.
    func foods(withWord word: String) -> [Int32]? {
        guard let number = numbers[word] else { return nil }
        return foodsByWord[Int(number)]
    }

    /// The index worked out from the foods' descriptions (see `NutritionFoodIndex+Encoding` for the
    /// shipped copy that is read instead).
    init(foods: [NutritionFood]) {
        var words: [String] = []
        var numbers: [String: Int32] = [:]
        func number(_ word: String) -> Int32 {
            if let known = numbers[word] { return known }
            let new = Int32(words.count)
            words.append(word)
            numbers[word] = new
            return new
        }
        var parsed: [(words: [Int32], head: [Int32], wordSet: [Int32], soldDried: Bool)] = []
        parsed.reserveCapacity(foods.count)
        // Descriptions share most of their parts ("raw", "broilers or fryers"): read each once.
        var wordsOfPart: [Substring: [Int32]] = [:]
        for food in foods {
            let partWords = food.description.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true).map { bytes in
                let part = Substring(bytes)
                if let known = wordsOfPart[part] { return known }
                let read = NutritionWords.words(String(part)).map(number)
                wordsOfPart[part] = read
                return read
            }
            var head = partWords.first ?? []
            let soldDried = head.count == 1 && NutritionMatchWords.soldDried.contains(words[Int(head[0])])
            if partWords.count > 1, head.allSatisfy({ NutritionMatchWords.groupNames.contains(words[Int($0)]) }) {
                head = partWords[1]
            }
            var wordSet = partWords.flatMap { $0 }
            for part in partWords where part.count > 1 {
                for index in 1..<part.count { wordSet.append(number(words[Int(part[index - 1])] + words[Int(part[index])])) }
            }
            parsed.append((partWords.flatMap { $0 }, head, Array(Set(wordSet)).sorted(), soldDried))
        }
        // "peppermint" starts with the word "pepper": remember its end, "mint". Worked out once
        // per distinct word, not per food, against the words of the descriptions (not the ends).
        let describedWords = words.count
        var endsOfWord: [Int32: [Int32]] = [:]
        func ends(of word: Int32) -> [Int32] {
            if let known = endsOfWord[word] { return known }
            var found: [Int32] = []
            let letters = Array(words[Int(word)])
            if letters.count >= 7 {
                for cut in 3...(letters.count - 3) {
                    if let start = numbers[String(letters[..<cut])], Int(start) < describedWords {
                        found.append(number(String(letters[cut...])))
                    }
                }
            }
            endsOfWord[word] = found
            return found
        }
        var compoundEnds: [[Int32]] = []
        compoundEnds.reserveCapacity(parsed.count)
        for entry in parsed {
            var found = Set<Int32>()
            for word in entry.words {
                for end in ends(of: word) where !entry.wordSet.sortedContains(end) { found.insert(end) }
            }
            compoundEnds.append(found.sorted())
        }
        var byWord = [[Int32]](repeating: [], count: words.count)
        for (position, entry) in parsed.enumerated() {
            for word in entry.wordSet { byWord[Int(word)].append(Int32(position)) }
        }
        for (position, ends) in compoundEnds.enumerated() {
            for end in ends { byWord[Int(end)].append(Int32(position)) }
        }
        let with = numbers["with"]
        let kinds = words.map(WordKind.init)
        var entries: [Entry] = []
        entries.reserveCapacity(parsed.count)
        for (position, entry) in parsed.enumerated() {
            entries.append(Self.entry(words: entry.words, head: entry.head, wordSet: entry.wordSet,
                                      compoundEnds: compoundEnds[position], accompaniments: Self.accompaniments(of: entry.words, with: with),
                                      soldDried: entry.soldDried, vocabulary: words, kinds: kinds, number: { numbers[$0] }))
        }
        self.init(entries: entries, words: words, numbers: numbers, foodsByWord: byWord)
    }

    init(entries: [Entry], words: [String], numbers: [String: Int32], foodsByWord: [[Int32]]) {
        self.entries = entries
        self.words = words
        self.numbers = numbers
        self.foodsByWord = foodsByWord
    }

    /// What a word means to the scorer, looked up once per word rather than per description.
    private struct WordKind {
        let neutral: Bool
        let startsWithDigit: Bool
        let changingCost: Double?
        let plainBonus: Double?

        init(_ word: String) {
            neutral = NutritionMatchWords.neutral.contains(word)
            startsWithDigit = word.first?.isNumber == true
            changingCost = NutritionMatchWords.changing[word]
            plainBonus = NutritionMatchWords.plain[word]
        }
    }

    /// The words after the description's first "with" that it does not say before it, sorted.
    private static func accompaniments(of words: [Int32], with: Int32?) -> [Int32] {
        guard let with, let start = words.firstIndex(of: with) else { return [] }
        let before = Set(words[..<start])
        return Set(words[(start + 1)...]).subtracting(before).subtracting([with]).sorted()
    }

    /// An entry with its scoring parts worked out: the head's extra words and each other word's effect.
    private static func entry(words: [Int32], head: [Int32], wordSet: [Int32], compoundEnds: [Int32], accompaniments: [Int32],
                              soldDried: Bool, vocabulary: [String], kinds: [WordKind], number: (String) -> Int32?) -> Entry {
        var seen: [Int32] = []
        var headExtras: [Int32] = []
        for word in head where !kinds[Int(word)].neutral && !seen.contains(word) {
            seen.append(word)
            headExtras.append(word)
        }
        var effects: [(Int32, Double)] = []
        for word in words {
            let kind = kinds[Int(word)]
            if kind.neutral { continue }
            let inHead = head.contains(word)
            let isNew = !seen.contains(word)
            if isNew { seen.append(word) }
            guard isNew || inHead else { continue }
            if kind.startsWithDigit { continue }
            if soldDried && vocabulary[Int(word)] == "dried" {
                continue
            } else if let cost = kind.changingCost {
                effects.append((word, -cost))
            } else if let bonus = kind.plainBonus {
                effects.append((word, bonus))
            } else if !inHead {
                effects.append((word, -0.15))
            }
        }
        // Phrases that change the food: a name never holds the two words written together.
        for index in words.indices.dropFirst() {
            let pair = vocabulary[Int(words[index - 1])] + " " + vocabulary[Int(words[index])]
            if let cost = NutritionMatchWords.changingPhrases[pair] {
                let joined = number(vocabulary[Int(words[index - 1])] + vocabulary[Int(words[index])])
                effects.append((joined ?? neverInAName, -cost))
            }
        }
        return Entry(head: head, wordSet: wordSet, compoundEnds: compoundEnds, accompaniments: accompaniments,
                     headPhrase: head.map { vocabulary[Int($0)] }.joined(separator: " "), headExtras: headExtras, wordEffects: effects)
    }
}
