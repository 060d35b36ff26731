import SousCore

/// A second reading of an unsure import: the assistant reading the source again, then its
/// reading beside sous's own, line by line, to pick from.
public struct SecondReadingState: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case reading
        case comparing(ReadingComparison)
        case failed(String)
    }

    /// The recipe as the import preview holds it: the picks go back to it.
    public var original: Recipe
    public var request: AssistantRereading
    public var phase = Phase.reading
    /// Identifies the request an answer belongs to: a cancelled reading's answer is dropped.
    public var requestID: Int
    var nextID: Int

    public init(original: Recipe, request: AssistantRereading, requestID: Int = 1) {
        self.original = original
        self.request = request
        self.requestID = requestID
        nextID = requestID + 1
    }

    public var comparison: ReadingComparison? {
        if case .comparing(let comparison) = phase { return comparison }
        return nil
    }
}
