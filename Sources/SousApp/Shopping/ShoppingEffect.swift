import SousCore

/// What the Shopping feature asks of the outside world. Every change answers with the list reloaded.
public enum ShoppingEffect: Hashable, Sendable {
    case load(weekStart: PlanDay)
    case setChecked(weekStart: PlanDay, key: String, Bool)
    case addItem(weekStart: PlanDay, text: String)
    case remove(weekStart: PlanDay, key: String)
    case restoreRemoved(weekStart: PlanDay)
    case setAisle(weekStart: PlanDay, key: String, Aisle)
    /// Make the food a pantry staple (listed apart, not bought), or no longer one.
    case togglePantry(weekStart: PlanDay, key: String)
    case toggleUnits(weekStart: PlanDay)
    /// Write the list as Markdown to `path` ("" for the default file in the home folder).
    case export(ShoppingList, path: String)
}
