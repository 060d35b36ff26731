import Foundation

/// Where the built `sous` is, and a fresh temporary folder for each test's database.
enum SousBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `SOUS_BIN` runs a binary built elsewhere (a private scratch path); else the package's own build.
    static var path: String {
        if let override = ProcessInfo.processInfo.environment["SOUS_BIN"], !override.isEmpty { return override }
        for configuration in ["debug", "release"] {
            let candidate = packageRoot.appendingPathComponent(".build/\(configuration)/sous").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/sous").path
    }

    /// A fresh folder inside this test run's own folder, which is removed when the test process
    /// exits (the tests' folders used to stay behind in /tmp, thousands after a few runs).
    static func temporaryFolder() throws -> URL {
        let url = runFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `sous-e2e-PID` in the temporary directory, made on first use and removed at exit.
    private static let runFolder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sous-e2e-\(getpid())")
        atexit {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("sous-e2e-\(getpid())")
            try? FileManager.default.removeItem(at: url)
        }
        return url
    }()

    /// Runs sous to completion with arguments; returns status, stdout and stderr.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let outcome = try ChildProcess.run([path] + arguments, environment: environment)
        return (outcome.status, outcome.output, outcome.errors)
    }

    static func shellQuoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
