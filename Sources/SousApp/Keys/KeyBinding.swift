/// One row of the key table: the keys, what they do, and the words the help overlay shows.
public struct KeyBinding: Hashable, Sendable {
    public var keys: [Key]
    public var command: Command
    public var help: String

    public init(_ keys: [Key], _ command: Command, _ help: String) {
        self.keys = keys
        self.command = command
        self.help = help
    }

    /// The keys as the help overlay writes them, e.g. "j ↓".
    public var keyLabel: String { keys.map(\.label).joined(separator: " ") }
}

extension Key {
    /// A short human name for the key.
    public var label: String {
        switch self {
        case .char(" "): "Space"
        case .char(let c): String(c)
        case .ctrl(let c): "Ctrl-" + String(c).uppercased()
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Bksp"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .delete: "Del"
        case .insert: "Ins"
        case .function(let n): "F\(n)"
        case .paste: "Paste"
        }
    }
}
