import SousCore

/// What the pantry feature asks of the store; each change answers `.changed`, then `.loaded`.
public enum PantryEffect: Hashable, Sendable {
    case load
    /// Lines as typed ("2 onions, 500 g rice, milk"), read by the ingredient line parser.
    case add(String)
    case remove(id: Int64)
    /// The item written again as one line ("750 g rice"); its place and date stay unless given.
    case replace(id: Int64, String)
    case update(PantryItem)
    /// A best-before date as typed ("2026-11-30", "30 Nov"); empty clears it.
    case setBestBefore(id: Int64, String)
    /// Takes back changes made before (newest first), then reloads.
    case undo([PantryChange])
    /// Checked off the shopping list: their amounts go into the pantry.
    case addBought([ShoppingLine])
    /// A recipe was cooked at `servings`: its amounts come out of the pantry.
    case takeOut(Recipe, servings: Int)
    /// Loads a recipe and opens cook mode on it (answers `.cook(.open)`).
    case cook(recipeID: Int64)
    /// Answers `.suggested`.
    case suggest(PantrySuggestionQuery)
    /// Has the assistant read the foods a photo shows (off the loop); answers `.photoRead`.
    case readPhoto(String)
    /// Puts these names on this week's shopping list.
    case addToShopping([String])
}
