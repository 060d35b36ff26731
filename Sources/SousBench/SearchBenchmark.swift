import SousCore
import SousStore

/// Search latency per keystroke: what the library does on each key typed into the search
/// line, one page of 200 summaries and the match count (`libraryPage`, as the app asks).
enum SearchBenchmark {
    static let words = ["chick", "lemon", "tomat", "garli", "smoky", "curry", "bread", "sweet"]

    struct Keystroke {
        var prefix: String
        var milliseconds: Double
    }

    /// Types every word letter by letter once to warm up, then `passes` times recording each keystroke.
    static func run(_ database: AppDatabase, passes: Int) throws -> [Keystroke] {
        _ = try typeAll(database)
        var samples: [Keystroke] = []
        for _ in 0..<passes { samples += try typeAll(database) }
        return samples
    }

    private static func typeAll(_ database: AppDatabase) throws -> [Keystroke] {
        var samples: [Keystroke] = []
        for word in words {
            for length in 1...word.count {
                let query = LibraryQuery(search: String(word.prefix(length)))
                let watch = Stopwatch()
                _ = try database.libraryPage(query, offset: 0, limit: 200)
                let elapsed = watch.elapsedMilliseconds
                samples.append(Keystroke(prefix: query.search, milliseconds: elapsed))
            }
        }
        return samples
    }
}
