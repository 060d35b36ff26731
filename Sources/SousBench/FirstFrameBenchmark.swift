import Foundation

/// The real binary on a 100x30 pseudo-terminal: time from spawn to the first full library frame,
/// and the app's peak memory after a short browsing session.
enum FirstFrameBenchmark {
    static let columns: UInt16 = 100
    static let rows: UInt16 = 30

    /// A terminal-like environment with a private HOME, so no user theme or settings apply.
    static func environment(home: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["HOME"] = home
        environment["LANG"] = environment["LANG"] ?? "C.UTF-8"
        for key in ["SOUS_DB", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "NO_COLOR", "TMUX", "COLUMNS", "LINES"] {
            environment[key] = nil
        }
        return environment
    }

    /// Milliseconds until the status line shows `needle` (the position, e.g. "1/100000"), per run.
    static func firstFrames(binary: String, databasePath: String, home: String, needle: String,
                            runs: Int) throws -> [Double] {
        var samples: [Double] = []
        for run in 1...runs {
            let session = try PseudoTerminalSession(
                executable: binary, arguments: ["--db", databasePath], environment: environment(home: home),
                columns: columns, rows: rows, needle: needle)
            let milliseconds = session.waitForNeedle(timeout: 15)
            session.send("q")
            _ = session.finish(timeout: 5)
            guard let milliseconds else {
                throw BenchError("run \(run): sous never showed \"\(needle)\" on the pseudo-terminal")
            }
            samples.append(milliseconds)
        }
        return samples
    }

    /// What a short session cost: the child's peak RSS after paging, searching and opening a recipe.
    struct Session {
        var vmHWMBeforeQuitMB: Double?
        var maxRSSMB: Double
        var exitedCleanly: Bool
        var outputBytes: Int
    }

    /// PgDn x 50, "/", "chick", Enter, then "q" (back) and "q" (quit), draining output throughout.
    static func browse(binary: String, databasePath: String, home: String, needle: String) throws -> Session {
        let session = try PseudoTerminalSession(
            executable: binary, arguments: ["--db", databasePath], environment: environment(home: home),
            columns: columns, rows: rows, needle: needle)
        guard session.waitForNeedle(timeout: 15) != nil else {
            _ = session.finish(timeout: 1)
            throw BenchError("sous never showed its first frame")
        }
        session.send(String(repeating: "\u{1B}[6~", count: 50))
        session.waitForQuiet(0.3)
        session.send("/")
        session.waitForQuiet(0.15)
        for letter in "chick" {
            session.send(String(letter))
            session.waitForQuiet(0.15)
        }
        session.send("\r")
        session.waitForQuiet(0.3)
        let hwm = ProcessMemory.peakMB(of: session.pid)
        session.send("q")
        session.waitForQuiet(0.2)
        session.send("q")
        let end = session.finish(timeout: 5)
        return Session(vmHWMBeforeQuitMB: hwm, maxRSSMB: end.peakMB, exitedCleanly: end.exited,
                       outputBytes: session.outputBytes)
    }
}
