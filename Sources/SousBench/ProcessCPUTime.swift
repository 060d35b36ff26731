#if canImport(Glibc)
import Glibc
#endif

/// CPU seconds (user + system) this process has used, to tell computing from waiting on I/O.
enum ProcessCPUTime {
    static func seconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return value(usage.ru_utime) + value(usage.ru_stime)
    }
}
