/// A recipe as it was when it was deleted, with what the delete took along (its cook sessions) or
/// cut loose (plan entries, week-template entries and timers that named it), so that undo can put
/// all of it back under the recipe's own id.
public struct DeletedRecipe: Hashable, Sendable {
    /// The whole recipe, its id, favourite, rating and dates included.
    public var recipe: Recipe
    /// Its cook history, which the database deletes with the recipe.
    public var cookSessions: [CookSession]
    /// Plan entries that named it; they stay in the plan as "(deleted recipe)".
    public var planEntryIDs: [Int64]
    /// Entries of saved week templates that named it.
    public var templateEntryIDs: [Int64]
    /// Timers started from it; they keep running under their remembered title.
    public var timerIDs: [Int64]

    public init(recipe: Recipe, cookSessions: [CookSession] = [], planEntryIDs: [Int64] = [],
                templateEntryIDs: [Int64] = [], timerIDs: [Int64] = []) {
        self.recipe = recipe
        self.cookSessions = cookSessions
        self.planEntryIDs = planEntryIDs
        self.templateEntryIDs = templateEntryIDs
        self.timerIDs = timerIDs
    }
}
