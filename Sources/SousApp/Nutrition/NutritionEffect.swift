import SousCore

/// What the nutrition feature asks of the store and of the food tables. The tables load in
/// tens of milliseconds the first time, so working out and searching run off the loop.
public enum NutritionEffect: Hashable, Sendable {
    /// Answers `.nutrition(.correctionsLoaded)`.
    case loadCorrections
    /// Remembers (or, with nil, forgets) which food an ingredient name means, then reloads them.
    case setCorrection(name: String, choice: String?)
    /// Works out the recipe's nutrition with these corrections; answers `.nutrition(.workedOut)`.
    case workOut(Recipe, corrections: [String: String])
    /// The foods the picker's words find; answers `.nutrition(.foodsFound)`.
    case searchFoods(String)
}
