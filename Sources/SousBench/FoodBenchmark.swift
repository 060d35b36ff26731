import Foundation
import SousCore

/// The food knowledge base: loading the shipped table (every feature's first question waits for
/// it) and reading lines with `FoodKnowledge.match`, which every feature asks.
enum FoodBenchmark {
    static func run(into table: inout ResultTable) {
        // Loading is timed in a fresh process, as a program meets it: in this one, earlier
        // benchmarks have loaded it already and left a heap that skews time and memory.
        if let fresh = freshLoad() {
            table.add("food", "the table's version (finds the resources, reads and hashes the file)", Format.number(fresh.versionMS, digits: 1) + " ms")
            table.atMost("food", "load the concept table (\(fresh.concepts) concepts, fresh process)", fresh.loadMS, limit: 30, unit: "ms")
            table.atMost("food", "  memory it adds", fresh.grownMB, limit: 10, unit: "MB")
        } else {
            table.add("food", "load the concept table", "could not run SousBench food-load")
        }
        let knowledge = FoodKnowledge.standard
        let lines = AllergenBenchmark.corpusLines() ?? AllergenBenchmark.sampleLines
        var read = 0, found = 0
        let clock = Stopwatch()
        while clock.elapsedSeconds < 2 {
            for line in lines where knowledge.match(line).kind == .food { found += 1 }
            read += lines.count
        }
        table.atLeast("food", "lines matched to a concept (\(lines.count) distinct lines)", Double(read) / clock.elapsedSeconds,
                      limit: 200_000, unit: "lines/s")
        table.add("food", "  lines naming a food", Format.number(100 * Double(found) / Double(max(read, 1)), digits: 1) + " %")
    }

    /// `SousBench food-load`: the version read, then the table loaded, in this fresh process.
    static func printFreshLoad() {
        let versionClock = Stopwatch()
        _ = FoodKnowledge.standardVersion
        let versionMS = versionClock.elapsedSeconds * 1000
        let before = ProcessMemory.ownResidentMB()
        let load = Stopwatch()
        let knowledge = FoodKnowledge.standard
        let loadMS = load.elapsedSeconds * 1000
        print("\(versionMS) \(loadMS) \(ProcessMemory.ownResidentMB() - before) \(knowledge.concepts.count)")
    }

    /// The median of five fresh `food-load` runs of this program.
    static func freshLoad() -> (versionMS: Double, loadMS: Double, grownMB: Double, concepts: Int)? {
        guard let runs = FreshProcess.numbers(of: "food-load"), let middle = FreshProcess.median(runs, by: 1),
              middle.count == 4 else { return nil }
        return (middle[0], middle[1], middle[2], Int(middle[3]))
    }
}
