import Foundation
import SousCore
import SousProcess

/// Starts helper programs (notify-send, espeak-ng, a sound command) with an argument array, never a
/// shell, with text made visible by `TerminalText`, with no terminal input or output so they cannot disturb the screen, and without waiting.
public struct ProgramLauncher: Sendable {
    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The full path of `name` on `PATH`, or nil when it is not installed.
    public func find(_ name: String) -> String? {
        ProgramPath.find(name, environment: environment)
    }

    /// Starts `arguments[0]` (looked up on PATH) with the rest; false when it could not be started.
    @discardableResult
    public func launch(_ arguments: [String]) -> Bool {
        guard let name = arguments.first, let executable = find(name) else { return false }
        // Recipe text reaches these programs as arguments: a notification daemon or a speech
        // program is a way out too, so it gets the same visible form as the terminal.
        let arguments = [name] + arguments.dropFirst().map { TerminalText.visible($0) }
        // A group of its own, so the terminal's Ctrl-C is not for it.
        guard let pid = try? ChildProcess.spawn(executable, arguments: arguments, environment: environment,
                                                input: .null, output: .null, error: .null, group: .own) else { return false }
        // Waited for off the loop, so it leaves no zombie behind.
        Thread.detachNewThread { _ = try? ChildProcess.wait(pid) }
        return true
    }
}
