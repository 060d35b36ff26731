#if canImport(Glibc)
import Glibc
#endif

/// A connected pair of sockets, used as a pipe whose one end only this process holds (close-on-exec,
/// so no other child inherits it). A helper reading the other end sees end-of-file the moment sous
/// closes its end or dies in any way, SIGKILL and crashes included: the kernel closes a dead process's
/// descriptors. That ties every hold on the screen saver to sous's life with no work in a signal
/// handler. Sockets rather than a pipe so that writing to a helper that already died (`send` with
/// MSG_NOSIGNAL) is an error to handle, not a SIGPIPE that kills sous.
struct Lifeline {
    /// The end sous keeps.
    let ours: Int32
    /// The end given to the helper (as its standard input or output), closed here once it started.
    let theirs: Int32

    init() throws(ScreenWakeFailure) {
        var fds: [Int32] = [-1, -1]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &fds) == 0 else { throw ScreenWakeFailure("cannot make a socket pair") }
        ours = fds[0]
        theirs = fds[1]
    }

    /// Sends one byte; false when the helper is gone.
    func sendByte() -> Bool {
        var byte: UInt8 = 0x0a
        return send(ours, &byte, 1, Int32(MSG_NOSIGNAL)) == 1
    }

    /// Waits up to `milliseconds` for one byte; false on end-of-file (the helper ended) or time-out.
    func receiveByte(withinMilliseconds milliseconds: Int32) -> Bool {
        var poller = pollfd(fd: ours, events: Int16(POLLIN), revents: 0)
        var result: Int32
        repeat { result = poll(&poller, 1, milliseconds) } while result < 0 && errno == EINTR
        guard result > 0 else { return false }
        var byte: UInt8 = 0
        return recv(ours, &byte, 1, 0) == 1
    }

    func closeBoth() {
        close(ours)
        close(theirs)
    }
}
