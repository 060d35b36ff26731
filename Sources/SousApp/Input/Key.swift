/// A key press, decoded by the terminal backend, independent of ncurses.
public enum Key: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, any Unicode).
    case char(Character)
    /// Ctrl plus a letter, as a lowercase letter: Ctrl-C is `.ctrl("c")`.
    case ctrl(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab, delete, insert
    case function(Int)
    /// Text the terminal marked as pasted (bracketed paste), delivered whole: prompts take it
    /// as typed text, cleaned to one line; elsewhere it does nothing.
    case paste(String)
}

/// A mouse event at a cell position (0-based column and row).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press(button: Int)
        case wheelUp
        case wheelDown
    }
    public var kind: Kind
    public var column: Int
    public var row: Int

    public init(kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }
}
