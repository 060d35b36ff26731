import Foundation
import SousApp

/// Where work running off the loop (a URL fetch, a big export) posts its result. Posting writes a byte
/// to a pipe the loop also waits on, so the loop wakes at once and drains the actions.
public final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var actions: [AppAction] = []
    private let readFD: Int32
    private let writeFD: Int32

    public init() {
        var fds: [Int32] = [0, 0]
        if pipe(&fds) != 0 { fds = [-1, -1] }
        readFD = fds[0]
        writeFD = fds[1]
        if readFD >= 0 { _ = fcntl(readFD, F_SETFL, fcntl(readFD, F_GETFL) | O_NONBLOCK) }
        if writeFD >= 0 { _ = fcntl(writeFD, F_SETFL, fcntl(writeFD, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        close(readFD)
        close(writeFD)
    }

    /// The file descriptor the run loop waits on.
    public var wakeFD: Int32? { readFD >= 0 ? readFD : nil }

    /// Called from any thread.
    public func post(_ action: AppAction) {
        lock.lock()
        actions.append(action)
        lock.unlock()
        var byte: UInt8 = 1
        _ = write(writeFD, &byte, 1)
    }

    /// Wakes the loop without an action of its own (something outside changed; the loop looks).
    public func nudge() {
        var byte: UInt8 = 1
        _ = write(writeFD, &byte, 1)
    }

    /// Called on the loop: everything posted so far.
    public func drain() -> [AppAction] {
        lock.lock()
        defer { lock.unlock() }
        let drained = actions
        actions.removeAll()
        return drained
    }
}
