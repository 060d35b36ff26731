import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real, small file system for disk-full tests: a tmpfs of a given size mounted on a temporary
/// folder. Only root may mount one (and not in every container), so `available` says whether
/// this machine lets the tests try; elsewhere they are skipped.
struct SmallDisk {
    let folder: URL

    static let available: Bool = {
        guard geteuid() == 0, let disk = try? SmallDisk(megabytes: 1) else { return false }
        disk.unmount()
        return true
    }()

    init(megabytes: Int) throws {
        folder = try SousBinary.temporaryFolder()
        let result = try ChildProcess.run(["mount", "-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", folder.path])
        guard result.status == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }

    /// Frees space the way a person would, by making the disk bigger; the files stay.
    func grow(toMegabytes megabytes: Int) throws {
        _ = try ChildProcess.run(["mount", "-o", "remount,size=\(megabytes)m", folder.path])
    }

    func unmount() {
        _ = try? ChildProcess.run(["umount", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }
}
