/// What the timers ask of the outside world. The runner reads the clock itself, so end times are
/// exact however long ago the last tick was; each answers `.timers(.loaded)`.
public enum TimersEffect: Hashable, Sendable {
    case load
    case add(label: String, seconds: Int, recipeID: Int64?, recipeTitle: String?, stepIndex: Int?, reminderSeconds: Int?)
    case pauseOrResume(id: Int64)
    case addSeconds(id: Int64, Int)
    case cancel(id: Int64)
    /// A ringing timer was seen: remove it, or move it on to its reminder ("20-25 min").
    case acknowledge(id: Int64)
    /// A timeline start was seen: it leaves the list and the step's timer starts.
    case beginStart(id: Int64)
    /// A timer just ended: desktop notification and the sound command, once.
    case announce(label: String)
}
