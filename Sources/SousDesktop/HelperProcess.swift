#if canImport(Glibc)
import Glibc
#endif

/// A small helper program (cat, xargs, xdg-screensaver) started with an argument array, never a shell,
/// in a process group of its own (the terminal's Ctrl-C, hang-up and resize signals are for sous, not
/// for it), with default signal handling, its standard error on /dev/null, and whatever standard
/// input and output the caller gives.
struct HelperProcess {
    let pid: pid_t

    /// Starts `program` (a full path) with `arguments` (the first is its name).
    init(_ program: String, arguments: [String], environment: [String: String],
         standardInput: Int32?, standardOutput: Int32?) throws(ScreenWakeFailure) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let standardOutput {
            posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH, SIGPIPE, SIGTERM, SIGHUP, SIGCHLD] {
            sigaddset(&defaults, number)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noneBlocked = sigset_t()
        sigemptyset(&noneBlocked)
        posix_spawnattr_setsigmask(&attributes, &noneBlocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw ScreenWakeFailure("cannot start \(arguments.first ?? program): \(String(cString: strerror(result)))")
        }
        self.pid = pid
    }

    /// The exit status once the helper has ended, waiting at most `seconds`; nil while it still runs.
    /// A helper ended by a signal gives 128 + the signal's number.
    func exitStatus(within seconds: Double) -> Int32? {
        var waited = 0.0
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                let signalNumber = status & 0x7f
                return signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber
            }
            if result < 0 && errno != EINTR { return -1 }
            if waited >= seconds { return nil }
            usleep(10_000)
            waited += 0.01
        }
    }

    /// Waits a little for the helper to end by itself, then ends it, so no zombie is left behind.
    func reap(within seconds: Double = 2) {
        guard exitStatus(within: seconds) == nil else { return }
        kill(pid, SIGKILL)
        _ = exitStatus(within: 1)
    }
}
