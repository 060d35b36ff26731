/// What a key means on the Shopping screen.
public enum ShoppingCommand: Hashable, Sendable {
    case up, down, top, bottom
    case toggle, addItem, remove, restore, nextAisle, togglePantry, toggleRecipes, toggleUnits, export
    /// Check off every line still to buy, and put them all in the pantry.
    case boughtAll
    case previousWeek, nextWeek
    case back
    /// On a recipe (`S`): the list for that recipe at the servings shown.
    case forRecipe
}
