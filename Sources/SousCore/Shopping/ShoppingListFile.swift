import Foundation

/// The shopping trip as the Cooklang apps read it from the library's folder (`.shopping-list`,
/// the grammar of cooklang-rs's shopping list): the recipes being shopped for, each a reference
/// to its file with how many times to make it, then items added by hand, one a line (a
/// quantity may follow in braces); lines indented under a recipe belong to it, and sous reads
/// `//` as the start of a comment, as cooklang-rs does.
///
///     ./soups/carrot-soup{2}
///     ./mains/lasagne
///     kitchen roll
///     milk{1%l}
///
/// sous writes the week the plan is on now; the phone's app builds the list from the recipes
/// and ticks its items in `.shopping-checked` (`ShoppingCheckLog`).
public struct ShoppingListFile: Equatable, Sendable {
    public static let path = ".shopping-list"

    /// A recipe shopped for: its file's path in the folder without `.cook`, and how many times
    /// it is made (the servings planned over the recipe's own; nil when once, or not known).
    public struct Reference: Equatable, Sendable {
        public var path: String
        public var multiplier: Double?

        public init(path: String, multiplier: Double?) {
            self.path = path
            self.multiplier = multiplier
        }

        /// The multiplier for `servings` of a recipe that serves `recipeServings`.
        public init(path: String, servings: Int?, recipeServings: Int?) {
            let multiplier = servings.flatMap { servings in recipeServings.flatMap { $0 > 0 ? Double(servings) / Double($0) : nil } }
            // Made once is written without a multiplier, as the Cooklang apps write it.
            self.init(path: path, multiplier: multiplier == 1 ? nil : multiplier)
        }
    }

    public var references: [Reference]
    public var items: [String]

    public init(references: [Reference], items: [String]) {
        self.references = references
        self.items = items
    }

    /// The file's text. No comment heads it: the Cooklang apps' parser (cooklang-bindings 0.6)
    /// reads a `//` line as an item.
    public var text: String {
        var text = ""
        for reference in references { text += Self.line(for: reference) + "\n" }
        for item in items {
            // Braces and "//" would be read as a quantity or a comment; "./" as a recipe.
            var line = Self.oneLine(item).replacingOccurrences(of: "{", with: "(").replacingOccurrences(of: "}", with: ")")
                .replacingOccurrences(of: "//", with: "/")
            while line.hasPrefix("./") { line.removeFirst(2) }
            line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            text += line + "\n"
        }
        return text
    }

    /// The items added by hand that a trip file holds (another device's app may add some): each
    /// line at the top level that is not a recipe reference, without comments, each once; a
    /// quantity in braces is kept after the name ("milk{1%l}" is "milk (1 l)").
    public static func items(in text: String) -> [String] {
        var seen = Set<String>()
        var items: [String] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            // Lines indented under a recipe are that recipe's.
            guard let first = raw.first, first != " ", first != "\t" else { continue }
            let content = raw.range(of: "//").map { String(raw[..<$0.lowerBound]) } ?? String(raw)
            var line = oneLine(content)
            guard !line.isEmpty, !line.hasPrefix("./") else { continue }
            if line.hasSuffix("}"), let open = line.lastIndex(of: "{") {
                let quantity = line[line.index(after: open)..<line.index(before: line.endIndex)]
                    .replacingOccurrences(of: "%", with: " ").trimmingCharacters(in: .whitespaces)
                line = line[..<open].trimmingCharacters(in: .whitespaces) + (quantity.isEmpty ? "" : " (\(quantity))")
            }
            guard !line.isEmpty, seen.insert(line.lowercased()).inserted else { continue }
            items.append(line)
        }
        return items
    }

    /// A recipe's line: "./soups/pea{2}".
    public static func line(for reference: Reference) -> String {
        "./" + oneLine(reference.path) + (reference.multiplier.map { "{\(number($0))}" } ?? "")
    }

    /// The recipes a trip file names at its top level, with their multipliers ("./soups/pea{2}").
    public static func references(in text: String) -> [Reference] {
        text.split(whereSeparator: \.isNewline).compactMap { raw in
            guard let first = raw.first, first != " ", first != "\t" else { return nil }
            let content = raw.range(of: "//").map { String(raw[..<$0.lowerBound]) } ?? String(raw)
            let line = oneLine(content)
            guard line.hasPrefix("./") else { return nil }
            var path = String(line.dropFirst(2))
            var multiplier: Double?
            if path.hasSuffix("}"), let open = path.lastIndex(of: "{") {
                multiplier = Double(path[path.index(after: open)..<path.index(before: path.endIndex)].trimmingCharacters(in: .whitespaces))
                    .flatMap { $0.isFinite && $0 > 0 && $0 != 1 ? $0 : nil }
                path = path[..<open].trimmingCharacters(in: .whitespaces)
            }
            if path.lowercased().hasSuffix(".cook") { path.removeLast(".cook".count) }
            return path.isEmpty ? nil : Reference(path: path, multiplier: multiplier)
        }
    }

    /// "2", "0.5", "1.3333": a whole number without a point, as the Cooklang apps write it.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
        return String(format: "%.4g", value)
    }

    private static func oneLine(_ text: String) -> String {
        ImportedText.clean(text).split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
