/// How timers are written: "4:05", "1:02:03", and "done 4 min ago".
public enum TimerClock {
    public static func digits(_ seconds: Int) -> String {
        let s = max(0, seconds)
        let h = s / 3600, m = (s % 3600) / 60, r = s % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(r))" : "\(m):\(two(r))"
    }

    /// For a timer that ended `seconds` ago.
    public static func doneAgo(_ seconds: Int) -> String {
        if seconds < 60 { return "done" }
        let minutes = seconds / 60
        if minutes < 60 { return "done \(minutes) min ago" }
        let hours = minutes / 60
        if hours < 48 { return "done \(hours) h ago" }
        return "done \(hours / 24) days ago"
    }
}
