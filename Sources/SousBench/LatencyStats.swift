/// Order statistics of a set of samples (milliseconds), nearest-rank percentiles.
struct LatencyStats {
    let sorted: [Double]

    init(_ samples: [Double]) { sorted = samples.sorted() }

    var count: Int { sorted.count }
    var max: Double { sorted.last ?? 0 }
    var mean: Double { sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count) }
    var median: Double { percentile(50) }

    /// Nearest rank: the smallest sample at or above `p` percent of the samples.
    func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}
