/// A prompt whose typing is a `PromptText` (the household's, the pantry's, the plan's and the
/// shopping list's): `text` reads what is typed, and setting it replaces it.
public protocol TypedPrompt {
    var input: PromptText { get set }
}

extension TypedPrompt {
    public var text: String {
        get { input.text }
        set { input.set(newValue) }
    }
}
