#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writes a whole file through a temporary file beside it and a rename, so no reader ever sees
/// it half written and a failure leaves the old file (or none) in place. Unlike Foundation's
/// atomic write it does not wait for the disk after each file (an export of 10,000 recipes spent
/// most of its time in those waits): a power cut within seconds of writing may lose the newest
/// files, which the library still holds.
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func write(_ data: Data, to url: URL) throws(Failure) {
        let folder = url.deletingLastPathComponent().path
        var template = Array((folder + "/." + url.lastPathComponent + ".sous-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure("cannot create a file in \(folder)") }
        let temporary = String(cString: template)
        var written = 0
        let complete = data.withUnsafeBytes { bytes -> Bool in
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        let writeError = errno
        // mkstemp makes the file readable by its owner alone: give it a new file's usual permissions.
        fchmod(descriptor, newFileMode)
        let closed = close(descriptor) == 0
        guard complete, closed else {
            unlink(temporary)
            errno = complete ? errno : writeError
            throw failure("cannot write \(url.lastPathComponent)")
        }
        guard rename(temporary, url.path) == 0 else {
            let renameError = errno
            unlink(temporary)
            errno = renameError
            throw failure("cannot write \(url.lastPathComponent)")
        }
    }

    /// 0666 less the process's umask, as `open` gives a new file (read once: umask can only be
    /// read by setting it).
    private static let newFileMode: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }()

    private static func failure(_ what: String) -> Failure {
        Failure(description: what + ": " + String(cString: strerror(errno)))
    }
}
