import Foundation

/// One named kitchen timer as stored: it runs towards an absolute end time, so it survives the app
/// closing; a paused timer keeps what remained instead.
public struct KitchenTimer: Hashable, Sendable, Identifiable {
    public enum State: String, Hashable, Sendable { case running, paused }

    public var id: Int64
    public var label: String
    public var recipeID: Int64?
    public var recipeTitle: String?
    /// 0-based step of the recipe the timer came from.
    public var stepIndex: Int?
    /// How long it was set for (plus minutes added), for the bar's proportion.
    public var durationSeconds: Int
    /// When a running timer rings.
    public var endsAt: Date
    /// What a paused timer has left.
    public var pausedRemaining: Double?
    public var state: State
    /// The high end of a range such as "20-25 min": a reminder, after the ring.
    public var remindAt: Date?

    public init(id: Int64, label: String, recipeID: Int64? = nil, recipeTitle: String? = nil, stepIndex: Int? = nil,
                durationSeconds: Int, endsAt: Date, pausedRemaining: Double? = nil, state: State = .running,
                remindAt: Date? = nil) {
        self.id = id
        self.label = label
        self.recipeID = recipeID
        self.recipeTitle = recipeTitle
        self.stepIndex = stepIndex
        self.durationSeconds = durationSeconds
        self.endsAt = endsAt
        self.pausedRemaining = pausedRemaining
        self.state = state
        self.remindAt = remindAt
    }

    /// Seconds left at `now`; negative once it has ended.
    public func remaining(at now: Date) -> Double {
        state == .paused ? (pausedRemaining ?? 0) : endsAt.timeIntervalSince(now)
    }

    public func isDone(at now: Date) -> Bool { state == .running && endsAt <= now }

    /// Whole seconds shown: rounded up, so "0:01" shows until the very end.
    public func shownSeconds(at now: Date) -> Int { max(0, Int(remaining(at: now).rounded(.up))) }
}
