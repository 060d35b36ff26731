import Foundation
import SousCore

/// What happened to the timers: read from the database (after a change here or in another process).
public enum TimersAction: Hashable, Sendable {
    /// The timers as stored, and the running timeline's waiting starts, read at `now`.
    case loaded([KitchenTimer], starts: [TimelineStart] = [], now: Date)
    /// `sous timer watch`: the dashboard alone, where going back quits.
    case openAlone
}
