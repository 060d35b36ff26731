/// A problem with a recipe file the user gave sous, told as a sentence that names the file
/// and, when known, the line.
public struct RecipeFileError: Error, CustomStringConvertible, Hashable, Sendable {
    public var fileName: String
    /// 1-based line number, when the problem is at one place in the text.
    public var line: Int?
    /// A full sentence saying what is wrong and, where possible, what to do.
    public var message: String

    public init(fileName: String, line: Int? = nil, message: String) {
        self.fileName = fileName
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(fileName), line \(line): \(message)" }
        return "\(fileName): \(message)"
    }
}
