import Foundation
import SousCore

/// Every kitchen timer sous knows of, as last read from the database, plus the dashboard's cursor,
/// the ad-hoc timer prompt and what the alarm has already done.
public struct TimersState: Hashable, Sendable {
    /// Soonest first.
    public var timers: [KitchenTimer]
    /// The dashboard's selected row.
    public var selected: Int
    /// What is typed after `n`, while the prompt is open.
    public var prompt: String?
    /// Timers whose ring was already announced (notification, sound command).
    public var announced: Set<Int64>
    /// When the bell last sounded, so that it sounds every few seconds rather than every tick.
    public var lastBell: Date?
    /// The running timeline's steps still to start, soonest first.
    public var starts: [TimelineStart]
    /// Starts whose alarm was already announced.
    public var announcedStarts: Set<Int64>
    /// True for `sous timer watch`: the dashboard is the whole app, and going back quits.
    public var alone: Bool
    /// `q` asked whether to quit with timers running (`QuitQuestion`); the next key answers.
    public var asksToQuit: Bool

    public init(timers: [KitchenTimer] = [], selected: Int = 0, prompt: String? = nil) {
        self.timers = timers
        self.selected = selected
        self.prompt = prompt
        self.announced = []
        self.lastBell = nil
        self.starts = []
        self.announcedStarts = []
        self.alone = false
        self.asksToQuit = false
    }

    /// Timeline starts whose time has come and wait to be acknowledged.
    public func dueStarts(at now: Date) -> [TimelineStart] { starts.filter { $0.isDue(at: now) } }

    /// Seconds between bells while a timer rings.
    public static let bellInterval: TimeInterval = 3

    /// Timers that have ended and wait to be acknowledged.
    public func ringing(at now: Date) -> [KitchenTimer] { timers.filter { $0.isDone(at: now) } }

    /// Soonest first: ringing, then running by time left, then paused.
    public func sorted(at now: Date) -> [KitchenTimer] {
        timers.sorted { a, b in
            let ka = (a.state == .paused ? 1 : 0, a.remaining(at: now), a.id)
            let kb = (b.state == .paused ? 1 : 0, b.remaining(at: now), b.id)
            return ka < kb
        }
    }
}
