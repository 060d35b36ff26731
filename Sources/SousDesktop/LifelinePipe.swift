#if canImport(Glibc)
import Glibc
#endif

/// A pipe whose write end only this process holds (close-on-exec, so no other child inherits it).
/// A helper reading the other end sees end-of-file the moment sous closes it or dies in any way,
/// SIGKILL and crashes included: the kernel closes a dead process's descriptors. That ties every
/// hold on the screen saver to sous's life without any work in a signal handler.
struct LifelinePipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws(ScreenWakeFailure) {
        var fds: [Int32] = [-1, -1]
        // pipe2(O_CLOEXEC) is not visible from Swift; only the run loop's thread starts programs, so
        // nothing can be spawned between the two calls.
        guard pipe(&fds) == 0 else { throw ScreenWakeFailure("cannot make a pipe") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        readEnd = fds[0]
        writeEnd = fds[1]
    }
}
