import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with posix_spawn and waitpid, its output going to temporary files.
/// Foundation's Process can miss the exit of a child that itself forks a daemon (tmux starting its
/// server); and output read from pipes never ends while some other child (a tmux server started
/// by a test running alongside) has inherited the pipe's write end. Files have neither problem.
enum ChildProcess {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `arguments` (the program found on PATH unless it is a path) with `environment` added.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
        let outputFile = folder.appendingPathComponent("sous-e2e-out-\(UUID().uuidString)")
        let errorFile = folder.appendingPathComponent("sous-e2e-err-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = ProcessInfo.processInfo.environment.merging(extra) { $1 }.map { "\($0.key)=\($0.value)" }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        // The test runner blocks signals in its threads and a spawned child inherits that mask:
        // a tmux server started so (and sous under it) would never get the SIGHUP of kill-server
        // and would outlive the test. Children start with no signal blocked and default handlers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw E2EError("could not start \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exitCode,
                       output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
                       errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }
}
