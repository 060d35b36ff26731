import Foundation
import SousProcess

/// Finds `sous-fetch`, the program that downloads for sous: named by `SOUS_FETCH_HELPER`, else
/// beside the running program (where `make install` and `swift build` put it), else on PATH.
public enum FetchHelper {
    public static let name = "sous-fetch"

    public static let missing = "sous-fetch, the helper that downloads web pages, is missing: "
        + "install sous with `make install`, or put sous-fetch beside sous or on your PATH."

    public static func path(environment: [String: String]) -> String? {
        let files = FileManager.default
        if let named = environment["SOUS_FETCH_HELPER"], !named.isEmpty {
            return files.isExecutableFile(atPath: named) ? named : nil
        }
        let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let beside = running.deletingLastPathComponent().appendingPathComponent(name).path
        if files.isExecutableFile(atPath: beside) { return beside }
        return ProgramPath.find(name, environment: environment)
    }
}
