/// A line of input on the Shopping screen.
public struct ShoppingPrompt: Hashable, Sendable, TypedPrompt {
    public enum Kind: Hashable, Sendable {
        case addItem, export
    }
    public var kind: Kind
    /// What is typed, with its cursor; a value the prompt opened with is selected.
    public var input: PromptText

    public init(kind: Kind, text: String = "") {
        self.kind = kind
        self.input = .prefilled(text)
    }

    public var label: String {
        switch kind {
        case .addItem: "Add item"
        case .export: "Export to file"
        }
    }
}
