/// What a key means for the timeline.
public enum TimelineCommand: Hashable, Sendable {
    /// Library, detail and plan: lay the chosen recipes out from a serve time.
    case plan
    /// Library: mark or unmark the recipe for a timeline of several dishes.
    case mark
    case serveAt, longerSteps, shorterSteps, run, stop
}
