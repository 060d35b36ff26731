import Foundation
import SousCore

/// What happened to the timers: read from the database (after a change here or in another process).
public enum TimersAction: Hashable, Sendable {
    /// The timers as stored, and the running timeline's waiting starts, read at `now`.
    case loaded([KitchenTimer], starts: [TimelineStart] = [], now: Date)
    /// `sous timer watch`: the dashboard alone, where going back quits.
    case openAlone
    /// `n` in cook mode: the ad-hoc timer prompt opens.
    case openPrompt
    /// A key typed while the prompt is open over cook mode, whose recipe and step a timer started
    /// there belongs to.
    case promptKey(Key, origin: TimerOrigin?)
    /// A click in cook mode while a timer rings: silences it, as any key does.
    case silence
}

/// Where an ad-hoc timer comes from: the recipe and step being cooked, if any.
public struct TimerOrigin: Hashable, Sendable {
    public var recipeID: Int64?
    public var recipeTitle: String?
    public var stepIndex: Int?

    public init(recipeID: Int64?, recipeTitle: String?, stepIndex: Int?) {
        self.recipeID = recipeID
        self.recipeTitle = recipeTitle
        self.stepIndex = stepIndex
    }
}
