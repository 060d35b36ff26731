import SousCore

/// Results coming back to the nutrition feature, and what the detail view asks of it.
public enum NutritionAction: Hashable, Sendable {
    case correctionsLoaded([String: String])
    /// The recipe's nutrition, as worked out with these corrections.
    case workedOut(Recipe, corrections: [String: String], RecipeNutrition)
    /// The foods found for the picker's words: foods of the knowledge base first, then USDA foods.
    case foodsFound(query: String, [FoodChoice])
    /// `n` in the detail view: one serving or all the servings shown.
    case togglePerRecipe
    /// `m` in the detail view: choose which food one of these ingredient names means.
    case openPicker([String])
}
