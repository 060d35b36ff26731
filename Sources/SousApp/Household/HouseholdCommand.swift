/// What a key means on the household (profile) screen.
public enum HouseholdCommand: Hashable, Sendable {
    case add, rename, remove, undoRemove, toggle
    /// Move between the people list and the selected person's boxes.
    case edit
    case left, right
}
