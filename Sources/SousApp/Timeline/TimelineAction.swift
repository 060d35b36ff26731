import SousCore

/// What happened to the timeline.
public enum TimelineAction: Hashable, Sendable {
    /// The dishes were chosen and the slot's usual time read: the "serve at" prompt opens.
    case chosen(TimelineState)
    /// The schedule was worked out.
    case built(Timeline)
}
