/// Requests to the desktop about the screen saver, carried out by the runner's screen-wake holder.
public enum KeepAwakeEffect: Hashable, Sendable {
    /// Ask the desktop not to blank the screen or lock it for idleness; `reason` is shown by tools
    /// that list inhibitors (`systemd-inhibit --list`). Answers `.keepAwake(.unavailable)` when it cannot.
    case hold(reason: String)
    /// Let the screen saver work again.
    case release
}
