/// Why the terminal could not be taken over, as a sentence for the user.
public struct TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
