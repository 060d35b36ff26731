import Foundation

/// The food index written out once, when the nutrient table is derived (`make nutrition-index`
/// writes `Tables/food-index.tsv`), and read back at start instead of being worked out again:
/// reading numbers costs a fraction of breaking 6,000 descriptions into words.
///
/// The file is text: a header with the table it was made from (its food count and fingerprint),
/// the words in number order, then one line per food with its numbers. A file made from another
/// table, or damaged, is not used (the index is worked out instead), so it can never give
/// answers that differ from the table's own.
extension NutritionFoodIndex {
    static let fileName = "food-index.tsv"
    private static let format = "sous-food-index 2"

    /// A fingerprint of what the index is made from: each food's id and description, in order.
    static func fingerprint(of foods: [NutritionFood]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        for food in foods {
            for byte in food.id.utf8 { add(byte) }
            add(9)
            for byte in food.description.utf8 { add(byte) }
            add(10)
        }
        return hash
    }

    /// The index as the file holds it.
    func encoded(foods: [NutritionFood]) -> String {
        var text = "# The nutrient table's word index, worked out from foods.tsv by `make nutrition-index`.\n"
        text += "# Do not edit: a test checks it against the index worked out from the table.\n"
        text += "\(Self.format)\t\(foods.count)\t\(String(Self.fingerprint(of: foods), radix: 16))\t\(words.count)\n"
        for word in words { text += word + "\n" }
        func numbers(_ list: [Int32]) -> String { list.map(String.init).joined(separator: " ") }
        for entry in entries {
            let effects = entry.wordEffects.map { "\($0.word):\($0.effect)" }.joined(separator: " ")
            text += [numbers(entry.head), numbers(entry.wordSet), numbers(entry.compoundEnds), numbers(entry.accompaniments),
                     numbers(entry.headExtras), effects]
                .joined(separator: "\t") + "\n"
        }
        return text
    }

    /// The index read from the file's bytes, or nil when they were made from another table or
    /// cannot be read.
    init?(encoded bytes: UnsafeRawBufferPointer, foods: [NutritionFood]) {
        var reader = IndexFileReader(bytes)
        while reader.peek == UInt8(ascii: "#") { reader.skipLine() }
        guard reader.text(upTo: 9) == Self.format, reader.skip(9), reader.integer() == foods.count, reader.skip(9),
              let fingerprint = UInt64(reader.text(upTo: 9), radix: 16), fingerprint == Self.fingerprint(of: foods), reader.skip(9),
              let wordCount = reader.integer(), wordCount >= 0, reader.skip(10) else { return nil }
        var words: [String] = []
        words.reserveCapacity(wordCount)
        var numbers: [String: Int32] = [:]
        numbers.reserveCapacity(wordCount)
        for number in 0..<wordCount {
            let word = reader.text(upTo: 10)
            guard reader.skip(10), !word.isEmpty, numbers.updateValue(Int32(number), forKey: word) == nil else { return nil }
            words.append(word)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(foods.count)
        var byWord = [[Int32]](repeating: [], count: wordCount)
        let limit = Int32(wordCount)
        func inRange(_ list: [Int32]) -> Bool { list.allSatisfy { $0 >= 0 && $0 < limit } }
        for position in 0..<foods.count {
            guard let head = reader.numbers(), reader.skip(9), let wordSet = reader.numbers(), reader.skip(9),
                  let ends = reader.numbers(), reader.skip(9), let accompaniments = reader.numbers(), reader.skip(9),
                  let extras = reader.numbers(), reader.skip(9), let effects = reader.effects(), reader.skip(10),
                  inRange(head), inRange(wordSet), inRange(ends), inRange(accompaniments), inRange(extras) else { return nil }
            for word in wordSet { byWord[Int(word)].append(Int32(position)) }
            entries.append(Entry(head: head, wordSet: wordSet, compoundEnds: ends, accompaniments: accompaniments,
                                 headPhrase: head.map { words[Int($0)] }.joined(separator: " "), headExtras: extras,
                                 wordEffects: effects))
        }
        guard reader.isAtEnd else { return nil }
        // The compound ends follow the words, as in the worked-out index.
        for (position, entry) in entries.enumerated() {
            for end in entry.compoundEnds { byWord[Int(end)].append(Int32(position)) }
        }
        self.init(entries: entries, words: words, numbers: numbers, foodsByWord: byWord)
    }
}

/// Reads the index file's bytes from the front: numbers, words and separators.
private struct IndexFileReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipLine() {
        while offset < bytes.count, bytes[offset] != 10 { offset += 1 }
        if offset < bytes.count { offset += 1 }
    }

    /// Steps over `byte` when it comes next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        offset += 1
        return true
    }

    /// The text up to (not over) the next `stop` byte or the end.
    mutating func text(upTo stop: UInt8) -> String {
        let start = offset
        while offset < bytes.count, bytes[offset] != stop { offset += 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// A whole number, perhaps negative; nil when none comes next.
    mutating func integer() -> Int? {
        let negative = skip(UInt8(ascii: "-"))
        let start = offset
        var value = 0
        while offset < bytes.count, bytes[offset] >= 48, bytes[offset] <= 57, offset - start < 12 {
            value = value * 10 + Int(bytes[offset] - 48)
            offset += 1
        }
        guard offset > start else { return nil }
        return negative ? -value : value
    }

    /// Numbers separated by single spaces, up to a tab or the line's end; empty when there are none.
    mutating func numbers() -> [Int32]? {
        var list: [Int32] = []
        guard peek != 9, peek != 10 else { return list }
        repeat {
            guard let value = integer(), let number = Int32(exactly: value) else { return nil }
            list.append(number)
        } while skip(32)
        return list
    }

    /// `word:effect` pairs separated by single spaces (the effect a decimal number), up to the line's end.
    mutating func effects() -> [(word: Int32, effect: Double)]? {
        var list: [(word: Int32, effect: Double)] = []
        guard peek != 10 else { return list }
        repeat {
            guard let value = integer(), let word = Int32(exactly: value), skip(UInt8(ascii: ":")) else { return nil }
            let start = offset
            while let byte = peek, byte != 32, byte != 10 { offset += 1 }
            let field = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            guard let effect = Double(field), effect.isFinite else { return nil }
            list.append((word, effect))
        } while skip(32)
        return list
    }
}

extension NutritionTable {
    /// The text of `Tables/food-index.tsv` for this table (`make nutrition-index` writes it).
    public var wordIndexFile: String {
        NutritionFoodIndex(foods: foods).encoded(foods: foods)
    }
}
