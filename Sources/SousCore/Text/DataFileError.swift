/// A mistake in one of sous's data files, naming the file and its line: "concepts.tsv line 12:
/// unknown parent en:x". The food and nutrient tables use it; the older per-file error types (allergen dictionary, swaps, aliases,
/// timer words) say the same and are to be folded into this one.
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
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
