import SousCore

/// The assistant's answer coming back, piece by piece, for request `id`.
public enum AssistantAction: Hashable, Sendable {
    /// `a` in the detail view or cook mode: the assistant's screen over the recipe as shown
    /// (scaled by `factor`, at `servings` when it is scaled by servings, at `step` in cook mode),
    /// with the question to type.
    case about(Recipe, factor: Rational, servings: Int?, step: Int?)
    case piece(id: Int, String)
    case answered(id: Int)
    /// The sentence why there is no (more) answer.
    case failed(id: Int, String)
}

/// What the assistant's screen asks of the runner.
public enum AssistantEffect: Hashable, Sendable {
    /// Answers with `.piece`s as the answer streams, then `.answered` or `.failed`.
    case ask(id: Int, AssistantRequest)
    case cancel(id: Int)
}

/// What a key means on the assistant's screen (and `a` where a recipe is shown).
public enum AssistantCommand: Hashable, Sendable {
    /// From the detail view or cook mode: ask about the recipe shown.
    case open
    /// Another question about the same recipe.
    case askAgain
}

/// The assistant screen's keys, besides typing the question.
public enum AssistantKeys {
    public static let bindings: [KeyBinding] = [
        KeyBinding([.char("a")], .assistant(.askAgain), "ask another question"),
        KeyBinding([.char("k"), .up], .moveUp, "scroll up"),
        KeyBinding([.char("j"), .down], .moveDown, "scroll down"),
        KeyBinding([.char("q"), .escape], .back, "back (Esc first cancels an answer still coming)"),
    ]
}
