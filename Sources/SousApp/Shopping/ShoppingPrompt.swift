/// A line of input on the Shopping screen.
public struct ShoppingPrompt: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case addItem, export
    }
    public var kind: Kind
    public var text: String

    public init(kind: Kind, text: String = "") {
        self.kind = kind
        self.text = text
    }

    public var label: String {
        switch kind {
        case .addItem: "Add item"
        case .export: "Export to file"
        }
    }
}
