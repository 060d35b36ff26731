/// What cook mode asks of the outside world.
public enum CookEffect: Hashable, Sendable {
    /// Record a cook session; answers `.cook(.sessionStarted)`.
    case startSession(recipeID: Int64, servings: Int)
    /// Record the end of a session with an optional rating and note, then the history again.
    case endSession(id: Int64, recipeID: Int64, rating: Int?, note: String?)
    /// Read the recipe's cooking history; answers `.cookHistoryLoaded`.
    case loadHistory(recipeID: Int64)
    /// Speak `text` with whichever speech program is installed.
    case speak(String)
}
