import SousApp

/// Runs searches typed into a prompt at most every 30 ms: one asked for sooner waits its turn,
/// and a newer one replaces it, so holding a key down or a paste arriving in pieces never
/// queues up searches for text already gone from the prompt. A search for the same words as the
/// last (a reload after a change, the next page) is not typing and runs at once.
public struct SearchPacer {
    public static let interval: Duration = .milliseconds(30)

    private var lastRun: ContinuousClock.Instant?
    private var lastText: String?
    private var waiting: Effect?

    public init() {}

    /// True when `search`, looking for `text`, may run now (and it is counted as run); else it
    /// waits for `due`.
    public mutating func admit(_ search: Effect, text: String, now: ContinuousClock.Instant) -> Bool {
        if text != lastText, let lastRun, now < lastRun.advanced(by: Self.interval) {
            waiting = search
            lastText = text
            return false
        }
        lastRun = now
        lastText = text
        waiting = nil
        return true
    }

    /// The waiting search, once its turn has come.
    public mutating func due(now: ContinuousClock.Instant) -> Effect? {
        guard let search = waiting, let lastRun, now >= lastRun.advanced(by: Self.interval) else { return nil }
        waiting = nil
        self.lastRun = now
        return search
    }

    /// How long until the waiting search may run; nil when none waits.
    public func wait(now: ContinuousClock.Instant) -> Duration? {
        guard waiting != nil, let lastRun else { return nil }
        return max(.zero, now.duration(to: lastRun.advanced(by: Self.interval)))
    }
}
