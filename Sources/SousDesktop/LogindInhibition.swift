#if canImport(Glibc)
import Glibc
#endif

/// An idle inhibitor lock taken by `systemd-inhibit`, held for as long as the `cat` it runs lives.
/// That `cat` reads a lifeline pipe from sous: when sous lets go, or dies in any way, it reads
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
        let input = try LifelinePipe()
        let output: LifelinePipe
        do { output = try LifelinePipe() } catch { close(input.readEnd); close(input.writeEnd); throw error }
        let started: HelperProcess
        do {
            started = try HelperProcess(systemdInhibit, arguments: Self.arguments(reason: reason, cat: cat),
                                        environment: environment, standardInput: input.readEnd, standardOutput: output.writeEnd)
        } catch {
            [input.readEnd, input.writeEnd, output.readEnd, output.writeEnd].forEach { close($0) }
            throw error
        }
        close(input.readEnd)
        close(output.writeEnd)
        defer { close(output.readEnd) }
        var byte: UInt8 = 0x0a
        let echoed = write(input.writeEnd, &byte, 1) == 1 && Self.readByte(from: output.readEnd, withinMilliseconds: 5000)
        guard echoed else {
            close(input.writeEnd)
            started.reap(within: 1)
            throw ScreenWakeFailure("systemd-inhibit got no lock from logind")
        }
        helper = started
        lifeline = input.writeEnd
    }

    private static func readByte(from fd: Int32, withinMilliseconds timeout: Int32) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var result: Int32
        repeat { result = poll(&poller, 1, timeout) } while result < 0 && errno == EINTR
        guard result > 0 else { return false }
        var byte: UInt8 = 0
        return read(fd, &byte, 1) == 1
    }

    func release() {
        guard lifeline >= 0 else { return }
        close(lifeline)
        lifeline = -1
        helper.reap()
    }

    deinit { release() }
}
