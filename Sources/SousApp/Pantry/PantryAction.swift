import SousCore

/// Results coming back to the pantry feature.
public enum PantryAction: Hashable, Sendable {
    case loaded(items: [PantryItem], staples: [String])
    /// A change was stored; kept so `u` can take it back.
    case changed([PantryChange], message: String)
    case suggested(PantrySuggestionQuery, [PantrySuggestion])
}
