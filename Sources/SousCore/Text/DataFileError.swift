/// A mistake in one of sous's data files, naming the file and its line: "concepts.tsv line 12:
/// unknown parent en:x", or the file alone (line 0) when it could not be read at all. The data
/// files use it: the food and nutrient tables, the allergen dictionary, swaps, nutrition
/// aliases, timer words, the hands-off words, section headings and caption words.
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(file) line \(line): \(message)" : "\(file): \(message)" }
}
