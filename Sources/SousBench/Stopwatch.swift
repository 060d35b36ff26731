/// Measures elapsed wall time on the monotonic clock, so a clock change never skews a number.
struct Stopwatch {
    private let start = ContinuousClock.now

    var elapsedSeconds: Double { Self.seconds(ContinuousClock.now - start) }
    var elapsedMilliseconds: Double { elapsedSeconds * 1000 }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// Runs `body` and returns its result with the seconds it took.
    static func time<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (T, Double) {
        let watch = Stopwatch()
        let value = try body()
        return (value, watch.elapsedSeconds)
    }
}
