/// Why a Paprika export could not be written, as a sentence for the user.
public struct PaprikaExportError: Error, CustomStringConvertible, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
