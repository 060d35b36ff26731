import SousCore

/// The text of a prompt being typed, with its cursor, and the editing keys every prompt shares.
///
/// A prompt opened with a value in it (the plan's serve-at "19:00", a name to rename) has that
/// value selected: typing replaces it, while a cursor key or Backspace keeps it for editing.
/// Ctrl-U deletes back to the start, Ctrl-W the word before the cursor; Ctrl-A/Home and
/// Ctrl-E/End move to either end. A character or a paste (cleaned to one line by `ImportedText`)
/// goes in at the cursor up to the prompt's limit, and what does not fit is left out with a
/// message, so a 100 KB paste costs one short string, not a hundred thousand searches.
public struct PromptText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public private(set) var text: String
    /// How many characters stand before the cursor.
    public private(set) var cursor: Int
    /// The whole text is selected (a prefilled value not yet touched): typing replaces it.
    public private(set) var isSelected: Bool

    /// Text as if typed: the cursor at its end, nothing selected.
    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
        isSelected = false
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// A prompt's starting value, selected so that typing replaces it.
    public static func prefilled(_ text: String) -> PromptText {
        var prompt = PromptText(text)
        prompt.isSelected = !text.isEmpty
        return prompt
    }

    public var isEmpty: Bool { text.isEmpty }
    public var description: String { text }
    public var beforeCursor: String { String(text.prefix(cursor)) }
    public var afterCursor: String { String(text.dropFirst(cursor)) }
    /// The text with a thin bar where the cursor is, for prompts shown as plain text.
    public var withCursorMark: String { beforeCursor + "▏" + afterCursor }

    /// Applies an editing key: nil when `key` is not one (Enter, Esc, ↑, ...) and the prompt
    /// handles it itself; otherwise whether the text changed. A message (text over `limit`) goes
    /// to `status`.
    public mutating func edit(_ key: Key, limit: Int, status: inout StatusMessage?) -> Bool? {
        let before = text
        switch key {
        case .char, .paste:
            if isSelected { self = PromptText() }
            var addition = ""
            switch Self.append(key, to: &addition, limit: max(0, limit - text.count)) {
            case .notText: return nil
            case .appended: break
            case .cut, .full: status = Self.message(limit)
            }
            insert(addition)
        case .backspace:
            isSelected = false
            guard cursor > 0 else { return false }
            remove(from: cursor - 1)
        case .delete:
            if isSelected { self = PromptText() }
            guard cursor < text.count else { return text != before }
            let start = text.index(text.startIndex, offsetBy: cursor)
            text.remove(at: start)
        case .ctrl("u"):
            if isSelected { self = PromptText() }
            remove(from: 0)
        case .ctrl("w"):
            isSelected = false
            let head = Array(text.prefix(cursor))
            var start = head.count
            while start > 0, head[start - 1].isWhitespace { start -= 1 }
            while start > 0, !head[start - 1].isWhitespace { start -= 1 }
            remove(from: start)
        case .left, .right, .home, .end, .ctrl("a"), .ctrl("e"):
            // A selected value is kept: the cursor starts from its end.
            isSelected = false
            switch key {
            case .left: cursor = max(0, cursor - 1)
            case .right: cursor = min(text.count, cursor + 1)
            case .home, .ctrl("a"): cursor = 0
            default: cursor = text.count
            }
        default:
            return nil
        }
        return text != before
    }

    /// Replaces the whole text, the cursor at its end, nothing selected.
    public mutating func set(_ text: String) { self = PromptText(text) }

    private mutating func insert(_ addition: String) {
        guard !addition.isEmpty else { return }
        let index = text.index(text.startIndex, offsetBy: cursor)
        text.insert(contentsOf: addition, at: index)
        cursor += addition.count
    }

    /// Deletes from character `start` up to the cursor.
    private mutating func remove(from start: Int) {
        guard start < cursor else { return }
        let lower = text.index(text.startIndex, offsetBy: start)
        let upper = text.index(lower, offsetBy: cursor - start)
        text.removeSubrange(lower..<upper)
        cursor = start
    }
}

extension PromptText {
    public enum Outcome: Equatable {
        /// The key adds no text (an arrow, Enter, ...): the prompt handles it itself.
        case notText
        case appended
        /// Some or all of the text did not fit; the status line should say so.
        case cut(StatusMessage)
        /// The prompt was already full: nothing changed.
        case full(StatusMessage)
    }

    /// Appends what `key` types to `text`, keeping it within `limit` characters.
    public static func append(_ key: Key, to text: inout String, limit: Int) -> Outcome {
        let addition: String
        switch key {
        case .char(let character): addition = String(character)
        case .paste(let pasted): addition = ImportedText.clean(pasted)
        default: return .notText
        }
        let room = limit - text.count
        guard room > 0 else { return addition.isEmpty ? .appended : .full(message(limit)) }
        // prefix walks only as far as fits: a huge paste is never counted whole.
        let fitting = addition.prefix(room)
        text += fitting
        return fitting.endIndex == addition.endIndex ? .appended : .cut(message(limit))
    }

    static func message(_ limit: Int) -> StatusMessage {
        StatusMessage("This prompt takes up to \(limit) characters; the rest was left out.", kind: .error)
    }
}
