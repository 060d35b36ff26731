import SousCore

/// Results coming back to the household feature.
public enum HouseholdAction: Hashable, Sendable {
    case loaded([Person])
    /// A copy of a recipe with swaps applied was saved under this id.
    case adaptedSaved(Recipe)
}
