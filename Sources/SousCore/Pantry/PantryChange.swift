/// One change to the pantry, kept so it can be undone: an item added (`before` nil), removed
/// (`after` nil) or changed. Undo writes `before` back.
public struct PantryChange: Hashable, Sendable {
    public var before: PantryItem?
    public var after: PantryItem?

    public init(before: PantryItem?, after: PantryItem?) {
        self.before = before
        self.after = after
    }

    /// The change that undoes this one.
    public var reversed: PantryChange { PantryChange(before: after, after: before) }
}
