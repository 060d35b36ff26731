/// A recipe field in a Cooklang file's front matter, with the key names the Cooklang
/// documentation and common apps use for it (compared without case, `_` and `-` read as spaces).
enum CooklangMetadataField: Hashable, CaseIterable {
    case title, description, servings, yield, category, cuisine, tags, prepTime, cookTime, totalTime
    case difficulty, rating, favorite, source, notes

    init?(key: String) {
        let normalized = key.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" }).joined(separator: " ")
        guard let field = Self.allCases.first(where: { $0.keys.contains(normalized) }) else { return nil }
        self = field
    }

    /// The key names read as this field; the first is the one sous writes.
    var keys: [String] {
        switch self {
        case .title: ["title", "name"]
        case .description: ["description", "summary"]
        case .servings: ["servings", "serves"]
        case .yield: ["yield", "yields"]
        case .category: ["course", "category"]
        case .cuisine: ["cuisine"]
        case .tags: ["tags", "tag", "keywords"]
        case .prepTime: ["prep time", "prep", "preparation time"]
        case .cookTime: ["cook time", "cooking time", "cook"]
        case .totalTime: ["time", "total time", "duration", "time required"]
        case .difficulty: ["difficulty"]
        case .rating: ["rating"]
        case .favorite: ["favorite", "favourite"]
        case .source: ["source", "source.url", "url"]
        case .notes: ["notes", "note", "introduction"]
        }
    }

    var writtenKey: String { keys[0] }
}
