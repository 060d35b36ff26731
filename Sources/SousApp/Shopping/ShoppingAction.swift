import SousCore

/// What happened on the Shopping screen.
public enum ShoppingAction: Hashable, Sendable {
    /// Show the list for a week of the plan, or for one recipe (`S` on a recipe).
    case open(ShoppingSource)
    case loaded(ShoppingList)
    /// The food corrections changed: what each line contains is read again.
    case recheck
    case exported(path: String)
}
