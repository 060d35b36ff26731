import SousCore

/// What happened in cook mode.
public enum CookAction: Hashable, Sendable {
    /// Open cook mode directly (from `sous cook`), at some servings or a multiple (`--scale`).
    case open(Recipe, servings: Int?, multiple: Rational? = nil)
    /// The cook session was recorded.
    case sessionStarted(id: Int64)
    /// The read-aloud setting was read: true speaks every step on arrival.
    case readAloudSettingLoaded(everyStep: Bool)
    /// A message from reading aloud (for example, that no speech program is installed).
    case notice(String)
}
