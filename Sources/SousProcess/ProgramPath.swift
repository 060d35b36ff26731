import Foundation

/// Finds programs on the `PATH` of the environment sous was given (not the process's own, so tests
/// can put stand-ins first).
public enum ProgramPath {
    /// The full path of `name`, or nil when it is not installed. A name with a slash is a path
    /// already: it counts when it is executable.
    public static func find(_ name: String, environment: [String: String]) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
