import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with posix_spawn and waitpid. Foundation's Process can miss the exit
/// of a child that itself forks a daemon (tmux starting its server), leaving the test waiting forever.
enum ChildProcess {
    /// Runs `arguments` (found on PATH), with stdout written to a temporary file that is returned as text.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("sous-e2e-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw E2EError("could not start \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitCode, output)
    }
}
