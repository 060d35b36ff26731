/// Feature hashes to rows, in an open-addressing table: the hashes are already well mixed, so
/// the slot is the hash's low bits, with no hashing of its own (a Swift Dictionary spent half
/// the model's reading time hashing hashes).
struct FeatureTable: Sendable {
    private var keys: [UInt64]
    private var values: [Int32]
    private let mask: Int
    private(set) var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt64](repeating: 0, count: size)
        values = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    /// The row of `key`, nil when it has none. (A key of 0 is stored as 1: 0 marks an empty slot.)
    func row(_ key: UInt64) -> Int32? {
        let key = key == 0 ? 1 : key
        var slot = Int(truncatingIfNeeded: key) & mask
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Every feature with its row, by row.
    var entries: [(key: UInt64, row: Int32)] {
        keys.indices.filter { keys[$0] != 0 }.map { (keys[$0], values[$0]) }.sorted { $0.row < $1.row }
    }

    mutating func insert(_ key: UInt64, row: Int32) {
        let key = key == 0 ? 1 : key
        var slot = Int(truncatingIfNeeded: key) & mask
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = key
        values[slot] = row
    }
}
