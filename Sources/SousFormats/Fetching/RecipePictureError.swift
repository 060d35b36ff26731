/// Why a recipe's picture was not kept, as the end of a sentence: the message reads "picture
/// not kept: " followed by the reason.
public struct RecipePictureError: Error, CustomStringConvertible, Hashable, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var message: String { "picture not kept: \(reason)" }
    public var description: String { message }
}
