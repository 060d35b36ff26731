import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Permissions do not bind root: a test about a file this user cannot write runs sous as
/// `nobody` (through setpriv) when the tests run as root, and as itself otherwise.
enum AnotherUser {
    static let needed = geteuid() == 0
    static let available = !needed || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    static let nobody: uid_t = 65534

    /// Gives `folder` to the user sous will run as, so it may create its library there.
    static func own(_ folder: URL) {
        if needed { chown(folder.path, nobody, gid_t(nobody)) }
    }

    static func sous(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        guard needed else { return try SousBinary.run(arguments) }
        let outcome = try ChildProcess.run(["/usr/bin/setpriv", "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups",
                                            SousBinary.path] + arguments)
        return (outcome.status, outcome.output, outcome.errors)
    }
}
