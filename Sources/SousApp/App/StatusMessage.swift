import SousCore

/// A one-line message for the status bar: what just happened, or what went wrong.
public struct StatusMessage: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case info, success, error }
    public var text: String
    public var kind: Kind

    /// The text may quote a file name or a page: control characters in it are shown, not run.
    public init(_ text: String, kind: Kind = .info) {
        self.text = TerminalText.visibleLine(text)
        self.kind = kind
    }

    /// The first (longest) of `wordings` that fits a status line `columns` wide (it starts with
    /// a space and keeps one free), else the last, which is cut.
    static func longestFitting(_ wordings: [String], columns: Int) -> String {
        wordings.first { DisplayWidth.of($0) <= columns - 2 } ?? wordings[wordings.count - 1]
    }
}
