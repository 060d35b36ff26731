import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program in the foreground of this terminal (an editor) and waits for it: an argument array,
/// no shell. `posix_spawn` rather than Foundation's `Process`, which starts the child in a process
/// group of its own; the terminal then treats it as a background job and an editor cannot read the
/// keyboard (vim stops with "Error reading input").
enum TerminalProgram {
    /// Starts `program` (a full path) with `arguments` (the first is its name) and returns its exit status
    /// (128 + the signal number when a signal ended it).
    static func run(_ program: String, arguments: [String], environment: [String: String]) throws -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The editor starts with default signal handling and nothing blocked, whatever sous set up.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGPIPE, SIGTERM, SIGHUP, SIGCONT] {
            sigaddset(&defaults, number)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noneBlocked = sigset_t()
        sigemptyset(&noneBlocked)
        posix_spawnattr_setsigmask(&attributes, &noneBlocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // Ctrl-C and Ctrl-\ typed in the editor belong to the editor, as with git: sous must not die of them.
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var previousInterrupt = sigaction()
        var previousQuit = sigaction()
        sigaction(SIGINT, &ignore, &previousInterrupt)
        sigaction(SIGQUIT, &ignore, &previousQuit)
        defer {
            sigaction(SIGINT, &previousInterrupt, nil)
            sigaction(SIGQUIT, &previousQuit, nil)
        }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, program, nil, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .ENOENT) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        let signalNumber = status & 0x7f
        return signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber
    }
}
