import SousCore

/// What the timeline asks of the outside world.
public enum TimelineEffect: Hashable, Sendable {
    /// Read the usual serve time of a meal slot (or dinner's, from the library) and open the
    /// prompt for these recipes; answers `.timeline(.chosen)`.
    case choose(recipeIDs: [Int64], titles: [String], slot: String?, day: PlanDay?)
    /// Load the recipes and lay them out from the serve time on `day` (today when nil), in the
    /// local time zone, with the clock read then; answers `.timeline(.built)`.
    case build(recipeIDs: [Int64], serve: ServeTime, day: PlanDay?, stepMinutes: Int)
    /// Run it: each start rings, and the step's timer starts once acknowledged; answers `.timers(.loaded)`.
    case run(Timeline)
    /// Stop the running timeline's starts; answers `.timers(.loaded)`.
    case stop
}
