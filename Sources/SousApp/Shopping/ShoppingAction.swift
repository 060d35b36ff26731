import SousCore

/// What happened on the Shopping screen.
public enum ShoppingAction: Hashable, Sendable {
    case loaded(ShoppingList)
    case exported(path: String)
}
