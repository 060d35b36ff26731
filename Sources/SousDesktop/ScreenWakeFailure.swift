/// Why one way of keeping the screen awake did not work, as a few words for the status line.
public struct ScreenWakeFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
