import SousCore

/// What the household feature asks of the store.
public enum HouseholdEffect: Hashable, Sendable {
    /// Answers `.household(.loaded)`.
    case load
    case add(Person)
    /// The undo of a removal: the person again, at the plan entries they were set to eat.
    case restore(Person, eatsAt: [Int64])
    case update(Person)
    case remove(id: Int64)
    /// Saves a copy of a recipe with swaps applied; answers `.household(.adaptedSaved)`.
    case saveAdapted(Recipe)
}
