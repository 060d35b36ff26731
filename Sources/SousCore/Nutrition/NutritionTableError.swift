/// A damaged line of the nutrient table, naming its file and line.
public struct NutritionTableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// "foods.tsv" or "portions.tsv".
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file) line \(line): \(message)" }
}
