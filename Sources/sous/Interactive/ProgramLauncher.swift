import Foundation
import SousCore

/// Starts helper programs (notify-send, espeak-ng, a sound command) with an argument array, never a
/// shell, with text made visible by `TerminalText`, with no terminal input or output so they cannot disturb the screen, and without waiting.
struct ProgramLauncher {
    let environment: [String: String]

    /// The full path of `name` on `PATH`, or nil when it is not installed.
    func find(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Starts `arguments[0]` (looked up on PATH) with the rest; false when it could not be started.
    @discardableResult
    func launch(_ arguments: [String]) -> Bool {
        guard let name = arguments.first, let executable = find(name) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // Recipe text reaches these programs as arguments: a notification daemon or a speech
        // program is a way out too, so it gets the same visible form as the terminal.
        process.arguments = arguments.dropFirst().map { TerminalText.visible($0) }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
