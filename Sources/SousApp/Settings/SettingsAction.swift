/// Results coming back to the settings screen.
public enum SettingsAction: Hashable, Sendable {
    case loaded(FolderSettings)
    /// The library was bound to a folder or unbound: the folder as it is now, and what was done.
    case folderChanged(FolderSettings, message: String)
    /// Binding or unbinding failed: the sentence why (nothing changed).
    case folderFailed(String)
}
