/// A line of input on the Shopping screen.
public struct ShoppingPrompt: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case addItem, export
    }
    public var kind: Kind
    /// What is typed, with its cursor; a value the prompt opened with is selected.
    public var input: PromptText
    public var text: String {
        get { input.text }
        set { input.set(newValue) }
    }

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
