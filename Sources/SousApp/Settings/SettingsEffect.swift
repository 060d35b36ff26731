/// What the settings screen asks of the library.
public enum SettingsEffect: Hashable, Sendable {
    /// Answers `.settings(.loaded)`.
    case load
    /// Keeps the library in the folder at `path` from now on (its recipes are written out first,
    /// the folder's read in) and watches it; answers `.settings(.folderChanged)` and `.folderRead`.
    case bindFolder(path: String)
    /// The library alone again, its recipes kept; answers `.settings(.folderChanged)`.
    case unbindFolder
}
