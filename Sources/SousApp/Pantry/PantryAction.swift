import SousCore

/// Results coming back to the pantry feature.
public enum PantryAction: Hashable, Sendable {
    case loaded(items: [PantryItem], staples: [String])
    /// A change was stored; kept so `u` can take it back.
    case changed([PantryChange], message: String)
    case suggested(PantrySuggestionQuery, [PantrySuggestion])
    /// The foods the assistant saw in a photo, to confirm in the add line; or why it could not.
    case photoRead(Result<[String], PantryPhotoFailure>)
}

/// Why the assistant could not read a photo, as a sentence.
public struct PantryPhotoFailure: Error, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
