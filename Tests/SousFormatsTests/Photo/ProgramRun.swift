import Foundation

/// Runs a program from a test with an argument array, its output going through temporary files
/// (a pipe left open by some other child would never end).
enum ProgramRun {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func run(_ arguments: [String]) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
        let out = folder.appendingPathComponent("sous-run-\(UUID().uuidString)")
        let err = folder.appendingPathComponent("sous-run-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0].contains("/") ? arguments[0] : find(arguments[0]) ?? arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardInput = FileHandle.nullDevice
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try? outHandle.close()
        try? errHandle.close()
        return Outcome(status: process.terminationStatus,
                       output: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                       errors: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}
