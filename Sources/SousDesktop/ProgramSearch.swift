import Foundation

/// Finds programs on the `PATH` of the environment sous was given (not the process's own, so tests
/// can put stand-ins first).
struct ProgramSearch {
    let environment: [String: String]

    /// The full path of `name`, or nil when it is not installed.
    func find(_ name: String) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
