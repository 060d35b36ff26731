import SousCore

/// What the Plan feature asks of the outside world.
public enum PlanEffect: Hashable, Sendable {
    /// Load the week starting on `start`, or the week holding today when nil; answers `.loaded`.
    case load(start: PlanDay?)
    /// Store a change, then reload the week from `reload`; answers `.changed` and `.loaded`.
    case change(PlanChange, reload: PlanDay, undoable: Bool)
    /// Incremental library search for the recipe picker; answers `.searched`.
    case search(String, safety: SafetyFilter? = nil)
    case loadTemplates
}
