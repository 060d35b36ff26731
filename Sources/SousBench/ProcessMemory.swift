import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Peak resident memory, from the kernel's own accounting.
enum ProcessMemory {
    /// This process's peak RSS in MB (`ru_maxrss` is in KiB on Linux).
    static func ownPeakMB() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// This process's resident memory now (VmRSS) in MB, or 0 when unreadable.
    static func ownResidentMB() -> Double {
        field("VmRSS:", ofStatus: "/proc/self/status") ?? 0
    }

    /// Another process's peak RSS in MB from `/proc/<pid>/status` (VmHWM), or nil when unreadable.
    static func peakMB(of pid: pid_t) -> Double? {
        field("VmHWM:", ofStatus: "/proc/\(pid)/status")
    }

    /// A "Name:   1234 kB" line of a `/proc/<pid>/status` file, in MB.
    private static func field(_ name: String, ofStatus path: String) -> Double? {
        guard let status = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let kib = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Double($0) }
            return kib.map { $0 / 1024 }
        }
        return nil
    }
}
