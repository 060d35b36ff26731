/// What a key means on the pantry screen and in the "cook from the pantry" view.
public enum PantryCommand: Hashable, Sendable {
    case add, edit, remove, undo, bestBefore, location
    /// Open the "cook from the pantry" view.
    case suggest
    /// Have the assistant write a recipe from the pantry, to preview like any import.
    case invent
    /// Have the assistant read a photo of the kitchen into items to add.
    case photo
    /// Suggest view: the missing-count filter (nothing, 1, 2, any), the time limit, the category.
    case missing(Int?), nextTimeLimit, nextCategory, nextSafetyFilter
    /// Suggest view: the selected recipe's missing items onto the shopping list.
    case shopMissing
    case cook, plan
}
