/// A question asked in the status line, which takes every key until it is answered.
public enum ImportPrompt: Hashable, Sendable {
    /// "Delete “title”? y/n".
    case confirmDelete(id: Int64, title: String)
    /// The URL or path typed after `i`.
    case source(PromptText)

    /// The longest URL or path the prompt takes (PATH_MAX on Linux).
    public static let sourceLimit = 4096

    /// The status line while the prompt is open.
    public var text: String {
        switch self {
        case .confirmDelete(_, let title): "Delete “\(title)”? y/n"
        case .source(let text): "Import from (URL, path or pasted caption; Enter imports, Esc cancels): " + text.withCursorMark
        }
    }
}
