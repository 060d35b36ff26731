#if canImport(Glibc)
import Glibc
#endif

/// An idle inhibitor lock taken by `systemd-inhibit`, held for as long as the `cat` it runs lives.
/// That `cat` reads a lifeline from sous (`Lifeline`): when sous lets go, or dies in any way, it reads
/// end-of-file and exits, and `systemd-inhibit` exits with it, which gives the lock back.
final class LogindInhibition: ScreenInhibition {
    private let helper: HelperProcess
    private var lifeline: Int32

    static func arguments(reason: String, cat: String) -> [String] {
        ["systemd-inhibit", "--what=idle", "--who=sous", "--why=" + reason, "--mode=block", cat]
    }

    /// systemd-inhibit starts its command only once logind granted the lock, so `cat` echoing a byte
    /// back proves the lock is held. Without logind it exits at once ("Failed to connect to bus").
    init(reason: String, systemdInhibit: String, cat: String, environment: [String: String]) throws(ScreenWakeFailure) {
        // One socket pair serves as both: cat reads it as standard input and echoes into it as standard output.
        let line = try Lifeline()
        let started: HelperProcess
        do {
            started = try HelperProcess(systemdInhibit, arguments: Self.arguments(reason: reason, cat: cat),
                                        environment: environment, standardInput: line.theirs, standardOutput: line.theirs)
        } catch {
            line.closeBoth()
            throw error
        }
        close(line.theirs)
        guard line.sendByte(), line.receiveByte(withinMilliseconds: 5000) else {
            close(line.ours)
            started.reap(within: 1)
            throw ScreenWakeFailure("systemd-inhibit got no lock from logind")
        }
        helper = started
        lifeline = line.ours
    }

    func release() {
        guard lifeline >= 0 else { return }
        close(lifeline)
        lifeline = -1
        helper.reap()
    }

    deinit { release() }
}
