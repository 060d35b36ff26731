import Foundation

/// Writes stand-in programs (shell scripts) for tests. Tests run in parallel in one process, and a
/// file this process has open for writing can be inherited by a child another test spawns at that
/// moment; executing the script then fails with "Text file busy". So the text is written beside it
/// and `install`, a process of its own, makes the executable: this process never opens it for writing.
public enum ExecutableScript {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes `#!/bin/sh` and `body` to `url`, mode 755.
    public static func write(_ body: String, to url: URL) throws {
        let source = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).sh")
        defer { try? FileManager.default.removeItem(at: source) }
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: source)
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
        install.arguments = ["-m", "755", source.path, url.path]
        try install.run()
        install.waitUntilExit()
        guard install.terminationStatus == 0 else {
            throw Failure(description: "install could not write \(url.path) (status \(install.terminationStatus))")
        }
    }
}
