import SousProcess
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
        do {
            pid = try ChildProcess.spawn(program, arguments: arguments, environment: environment,
                                         input: standardInput.map(ChildProcess.Stream.descriptor) ?? .null,
                                         output: standardOutput.map(ChildProcess.Stream.descriptor) ?? .null,
                                         error: .null, group: .own)
        } catch {
            throw ScreenWakeFailure(error.description)
        }
    }

    /// The exit status once the helper has ended, waiting at most `seconds`; nil while it still runs.
    /// A helper ended by a signal gives 128 + the signal's number.
    func exitStatus(within seconds: Double) -> Int32? {
        ChildProcess.exitStatus(of: pid, within: seconds)
    }

    /// Waits a little for the helper to end by itself, then ends it, so no zombie is left behind.
    func reap(within seconds: Double = 2) {
        guard exitStatus(within: seconds) == nil else { return }
        kill(pid, SIGKILL)
        _ = exitStatus(within: 1)
    }
}
