import Foundation
import SousApp
import SousCore
import SousStore

/// The timeline: four recipes of fifteen steps laid out backwards (reading every step's times
/// from its text, then placing), and `sous timer status` as a status bar runs it every second.
enum TimelineBenchmark {
    /// Four dishes of fifteen steps from the sample library's step texts.
    static func dishes() -> [TimelineDish] {
        let steps = SampleLibrary.recipes(count: 40, seed: 14).flatMap(\.steps)
        return (0..<4).map { dish in
            let texts = (0..<15).map { steps[(dish * 15 + $0) % steps.count] }
            return TimelineDish(recipe: Recipe(id: Int64(dish + 1), title: "Dish \(dish + 1)", steps: texts))
        }
    }

    static func run(into table: inout ResultTable) {
        let serve = Date(timeIntervalSince1970: 1_800_000_000)
        let sample = dishes()
        _ = TimelineScheduler.schedule(sample, serveAt: serve)
        var samples: [Double] = []
        for _ in 0..<200 {
            let clock = Stopwatch()
            let recipes = sample.map { dish in
                Recipe(id: dish.recipeID, title: dish.title, steps: dish.steps.map { Step(text: $0.text) })
            }
            let timeline = TimelineScheduler.schedule(recipes.map { TimelineDish(recipe: $0) }, serveAt: serve)
            samples.append(clock.elapsedSeconds * 1000)
            precondition(timeline.dishes.count == 4)
        }
        let stats = LatencyStats(samples)
        table.atMost("timeline", "4 recipes x 15 steps: read times + schedule (median of 200)", stats.median, limit: 5, unit: "ms", digits: 2)
        table.add("timeline", "  slowest of 200", Format.number(stats.max, digits: 2) + " ms")
    }

    /// `sous timer status` against a library with three timers: the whole process, median of 20.
    static func runStatus(binary: String, workspace: BenchWorkspace, into table: inout ResultTable) throws {
        let path = workspace.path("status.db")
        let database = try AppDatabase(path: path)
        for (label, seconds) in [("pasta", 600), ("roast", 3600), ("eggs", 420)] {
            try database.addTimer(label: label, seconds: seconds, now: Date())
        }
        let stats = try StartupBenchmark.wholeProcess(binary, ["timer", "status", "--db", path])
        table.atMost("timeline", "sous timer status, whole process (median of 20)", stats.median, limit: 10, unit: "ms", digits: 1)
    }
}
