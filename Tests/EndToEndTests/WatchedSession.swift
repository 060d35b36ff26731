import Foundation

/// sous in a tmux pane, wrapped by a shell that saves `stty -a` before and after and then prints
/// "exit=N" and "SOUS-ENDED", so a test can see how sous ended and check the terminal was restored.
enum WatchedSession {
    /// `environment` is put before the command ("EDITOR=... "), `extra` after its arguments.
    static func launch(folder: URL, columns: Int = 100, rows: Int = 30, environment: String = "", extra: String = "") throws -> Tmux {
        let q = SousBinary.shellQuoted
        let db = folder.appendingPathComponent("sous.db").path
        let before = q(folder.appendingPathComponent("stty-before").path)
        let after = q(folder.appendingPathComponent("stty-after").path)
        let script = "stty -a > \(before); \(environment)TERM=tmux-256color \(q(SousBinary.path)) --db \(q(db)) \(extra); "
            + "echo \"exit=$?\"; stty -a > \(after); echo SOUS-ENDED; sleep 600"
        return try Tmux(command: "sh -c \(q(script))", columns: columns, rows: rows)
    }

    /// True when the terminal settings after sous equal those before it.
    static func terminalRestored(in folder: URL) throws -> Bool {
        // The window size is part of `stty -a` and changes when a test resizes the window.
        func settings(_ name: String) throws -> String {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return text.replacingOccurrences(of: #"rows \d+; columns \d+;"#, with: "", options: .regularExpression)
        }
        let before = try settings("stty-before")
        return try before == settings("stty-after") && !before.isEmpty
    }
}
