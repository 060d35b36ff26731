import SousCore

/// Results coming back to the household feature.
public enum HouseholdAction: Hashable, Sendable {
    case loaded([Person])
    /// A person was removed; these plan entries had them as an eater.
    case removed(eatsAt: [Int64])
    /// A copy of a recipe with swaps applied was saved under this id.
    case adaptedSaved(Recipe)
}
