#if canImport(Glibc)
import Glibc
#endif

/// Starting another program, the one way sous does it: an argument array (never a shell), every
/// signal at its default handling and none blocked whatever sous set up, the standard streams as
/// asked, and, if asked, a process group or session of its own. `posix_spawn` rather than
/// Foundation's `Process`, which always puts the child in a group of its own (an editor in the
/// foreground of the terminal must share sous's).
public enum ChildProcess {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable, Equatable {
        /// The parent's own.
        case inherit
        /// /dev/null.
        case null
        /// A copy of this descriptor (of the parent, or one the child has by then: streams are set
        /// up in order, input first).
        case descriptor(Int32)
        /// This file, opened read-write (a pseudo-terminal's slave side).
        case file(String)
    }

    /// Which process group the child is in.
    public enum Group: Sendable {
        /// sous's own: the terminal's foreground job (an editor).
        case parents
        /// A group of its own: the terminal's Ctrl-C, hang-up and resize signals are not for it.
        case own
        /// A session of its own, so a terminal it opens becomes its controlling terminal.
        case newSession
    }

    /// Starts `program` (a full path) with `arguments` (the first is its name) and returns its pid.
    public static func spawn(_ program: String, arguments: [String], environment: [String: String],
                             input: Stream = .inherit, output: Stream = .inherit, error: Stream = .inherit,
                             group: Group = .parents) throws(ChildProcessError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, descriptor) in [(input, Int32(0)), (output, 1), (error, 2)] {
            switch stream {
            case .inherit: break
            case .null: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, descriptor)
            case .file(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_RDWR, 0)
            }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noneBlocked = sigset_t()
        sigemptyset(&noneBlocked)
        posix_spawnattr_setsigmask(&attributes, &noneBlocked)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        switch group {
        case .parents: break
        case .own:
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        case .newSession:
            flags |= setSessionFlag
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        guard result == 0 else { throw ChildProcessError(program: arguments.first ?? program, code: result) }
        return pid
    }

    /// Waits for the child to end and returns its exit status (128 + the signal number when a
    /// signal ended it).
    public static func wait(_ pid: pid_t) throws(ChildProcessError) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw ChildProcessError(program: "pid \(pid)", code: errno) }
        }
        return exitStatus(status)
    }

    /// The exit status once the child has ended, waiting at most `seconds`; nil while it still
    /// runs, -1 when it cannot be waited for.
    public static func exitStatus(of pid: pid_t, within seconds: Double) -> Int32? {
        var waited = 0.0
        while true {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return exitStatus(status) }
            if result < 0 && errno != EINTR { return -1 }
            if waited >= seconds { return nil }
            usleep(10_000)
            waited += 0.01
        }
    }

    /// WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
    static func exitStatus(_ status: Int32) -> Int32 {
        let signalNumber = status & 0x7f
        return signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber
    }

    /// glibc's POSIX_SPAWN_SETSID, which the Glibc module does not export.
    static let setSessionFlag: Int32 = 0x80
}

/// A program that could not be started or waited for.
public struct ChildProcessError: Error, Equatable, Sendable, CustomStringConvertible {
    public var program: String
    public var code: Int32

    public init(program: String, code: Int32) {
        self.program = program
        self.code = code
    }

    public var description: String { "cannot start \(program): \(String(cString: strerror(code)))" }
}
