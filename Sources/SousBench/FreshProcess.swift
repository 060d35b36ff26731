import Foundation

/// Runs this benchmark program again as a child (`SousBench SUBCOMMAND`) and reads the numbers it
/// prints: loads are timed in a fresh process, as a program meets them, because in the full run
/// earlier benchmarks have loaded the tables already and left a heap that skews time and memory.
enum FreshProcess {
    /// The numbers of each of `runs` runs' output, in the order printed; nil when one fails.
    static func numbers(of subcommand: String, runs: Int = 5) -> [[Double]]? {
        var outputs: [[Double]] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            process.arguments = [subcommand]
            let pipe = Pipe()
            process.standardOutput = pipe
            guard (try? process.run()) != nil else { return nil }
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            outputs.append(output.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == ":" }).compactMap { Double($0) })
        }
        return outputs
    }

    /// Of several runs' numbers, the run whose number at `index` is the median.
    static func median(_ runs: [[Double]], by index: Int) -> [Double]? {
        let sorted = runs.filter { $0.count > index }.sorted { $0[index] < $1[index] }
        return sorted.isEmpty ? nil : sorted[sorted.count / 2]
    }
}
