import Foundation
import SousProcess
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A child process running on a pseudo-terminal of a fixed size, as it would in a real terminal.
///
/// Its output is drained on a thread of its own the whole time, so the child never blocks on a
/// full pty buffer; the thread also notes the moment a watched text first appears.
final class PseudoTerminalSession: Sendable {
    let pid: pid_t
    let spawnedAt: ContinuousClock.Instant
    private let master: Int32
    private let transcript: PtyTranscript

    /// Starts `executable` with `arguments` on a new pty of `columns` x `rows`, watching for `needle`.
    init(executable: String, arguments: [String], environment: [String: String],
         columns: UInt16, rows: UInt16, needle: String) throws {
        // The Glibc module leaves out posix_openpt/grantpt/unlockpt/ptsname (they need
        // _XOPEN_SOURCE), so this is what they do on Linux: open the multiplexer, unlock the new
        // pty and ask for its number.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw BenchError("could not open /dev/ptmx (errno \(errno))") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, Self.setPtyLock, &unlock) == 0, ioctl(master, Self.getPtyNumber, &number) == 0 else {
            close(master)
            throw BenchError("could not unlock the pseudo-terminal (errno \(errno))")
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
            close(master)
            throw BenchError("could not set the pseudo-terminal's size (errno \(errno))")
        }

        let transcript = PtyTranscript(needle: needle)
        let start = ContinuousClock.now
        let child: pid_t
        do {
            // Opened after setsid (glibc runs the session flag first), the slave becomes the
            // child's controlling terminal, as in a login shell.
            child = try ChildProcess.spawn(executable, arguments: [executable] + arguments, environment: environment,
                                           input: .file(slavePath), output: .descriptor(0), error: .descriptor(0),
                                           group: .newSession)
        } catch {
            close(master)
            throw BenchError(error.description)
        }
        self.pid = child
        self.spawnedAt = start
        self.master = master
        self.transcript = transcript
        let thread = Thread { [transcript] in transcript.drain(master) }
        thread.start()
    }

    /// Linux's TIOCSPTLCK and TIOCGPTN, function-like macros the importer cannot bring over.
    private static let setPtyLock: UInt = 0x4004_5431
    private static let getPtyNumber: UInt = 0x8004_5430

    /// glibc's POSIX_SPAWN_SETSID, which the Glibc module does not export.

    /// Milliseconds from spawn until the watched text appeared, waiting at most `timeout` seconds.
    func waitForNeedle(timeout: Double) -> Double? {
        let watch = Stopwatch()
        while watch.elapsedSeconds < timeout {
            if let found = transcript.foundAt { return Stopwatch.seconds(found - spawnedAt) * 1000 }
            if transcript.isClosed { return nil }
            usleep(500)
        }
        return nil
    }

    /// Waits until the child has written nothing for `quiet` seconds (at most `timeout` seconds).
    func waitForQuiet(_ quiet: Double, timeout: Double = 10) {
        let watch = Stopwatch()
        while watch.elapsedSeconds < timeout {
            if transcript.isClosed || Stopwatch.seconds(ContinuousClock.now - transcript.lastOutputAt) >= quiet { return }
            usleep(5_000)
        }
    }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(master, $0.baseAddress! + sent, $0.count - sent) }
            if written <= 0 { return }
            sent += written
        }
    }

    var outputBytes: Int { transcript.byteCount }

    /// Waits for the child to exit (killing it after `timeout` seconds) and returns its peak RSS in MB.
    func finish(timeout: Double) -> (peakMB: Double, exited: Bool) {
        let watch = Stopwatch()
        var status: Int32 = 0
        var usage = rusage()
        var exitedNormally = true
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0 { exitedNormally = false; break }
            if watch.elapsedSeconds > timeout {
                kill(pid, SIGKILL)
                exitedNormally = false
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(2_000)
        }
        // The drain thread ends on EIO once the child (the only holder of the slave) is gone.
        let closing = Stopwatch()
        while !transcript.isClosed && closing.elapsedSeconds < 2 { usleep(1_000) }
        close(master)
        return (Double(usage.ru_maxrss) / 1024, exitedNormally)
    }
}

/// What the drain thread has seen of the child's output.
final class PtyTranscript: Sendable {
    private struct State {
        var tail: [UInt8] = []
        var byteCount = 0
        var foundAt: ContinuousClock.Instant?
        var lastOutputAt = ContinuousClock.now
        var closed = false
    }

    private let needle: [UInt8]
    private let state = Mutex(State())

    init(needle: String) { self.needle = Array(needle.utf8) }

    var foundAt: ContinuousClock.Instant? { state.withLock { $0.foundAt } }
    var lastOutputAt: ContinuousClock.Instant { state.withLock { $0.lastOutputAt } }
    var isClosed: Bool { state.withLock { $0.closed } }
    var byteCount: Int { state.withLock { $0.byteCount } }

    /// Reads until the pty closes, checking each chunk (with the previous chunk's tail, so a
    /// needle split across two reads is still seen) for the needle.
    func drain(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            let now = ContinuousClock.now
            state.withLock { state in
                state.byteCount += count
                state.lastOutputAt = now
                guard state.foundAt == nil else { return }
                let window = state.tail + buffer[0..<count]
                if Self.contains(window, needle) { state.foundAt = now }
                state.tail = Array(window.suffix(max(needle.count - 1, 0)))
            }
        }
        state.withLock { $0.closed = true }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        let first = needle[0]
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
