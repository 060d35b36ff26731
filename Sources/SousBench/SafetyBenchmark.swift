import SousCore
import SousStore

/// The safety filter over a big library: "safe for Sam" (peanuts, tree nuts, sesame) as the
/// library asks it, one page of 200 and the count, the first time and then repeatedly; the same
/// with a search word; and recomputing every recipe's contents (a new dictionary).
enum SafetyBenchmark {
    struct Result {
        var firstMilliseconds: Double
        var repeatedMilliseconds: LatencyStats
        var withSearchMilliseconds: LatencyStats
        var recomputeSeconds: Double
        var matches: Int
    }

    static let sam = Person(name: "Sam", allergies: [.peanuts, .treeNuts, .sesame])

    static func run(_ database: AppDatabase, passes: Int = 20) throws -> Result {
        let filter = SafetyFilter.safe(for: [sam], label: "safe for Sam")
        let query = LibraryQuery(safety: filter)
        func ask(_ query: LibraryQuery) throws -> Double {
            let watch = Stopwatch()
            _ = try database.summaries(query, offset: 0, limit: 200)
            _ = try database.count(query)
            return watch.elapsedMilliseconds
        }
        let first = try ask(query)
        var repeated: [Double] = []
        for _ in 0..<passes { repeated.append(try ask(query)) }
        var searched: [Double] = []
        for word in SearchBenchmark.words {
            searched.append(try ask(LibraryQuery(search: word, safety: filter)))
        }
        let watch = Stopwatch()
        try database.recomputeAllSafety()
        let recompute = watch.elapsedMilliseconds / 1000
        return Result(firstMilliseconds: first, repeatedMilliseconds: LatencyStats(repeated),
                      withSearchMilliseconds: LatencyStats(searched), recomputeSeconds: recompute,
                      matches: try database.count(query))
    }
}
