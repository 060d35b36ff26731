/// A damaged concepts table, naming its line.
public struct FoodKnowledgeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "concepts.tsv line \(line): \(message)" }
}
