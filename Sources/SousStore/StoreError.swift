/// What can go wrong in the recipe store, each case carrying a sentence a cook can act on.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No recipe matched an id or title.
    case notFound(String)
    /// A title prefix matched more than one recipe; `matches` holds some of their titles.
    case ambiguous(matches: [String])
    /// The database was written by a newer sous, whose schema this build does not understand.
    case newerDatabase(path: String, version: Int, supported: Int)
    /// The file could not be opened as a sous database.
    case cannotOpen(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let query):
            return "No recipe matches \u{201C}\(query)\u{201D}."
        case .ambiguous(let matches):
            let shown = matches.prefix(5).map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ")
            let more = matches.count > 5 ? " and \(matches.count - 5) more" : ""
            return "Several recipes match: \(shown)\(more). Type more of the title, or use the id."
        case .newerDatabase(let path, let version, let supported):
            return "\(path) was written by a newer version of sous (schema \(version)); "
                + "this sous understands up to \(supported). Nothing was changed."
        case .cannotOpen(let path, let reason):
            return "Cannot open the recipe database \(path): \(reason)"
        }
    }
}
