/// One food of the allergen dictionary: the names it is written with and what it contains.
public struct FoodEntry: Hashable, Sendable {
    /// The first name on the line, shown as the food found ("pesto").
    public var name: String
    /// Every name the food is written with, `name` first.
    public var names: [String]
    /// What the food certainly or possibly contains; `mayContain` is the possible part.
    public var contents: FoodContents
    public var mayContain: FoodContents
    /// The food varies too much to decide ("spice mix", "stock cube"): check the label.
    public var unsure: Bool
    /// Equipment listed among the ingredients ("baking dish"): neither safe nor unsure.
    public var notFood: Bool = false
    /// A food the knowledge base names but whose facts nobody decided ("sauce"): check the label
    /// when the line names nothing else.
    public var undecided: Bool = false
    /// The line of the dictionary file, for error messages.
    public var line: Int

    public init(name: String, names: [String]? = nil, contents: FoodContents = [], mayContain: FoodContents = [],
                unsure: Bool = false, line: Int = 0) {
        self.name = name
        self.names = names ?? [name]
        self.contents = contents.union(mayContain)
        self.mayContain = mayContain
        self.unsure = unsure
        self.line = line
    }
}

/// Reads the allergen dictionary format (`Food/Overrides/allergens.txt`, which the food knowledge
/// base is derived from; tests and tools build detectors from such text). One food a line:
///
///     name | synonym | synonym : contents
///
/// where contents is a comma-separated list of allergen groups (full or short names: "tree nuts",
/// "gluten", "soy"), "meat", "pork", "alcohol", "animal", each optionally preceded by "may"
/// ("may sulphites"), or "unsure" (check the label), or "none" alone (a known safe food).
/// `#` starts a comment; blank lines are ignored.
public enum FoodDictionary {
    public static func parse(_ text: String) throws(DataFileError) -> [FoodEntry] {
        var entries: [FoodEntry] = []
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let line = content.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            entries.append(try entry(line, number: number))
        }
        return entries
    }

    private static func entry(_ line: String, number: Int) throws(DataFileError) -> FoodEntry {
        let parts = line.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw DataFileError(file: "allergens.txt", line: number, parts.count < 2
                ? "expected \"name | synonyms : contents\" but found no ':'"
                : "more than one ':' in \"\(line)\"")
        }
        let names = parts[0].split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces.lowercased() }
        if let empty = names.firstIndex(where: { $0.isEmpty }) {
            throw DataFileError(file: "allergens.txt", line: number, empty == 0 ? "the food has no name" : "an empty synonym (two '|' in a row?)")
        }
        if let wordless = names.first(where: { IngredientWords(line: $0).words.isEmpty }) {
            throw DataFileError(file: "allergens.txt", line: number, "the name \"\(wordless)\" has no letters or digits")
        }
        let (contents, mayContain, unsure) = try facts(String(parts[1]), line: number)
        return FoodEntry(name: names[0], names: names, contents: contents, mayContain: mayContain,
                         unsure: unsure, line: number)
    }

    /// A contents list ("gluten, may eggs", "unsure", "none"): what is certain, what is possible
    /// ("gluten, may gluten" is certain: the certain word wins) and whether to check the label.
    static func facts(_ text: String, line number: Int) throws(DataFileError)
        -> (contents: FoodContents, mayContain: FoodContents, unsure: Bool) {
        var contents = FoodContents()
        var mayContain = FoodContents()
        var unsure = false
        var none = false
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces.lowercased() }
        for item in items {
            switch item {
            case "": throw DataFileError(file: "allergens.txt", line: number, "empty contents (write \"none\" for a safe food)")
            case "none": none = true
            case "unsure": unsure = true
            default:
                let isPossible = item.hasPrefix("may ")
                let word = isPossible ? item.dropFirst(4).trimmingSpaces : item
                guard let found = FoodContents(word: word) else {
                    throw DataFileError(file: "allergens.txt", line: number, "unknown contents \"\(item)\" (expected an allergen group, meat, pork, alcohol, animal, may <that>, unsure or none)")
                }
                if isPossible { mayContain.formUnion(found) } else { contents.formUnion(found) }
            }
        }
        if none && items.count > 1 {
            throw DataFileError(file: "allergens.txt", line: number, "\"none\" must stand alone")
        }
        return (contents, mayContain.subtracting(contents), unsure)
    }
}
