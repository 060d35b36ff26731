import SousApp

/// One thing the run loop has to react to, as reported by `Terminal.waitForEvent`.
public enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(columns: Int, rows: Int)
    /// Another thread wrote to the wake-up pipe: its inbox has something.
    case wake
    /// The timeout passed with no input.
    case timeout
}
