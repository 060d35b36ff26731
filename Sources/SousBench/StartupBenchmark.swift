import Foundation
import SousProcess

/// What every start of sous costs, measured on `sous --version` (which does nothing else): the
/// whole process, wall clock, and its peak resident memory (issue 25's targets).
enum StartupBenchmark {
    static func run(binary: String, into table: inout ResultTable) throws {
        let stats = try wholeProcess(binary, ["--version"])
        table.atMost("start", "sous --version, whole process (median of 20)", stats.median, limit: 8, unit: "ms", digits: 1)
        if let peakKB = try peakResidentKB(binary, ["--version"]) {
            table.atMost("start", "sous --version, peak RSS", Double(peakKB) / 1024, limit: 12, unit: "MB", digits: 1)
        } else {
            table.add("start", "sous --version, peak RSS", "n/a", target: "<= 12 MB (needs /usr/bin/time)")
        }
    }

    /// Wall-clock times of 21 runs, the first dropped (it warms the page cache). Timed around
    /// posix_spawn and waitpid (`ChildProcess`): Foundation's `Process.waitUntilExit` wakes every 50 ms, which is
    /// what an earlier bench measured as 52 ms for `sous timer status`.
    static func wholeProcess(_ binary: String, _ arguments: [String]) throws -> LatencyStats {
        var samples: [Double] = []
        for _ in 0..<21 {
            let clock = Stopwatch()
            let status = try runToEnd(binary, arguments)
            samples.append(clock.elapsedSeconds * 1000)
            guard status == 0 else { throw BenchError("\(binary) \(arguments.joined(separator: " ")) ended with status \(status)") }
        }
        return LatencyStats(Array(samples.dropFirst()))
    }

    /// The program's peak resident memory, through GNU time: a child started from the bench
    /// itself would report the bench's own peak, which Linux carries across exec.
    static func peakResidentKB(_ binary: String, _ arguments: [String]) throws -> Int? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("sous-bench-rss-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        guard try runToEnd("/usr/bin/time", ["-f", "%M", "-o", report, binary] + arguments) == 0 else { return nil }
        return (try? String(contentsOfFile: report, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Runs `binary` with output to /dev/null and returns its exit status.
    static func runToEnd(_ binary: String, _ arguments: [String]) throws -> Int32 {
        let pid = try ChildProcess.spawn(binary, arguments: [binary] + arguments,
                                         environment: ProcessInfo.processInfo.environment, output: .null)
        return try ChildProcess.wait(pid)
    }
}
