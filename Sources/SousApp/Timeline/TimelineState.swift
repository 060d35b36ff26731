import Foundation
import SousCore

/// The timeline screen: which dishes, when to serve, the schedule worked out for them, and the
/// "serve at" prompt while it is open.
public struct TimelineState: Hashable, Sendable {
    public var recipeIDs: [Int64]
    /// The dishes' titles, shown while the schedule is being worked out.
    public var titles: [String]
    /// The day to serve on (a plan cell's day); nil for today.
    public var day: PlanDay?
    public var serveTime: ServeTime
    /// Minutes for a step that names no time.
    public var stepMinutes: Int
    /// What is typed at "Serve at", while the prompt is open.
    public var prompt: PromptText?
    public var timeline: Timeline?
    /// The first start line shown in the list under the lanes.
    public var scroll: Int

    public init(recipeIDs: [Int64], titles: [String], day: PlanDay? = nil, serveTime: ServeTime,
                stepMinutes: Int = StepTiming.defaultSeconds / 60, prompt: PromptText? = nil, timeline: Timeline? = nil) {
        self.recipeIDs = recipeIDs
        self.titles = titles
        self.day = day
        self.serveTime = serveTime
        self.stepMinutes = stepMinutes
        self.prompt = prompt
        self.timeline = timeline
        self.scroll = 0
    }

    /// The range `stepMinutes` keeps to.
    public static let stepMinutesRange = 0...60
    /// At most this many dishes on one timeline: lanes have to fit a screen.
    public static let maximumDishes = 12
}
