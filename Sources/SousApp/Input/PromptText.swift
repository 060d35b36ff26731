import SousCore

/// What typing or pasting does to a prompt's text: a character or a paste (cleaned to one line
/// by `ImportedText`) is appended up to the prompt's limit, and what does not fit is left out
/// with a message, so a 100 KB paste costs one short string, not a hundred thousand searches.
public enum PromptText {
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

    /// Appends what `key` types and puts any message in the status line; true when the text changed.
    public static func type(_ key: Key, into text: inout String, limit: Int, status: inout StatusMessage?) -> Bool {
        switch append(key, to: &text, limit: limit) {
        case .notText: return false
        case .appended: return true
        case .cut(let message):
            status = message
            return true
        case .full(let message):
            status = message
            return false
        }
    }

    static func message(_ limit: Int) -> StatusMessage {
        StatusMessage("This prompt takes up to \(limit) characters; the rest was left out.", kind: .error)
    }
}
