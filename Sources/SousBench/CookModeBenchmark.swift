import Foundation
import SousCore
import SousFormats
import SousStore
#if canImport(Glibc)
import Glibc
#endif

/// Cook mode with five timers running, on a 100x30 pseudo-terminal: the app's CPU time and the bytes of
/// terminal output per second over a window, and its wake-ups per second when idle with no timer.
enum CookModeBenchmark {
    struct Result {
        var seconds: Double
        var cpuSeconds: Double
        var bytesPerSecond: Double
        var cookWakeUpsPerSecond: Double
        var idleSeconds: Double
        var idleWakeUpsPerSecond: Double
        var idleBytes: Int
    }

    /// `SOUS_BENCH_COOK_SECONDS` shortens the 60-second window for a quick look. With `picture`, the
    /// recipe has it, so cook mode's first step shows it beside the step.
    static func run(binary: String, workspace: BenchWorkspace, home: String, picture: RecipeImage? = nil) throws -> Result {
        let seconds = Double(ProcessInfo.processInfo.environment["SOUS_BENCH_COOK_SECONDS"] ?? "") ?? 60
        let cookPath = workspace.path(picture == nil ? "cook.db" : "cook-picture.db")
        let database = try AppDatabase(path: cookPath)
        if let picture {
            // The starter library first, as the app would import it, so the recipe can be given the picture.
            _ = try database.importOnFirstStart(markedBy: "starter_imported") {
                try StarterLibrary.files().map { try CooklangImporter.recipe(from: $0.text, fileName: $0.name) }
            }
            var recipe = try database.findRecipe("Greek Salad")
            recipe.image = picture
            _ = try database.saveRecipe(recipe)
        }
        let now = Date()
        for (index, label) in ["Simmer", "pasta", "Bake", "rice", "eggs"].enumerated() {
            try database.addTimer(label: label, seconds: 600 * (index + 1), now: now)
        }
        let environment = FirstFrameBenchmark.environment(home: home)

        // The starter library is imported on the first start; wait for cook mode to settle first.
        let session = try PseudoTerminalSession(
            executable: binary, arguments: ["cook", "Greek Salad", "--db", cookPath], environment: environment,
            columns: 100, rows: 30, needle: "step 1 of")
        guard session.waitForNeedle(timeout: 30) != nil else {
            _ = session.finish(timeout: 1)
            throw BenchError("sous cook never showed its first step")
        }
        session.waitForQuiet(0.8, timeout: 3)
        let cpu0 = cpuSeconds(of: session.pid), bytes0 = session.outputBytes, switches0 = wakeUps(of: session.pid)
        let watch = Stopwatch()
        while watch.elapsedSeconds < seconds { usleep(100_000) }
        let elapsed = watch.elapsedSeconds
        let cpu1 = cpuSeconds(of: session.pid), bytes1 = session.outputBytes, switches1 = wakeUps(of: session.pid)
        session.send("q")
        session.waitForQuiet(0.2)
        session.send("q")
        _ = session.finish(timeout: 5)

        // Idle: the library with no timer at all.
        let idlePath = workspace.path(picture == nil ? "idle.db" : "idle-picture.db")
        try? FileManager.default.copyItem(atPath: cookPath, toPath: idlePath)
        let idleDatabase = try AppDatabase(path: idlePath)
        for timer in try idleDatabase.timers() { try idleDatabase.deleteTimer(id: timer.id) }
        let idle = try PseudoTerminalSession(
            executable: binary, arguments: ["--db", idlePath], environment: environment,
            columns: 100, rows: 30, needle: "sous · Library")
        guard idle.waitForNeedle(timeout: 30) != nil else {
            _ = idle.finish(timeout: 1)
            throw BenchError("sous never showed the library")
        }
        idle.waitForQuiet(0.8, timeout: 3)
        let idleSeconds = min(10, max(3, seconds / 6))
        let idleSwitches0 = wakeUps(of: idle.pid), idleBytes0 = idle.outputBytes
        let idleWatch = Stopwatch()
        while idleWatch.elapsedSeconds < idleSeconds { usleep(100_000) }
        let idleElapsed = idleWatch.elapsedSeconds
        let idleSwitches1 = wakeUps(of: idle.pid), idleBytes1 = idle.outputBytes
        idle.send("q")
        _ = idle.finish(timeout: 5)

        return Result(seconds: elapsed, cpuSeconds: cpu1 - cpu0, bytesPerSecond: Double(bytes1 - bytes0) / elapsed,
                      cookWakeUpsPerSecond: Double(switches1 - switches0) / elapsed, idleSeconds: idleElapsed,
                      idleWakeUpsPerSecond: Double(idleSwitches1 - idleSwitches0) / idleElapsed, idleBytes: idleBytes1 - idleBytes0)
    }

    /// The cook lines of the results table, shared by the full run and `SousBench cook`.
    static func report(_ cook: Result, into table: inout ResultTable, notes: inout [String]) {
        table.atMost("cook", "CPU, five timers, per minute", cook.cpuSeconds * 60_000 / cook.seconds, limit: 60, unit: "ms")
        table.atMost("cook", "terminal output, five timers", cook.bytesPerSecond, limit: 200, unit: "B/s")
        table.add("cook", "  wake-ups with timers (voluntary switches)", Format.number(cook.cookWakeUpsPerSecond, digits: 2) + " /s")
        table.atMost("cook", "idle wake-ups, no timer", cook.idleWakeUpsPerSecond, limit: 0, unit: "/s", digits: 2)
        notes.append("cook: measured over \(Format.number(cook.seconds, digits: 0)) s, idle over \(Format.number(cook.idleSeconds, digits: 0)) s "
                     + "(\(cook.idleBytes) bytes written while idle); wake-ups are the main (run-loop) thread's voluntary context switches.")
    }

    /// User + system CPU seconds of a live process, from /proc/PID/stat (fields 14 and 15, in clock ticks).
    static func cpuSeconds(of pid: pid_t) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Voluntary context switches of the main thread, where the run loop sleeps: each time it went to
    /// sleep and woke again. (libdispatch's worker threads come and go on their own schedule.)
    static func wakeUps(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
            return Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
        }
        return 0
    }
}
