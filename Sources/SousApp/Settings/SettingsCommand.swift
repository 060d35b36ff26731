/// What a key means on the settings screen.
public enum SettingsCommand: Hashable, Sendable {
    /// From the library: show the settings, read afresh.
    case open
    case bindFolder, unbindFolder
}
