import Foundation
import SousCore

/// The food knowledge base: loading the shipped table (every feature's first question waits for
/// it) and reading lines with `FoodKnowledge.match`, which every feature asks.
enum FoodBenchmark {
    static func run(into table: inout ResultTable) {
        // The file's version first: it finds the package's resources (Foundation's bundle lookup,
        // paid once by whichever table loads first) and is what opening a library reads.
        let versionClock = Stopwatch()
        _ = FoodKnowledge.standardVersion
        let versionMS = versionClock.elapsedSeconds * 1000
        let before = ProcessMemory.ownResidentMB()
        let load = Stopwatch()
        let knowledge = FoodKnowledge.loadShipped()
        let loadMS = load.elapsedSeconds * 1000
        let grown = ProcessMemory.ownResidentMB() - before
        table.add("food", "the table's version (finds the resources, reads and hashes the file)", Format.number(versionMS, digits: 1) + " ms")
        table.atMost("food", "load the concept table (\(knowledge.concepts.count) concepts)", loadMS, limit: 30, unit: "ms")
        table.atMost("food", "  memory it adds", grown, limit: 10, unit: "MB")
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
}
