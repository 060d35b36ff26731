/// The shopping trip as the Cooklang apps read it from the library's folder (`.shopping-list`):
/// the recipes being shopped for, each a reference to its file with the servings to buy for,
/// then items added by hand, one a line; `--` starts a comment.
///
///     -- Shopping for 23-29 Nov 2026 (2026-W48), written by sous
///     ./soups/carrot-soup{4%servings}
///     ./mains/lasagne{6%servings}
///     kitchen roll
///
/// sous writes the week the plan is on now; the phone's app builds the list from the recipes
/// and ticks its items in `.shopping-checked` (`ShoppingCheckLog`).
public struct ShoppingListFile: Equatable, Sendable {
    public static let path = ".shopping-list"

    /// A recipe shopped for: its file's path in the folder without `.cook`, and the servings.
    public struct Reference: Equatable, Sendable {
        public var path: String
        public var servings: Int?

        public init(path: String, servings: Int?) {
            self.path = path
            self.servings = servings
        }
    }

    public var title: String
    public var references: [Reference]
    public var items: [String]

    public init(title: String, references: [Reference], items: [String]) {
        self.title = title
        self.references = references
        self.items = items
    }

    public var text: String {
        var text = "-- " + Self.oneLine(title) + ", written by sous\n"
        for reference in references {
            text += "./" + reference.path + (reference.servings.map { "{\($0)%servings}" } ?? "") + "\n"
        }
        for item in items {
            let line = Self.oneLine(item)
            // An item that would read as a comment or a recipe is not written as one.
            guard !line.isEmpty, !line.hasPrefix("--"), !line.hasPrefix("./") else { continue }
            text += line + "\n"
        }
        return text
    }

    /// The items added by hand that a trip file holds (another device's app may add some): each
    /// line that is neither a recipe reference nor a comment, in order, each once.
    public static func items(in text: String) -> [String] {
        var seen = Set<String>()
        return text.split(whereSeparator: \.isNewline).compactMap { raw in
            let line = oneLine(String(raw))
            guard !line.isEmpty, !line.hasPrefix("--"), !line.hasPrefix("./"), seen.insert(line.lowercased()).inserted else { return nil }
            return line
        }
    }

    private static func oneLine(_ text: String) -> String {
        ImportedText.clean(text).split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
