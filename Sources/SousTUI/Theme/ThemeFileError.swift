/// Why a theme file could not be used, pointing at the file and, when known, the line.
public struct ThemeFileError: Error, Hashable, Sendable {
    /// The file as it was found, so the user can open it.
    public var path: String
    /// 1-based line of the problem; nil when it could not be located in the text.
    public var line: Int?
    public var column: Int?
    /// What is wrong, as a sentence fragment ("'bg' must be a colour like ...").
    public var problem: String

    public init(path: String, line: Int? = nil, column: Int? = nil, problem: String) {
        self.path = path
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// "themes/midnight.toml line 12: 'bg' must be ..." without the fallback clause.
    public var message: String {
        var place = path
        if let line {
            place += " line \(line)"
            if let column { place += ", column \(column)" }
        }
        return "\(place): \(problem)"
    }
}
