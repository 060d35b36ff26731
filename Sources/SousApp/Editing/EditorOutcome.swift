import SousCore

/// What came back from the editor.
public enum EditorOutcome: Hashable, Sendable {
    /// The file was changed and reads as this recipe.
    case changed(Recipe)
    /// Saved as it was, or not saved: nothing to do.
    case unchanged
    /// The file was emptied: the person changed their mind.
    case emptied
    /// The editor could not run or failed; a sentence for the user.
    case failed(String)
}
