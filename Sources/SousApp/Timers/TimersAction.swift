import Foundation
import SousCore

/// What happened to the timers: read from the database (after a change here or in another process).
public enum TimersAction: Hashable, Sendable {
    /// The timers as stored, read at `now`.
    case loaded([KitchenTimer], now: Date)
}
