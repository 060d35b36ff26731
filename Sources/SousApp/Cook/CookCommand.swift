/// What a key means in cook mode (and `start` on the detail view).
public enum CookCommand: Hashable, Sendable {
    case start
    case next, previous
    /// The Nth (0-based) timer of the step.
    case startTimer(Int)
    /// The timer that reads as the step's cooking time (`t`).
    case startCookingTime
    case pauseOrResume, addMinute, removeMinute, cancelTimer
    case adHocTimer, toggleIngredients, readAloud
}
