/// A request a service cannot carry out, as one sentence for the person ("There is no one called
/// Sam; see sous diet."); the command line prints it as it reads.
public struct ServiceFailure: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String
    public init(_ message: String) { description = message }
}
