/// Which screen is showing.
public enum Route: Hashable, Sendable {
    case library
    case detail
    /// The kitchen-laptop display of one recipe's steps.
    case cook
    /// Every running timer at a glance.
    case timers
    /// The week's meal-plan grid.
    case plan
    /// The shopping list built from the plan.
    case shopping
    /// The preview of recipes read from a file or URL, before they are saved.
    case importPreview
    /// The household's people with their allergies and diets.
    case household
    /// The kitchen's inventory.
    case pantry
    /// Recipes ranked by how much of them the pantry holds.
    case suggest
    /// Dishes laid out backwards from the time you eat.
    case timeline
}
