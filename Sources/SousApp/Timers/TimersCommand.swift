/// What a key means on the timer dashboard.
public enum TimersCommand: Hashable, Sendable {
    case add, pauseOrResume, addMinute, removeMinute, cancel
}
