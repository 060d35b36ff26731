import Foundation

/// The learned ingredient-line model: a weight per feature and label, and a weight per pair of
/// neighbouring labels, trained by `LineModelTrainer` (an averaged structured perceptron) on the
/// labelled lines; a line's labels are the best-scoring sequence (Viterbi).
public struct LineModel: Sendable {
    static let labelCount = LineLabel.allCases.count
    /// Feature hash to its row of weights, for reading lines fast.
    let table: FeatureTable
    /// `labelCount` weights per row.
    let weights: [Float]
    /// From the previous label (the last row: the line's start) to each label.
    let transitions: [Float]

    init(table: FeatureTable, weights: [Float], transitions: [Float]) {
        self.table = table
        self.weights = weights
        self.transitions = transitions
    }

    init(rows: [UInt64: Int32], weights: [Float], transitions: [Float]) {
        var table = FeatureTable(capacity: rows.count)
        for (hash, row) in rows { table.insert(hash, row: row) }
        self.init(table: table, weights: weights, transitions: transitions)
    }

    /// The model shipped with sous (`make train` writes it); nil when it is missing or damaged.
    public static let standard: LineModel? = {
        guard let url = Bundle.module.url(forResource: "line-model", withExtension: "bin", subdirectory: "LineModel"),
              let data = try? Data(contentsOf: url) else { return nil }
        return try? LineModel(encoded: [UInt8](data))
    }()

    /// The labels of `tokens`, best sequence first.
    public func labels(_ tokens: [LineToken]) -> [LineLabel] {
        labels(features: LineFeatures.features(of: tokens))
    }

    func labels(features: [[UInt64]]) -> [LineLabel] {
        Self.decode(features, row: { table.row($0) }, weights: weights, transitions: transitions)
    }

    /// The best labels for tokens with these features under these weights (the trainer calls it
    /// with the weights it is changing, without copying them).
    static func decode(_ features: [[UInt64]], row: (UInt64) -> Int32?, weights: [Float], transitions: [Float]) -> [LineLabel] {
        let count = features.count
        guard count > 0 else { return [] }
        let n = labelCount
        var scores = [Float](repeating: 0, count: count * n)
        for (index, tokenFeatures) in features.enumerated() {
            for feature in tokenFeatures {
                guard let row = row(feature) else { continue }
                let base = Int(row) * n
                for label in 0..<n { scores[index * n + label] += weights[base + label] }
            }
        }
        // Viterbi: best[i][l] is the best score of a sequence ending in label l at token i.
        var best = [Float](repeating: 0, count: count * n)
        var back = [Int](repeating: 0, count: count * n)
        for label in 0..<n { best[label] = scores[label] + transitions[n * n + label] }
        for index in 1..<max(count, 1) {
            for label in 0..<n {
                var top = -Float.infinity
                var from = 0
                for previous in 0..<n {
                    let value = best[(index - 1) * n + previous] + transitions[previous * n + label]
                    if value > top {
                        top = value
                        from = previous
                    }
                }
                best[index * n + label] = top + scores[index * n + label]
                back[index * n + label] = from
            }
        }
        var label = (0..<n).max { best[(count - 1) * n + $0] < best[(count - 1) * n + $1] } ?? 0
        var result = [LineLabel](repeating: .other, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            result[index] = LineLabel(rawValue: label) ?? .other
            label = back[index * n + label]
        }
        return result
    }

    // MARK: The file

    static let magic: [UInt8] = Array("SLM1".utf8)

    /// "SLM1", the label count and row count (UInt32), the row hashes (UInt64), the weights and
    /// the transitions (Float32), all little-endian.
    public func encoded() -> [UInt8] {
        var bytes = Self.magic
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        append(UInt32(Self.labelCount))
        let entries = table.entries
        append(UInt32(entries.count))
        for entry in entries { append(entry.key) }
        for value in weights { append(value.bitPattern) }
        for value in transitions { append(value.bitPattern) }
        return bytes
    }

    public struct Damaged: Error, CustomStringConvertible {
        public let description: String
    }

    public init(encoded bytes: [UInt8]) throws {
        let n = Self.labelCount
        var offset = 0
        func read<T: FixedWidthInteger>(_: T.Type) throws -> T {
            let size = MemoryLayout<T>.size
            guard offset + size <= bytes.count else { throw Damaged(description: "the line model ends early") }
            var value: T = 0
            for index in 0..<size { value |= T(bytes[offset + index]) << (8 * index) }
            offset += size
            return value
        }
        guard bytes.starts(with: Self.magic) else { throw Damaged(description: "not a line model") }
        offset = Self.magic.count
        guard try read(UInt32.self) == n else { throw Damaged(description: "the line model has other labels") }
        let rowCount = Int(try read(UInt32.self))
        guard bytes.count == offset + rowCount * 8 + rowCount * n * 4 + (n + 1) * n * 4 else {
            throw Damaged(description: "the line model's size does not match its header")
        }
        var table = FeatureTable(capacity: rowCount)
        for row in 0..<rowCount { table.insert(try read(UInt64.self), row: Int32(row)) }
        var weights = [Float](repeating: 0, count: rowCount * n)
        for index in weights.indices { weights[index] = Float(bitPattern: try read(UInt32.self)) }
        var transitions = [Float](repeating: 0, count: (n + 1) * n)
        for index in transitions.indices { transitions[index] = Float(bitPattern: try read(UInt32.self)) }
        self.init(table: table, weights: weights, transitions: transitions)
    }
}
