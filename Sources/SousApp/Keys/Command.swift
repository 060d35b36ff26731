/// What a key means on a screen. The KeyMap turns keys into commands; reducers act on commands.
public enum Command: Hashable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, top, bottom
    case open, back, quit, help, suspend
    case search, cycleCategory, toggleFavoritesFilter, cycleSort
    case toggleFavorite, rate(Int)
    case moreServings, fewerServings, enterServings
    /// Go to a screen that is reachable from everywhere.
    case show(Route)
    case timers(TimersCommand)
    /// A command of a feature that owns its state (see `Feature`).
    case feature(AnyFeatureValue)
    /// Library and picker: the next safety filter (safe for everyone, for each person, each diet, none).
    case cycleSafetyFilter
    /// Save a copy of the recipe with the swaps that make it suit the household.
    case adaptRecipe
    /// Detail: nutrition per serving or for all the servings shown.
    case toggleNutritionPerRecipe
    /// Detail: choose which food an ingredient means for nutrition.
    case matchFood
    /// Detail: show or hide where each line came from.
    case toggleProvenance
}
