import Foundation

/// One line of `aliases.txt`: a kitchen word and the food the table names it by.
public struct NutritionAlias: Hashable, Sendable {
    /// The kitchen word as written ("aubergine").
    public var name: String
    /// A USDA food id ("11209") or a food's exact description ("Eggplant, raw").
    public var food: String
    public var line: Int

    public init(name: String, food: String, line: Int = 0) {
        self.name = name
        self.food = food
        self.line = line
    }
}

/// Reads `Tables/aliases.txt`: one `kitchen word | food id or exact description` a line,
/// `#` starts a comment, blank lines are ignored.
public enum NutritionAliases {
    public static func parse(_ text: String) throws(DataFileError) -> [NutritionAlias] {
        var aliases: [NutritionAlias] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let line = content.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            let parts = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else {
                throw DataFileError(file: "aliases.txt", line: offset + 1, "expected \"kitchen word | food id or description\"")
            }
            guard !parts[0].isEmpty, !parts[1].isEmpty else {
                throw DataFileError(file: "aliases.txt", line: offset + 1, parts[0].isEmpty ? "the kitchen word is empty" : "the food is empty")
            }
            aliases.append(NutritionAlias(name: parts[0], food: parts[1], line: offset + 1))
        }
        return aliases
    }
}
