/// The derived table's word numbers (`words.tsv`, sorted by UTF-8 bytes) kept as the file's own
/// bytes and looked up by binary search: loading it makes no String and no hash table.
struct SortedWords: Sendable {
    private let bytes: [UInt8]
    /// Per word, in file order: where it starts and ends in `bytes`, and its number.
    private let starts: [Int32]
    private let ends: [Int32]
    private let numbers: [Int32]

    /// `word<TAB>number` lines sorted by the word's bytes; `#` lines are comments. Throws the
    /// number of a line that is not a word and a number, or out of order.
    init(bytes: [UInt8]) throws(DataFileError) {
        var starts: [Int32] = [], ends: [Int32] = [], numbers: [Int32] = []
        starts.reserveCapacity(bytes.count / 12)
        ends.reserveCapacity(bytes.count / 12)
        numbers.reserveCapacity(bytes.count / 12)
        var lineNumber = 0
        for line in TableBytes.lines(bytes) {
            lineNumber += 1
            if line.isEmpty || bytes[line.lowerBound] == UInt8(ascii: "#") { continue }
            guard let tab = bytes[line].firstIndex(of: UInt8(ascii: "\t")),
                  let number = TableBytes.integer(bytes, (tab + 1)..<line.upperBound) else {
                throw DataFileError(file: "words.tsv", line: lineNumber, "expected \"word<TAB>number\"")
            }
            if let previous = starts.indices.last,
               !Self.less(bytes[Int(starts[previous])..<Int(ends[previous])], bytes[line.lowerBound..<tab]) {
                throw DataFileError(file: "words.tsv", line: lineNumber, "words out of order")
            }
            starts.append(Int32(line.lowerBound))
            ends.append(Int32(tab))
            numbers.append(Int32(number))
        }
        self.bytes = bytes
        self.starts = starts
        self.ends = ends
        self.numbers = numbers
    }

    var count: Int { numbers.count }

    /// The word's number, or nil.
    func number(of word: String) -> Int32? {
        var word = word
        return word.withUTF8 { key -> Int32? in
            var low = 0, high = numbers.count
            while low < high {
                let middle = (low + high) / 2
                let order = compare(key, middle)
                if order == 0 { return numbers[middle] }
                if order > 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// The key against word `index`: negative, zero or positive as the key sorts before, equal or after.
    private func compare(_ key: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let start = Int(starts[index]), length = Int(ends[index]) - start
        let shared = min(key.count, length)
        for offset in 0..<shared {
            let a = key[offset], b = bytes[start + offset]
            if a != b { return a < b ? -1 : 1 }
        }
        return key.count - length
    }

    private static func less(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        a.lexicographicallyPrecedes(b)
    }
}
