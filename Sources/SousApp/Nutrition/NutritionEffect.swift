/// What the nutrition feature asks of the store.
public enum NutritionEffect: Hashable, Sendable {
    /// Answers `.nutrition(.correctionsLoaded)`.
    case loadCorrections
    /// Remembers (or, with nil, forgets) which food an ingredient name means, then reloads them.
    case setCorrection(name: String, choice: String?)
}
