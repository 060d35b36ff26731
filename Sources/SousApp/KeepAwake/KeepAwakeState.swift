/// Whether sous is asking the desktop to keep the screen awake, and whether it may.
///
/// The screen is kept awake while cook mode or the timer dashboard is open: those are the screens
/// read from across the kitchen with floury hands, when nobody touches the keyboard for minutes.
public struct KeepAwakeState: Hashable, Sendable {
    /// The `keep_awake` setting (and `--no-keep-awake`). Off until the setting is loaded, so
    /// nothing is asked of the desktop before sous knows it may.
    public var isEnabled: Bool
    /// The runner was asked to hold the screen awake and has not been asked to let go since.
    public var isHeld: Bool
    /// The desktop could not be asked and the user was told so: once a run is enough.
    public var toldUnavailable: Bool

    public init(isEnabled: Bool = false, isHeld: Bool = false, toldUnavailable: Bool = false) {
        self.isEnabled = isEnabled
        self.isHeld = isHeld
        self.toldUnavailable = toldUnavailable
    }
}
