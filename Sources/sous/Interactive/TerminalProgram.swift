import Foundation
import SousProcess
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program in the foreground of this terminal (an editor) and waits for it: it shares sous's
/// process group, or the terminal would treat it as a background job and an editor could not read
/// the keyboard (vim stops with "Error reading input").
enum TerminalProgram {
    /// Starts `program` (a full path) with `arguments` (the first is its name) and returns its exit status
    /// (128 + the signal number when a signal ended it).
    static func run(_ program: String, arguments: [String], environment: [String: String]) throws -> Int32 {
        // Ctrl-C and Ctrl-\ typed in the editor belong to the editor, as with git: sous must not die of them.
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var previousInterrupt = sigaction()
        var previousQuit = sigaction()
        sigaction(SIGINT, &ignore, &previousInterrupt)
        sigaction(SIGQUIT, &ignore, &previousQuit)
        defer {
            sigaction(SIGINT, &previousInterrupt, nil)
            sigaction(SIGQUIT, &previousQuit, nil)
        }
        let pid = try ChildProcess.spawn(program, arguments: arguments, environment: environment)
        return try ChildProcess.wait(pid)
    }
}
