import SousCore

/// Trains a `LineModel` as an averaged structured perceptron: each labelled line is decoded with
/// the weights so far, and where the answer differs from the labels, the right labels' features
/// gain and the wrong ones' lose; the model keeps the average of the weights over all steps,
/// which generalises far better than the last ones.
public struct LineModelTrainer {
    public struct Example: Sendable {
        public var tokens: [LineToken]
        public var labels: [LineLabel]

        public init(tokens: [LineToken], labels: [LineLabel]) {
            self.tokens = tokens
            self.labels = labels
        }
    }

    public init() {}

    /// `epochs` passes over `examples`, in an order shuffled the same way on every run.
    public func train(_ examples: [Example], epochs: Int) -> LineModel {
        let n = LineModel.labelCount
        var rows: [UInt64: Int32] = [:]
        let featured = examples.map { example -> (features: [[UInt64]], labels: [Int]) in
            let features = LineFeatures.features(of: example.tokens)
            for tokenFeatures in features {
                for feature in tokenFeatures where rows[feature] == nil { rows[feature] = Int32(rows.count) }
            }
            return (features, example.labels.map(\.rawValue))
        }
        var weights = [Float](repeating: 0, count: rows.count * n)
        var transitions = [Float](repeating: 0, count: (n + 1) * n)
        // For the average: each update's size times the step it was made at.
        var weightSums = weights
        var transitionSums = transitions
        var step: Float = 1
        var order = Array(featured.indices)
        var random = SplitMix64(seed: 0x5005)
        for _ in 0..<epochs {
            order.shuffle(using: &random)
            for index in order {
                let (features, gold) = featured[index]
                let guess = LineModel.decode(features, row: { rows[$0] }, weights: weights, transitions: transitions).map(\.rawValue)
                if guess != gold {
                    func update(_ labels: [Int], by amount: Float) {
                        for (position, label) in labels.enumerated() {
                            for feature in features[position] {
                                let slot = Int(rows[feature]!) * n + label
                                weights[slot] += amount
                                weightSums[slot] += amount * step
                            }
                            let from = position == 0 ? n : labels[position - 1]
                            transitions[from * n + label] += amount
                            transitionSums[from * n + label] += amount * step
                        }
                    }
                    update(gold, by: 1)
                    update(guess, by: -1)
                }
                step += 1
            }
        }
        let averaged = zip(weights, weightSums).map { $0 - $1 / step }
        let averagedTransitions = zip(transitions, transitionSums).map { $0 - $1 / step }
        return Self.pruned(LineModel(rows: rows, weights: averaged, transitions: averagedTransitions))
    }

    /// Without the features whose weights all round to nothing, which only make the file larger.
    static func pruned(_ model: LineModel) -> LineModel {
        let n = LineModel.labelCount
        var rows: [UInt64: Int32] = [:]
        var weights: [Float] = []
        for (hash, row) in model.table.entries {
            let values = model.weights[Int(row) * n..<(Int(row) + 1) * n]
            guard values.contains(where: { abs($0) >= 0.01 }) else { continue }
            rows[hash] = Int32(rows.count)
            weights += values
        }
        return LineModel(rows: rows, weights: weights, transitions: model.transitions)
    }
}
