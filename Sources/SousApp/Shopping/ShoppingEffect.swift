import SousCore

/// What the Shopping feature asks of the outside world. Every change answers with the list reloaded.
public enum ShoppingEffect: Hashable, Sendable {
    case load(source: ShoppingSource)
    case setChecked(source: ShoppingSource, key: String, Bool)
    case addItem(source: ShoppingSource, text: String)
    case remove(source: ShoppingSource, key: String)
    case restoreRemoved(source: ShoppingSource)
    case setAisle(source: ShoppingSource, key: String, Aisle)
    /// Make the food a pantry staple (listed apart, not bought), or no longer one.
    case togglePantry(source: ShoppingSource, key: String)
    case toggleUnits(source: ShoppingSource)
    /// Write the list as Markdown to `path` ("" for the default file in the home folder).
    case export(ShoppingList, path: String)
}
