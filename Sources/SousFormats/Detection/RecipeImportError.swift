/// Why a file, page or export could not be imported, as a sentence for the user.
public struct RecipeImportError: Error, CustomStringConvertible, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
