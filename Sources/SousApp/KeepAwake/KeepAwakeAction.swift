/// What happened about keeping the screen awake.
public enum KeepAwakeAction: Hashable, Sendable {
    /// The `keep_awake` setting, read when the app starts (false with `--no-keep-awake`).
    case settingLoaded(Bool)
    /// The desktop could not be asked: the sentence says why ("cannot keep this screen awake: ...").
    case unavailable(String)
}
