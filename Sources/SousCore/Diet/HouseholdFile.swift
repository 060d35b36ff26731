/// The household as the library's folder keeps it (`.sous/household.txt`), so that an allergy
/// entered on one device marks the recipes on every other: one person a line,
///
///     Sam | tree nuts, peanuts | vegetarian
///     Grandma | gluten | | guest
///
/// name, allergies and diets (their names as `sous household` takes them, separated by commas),
/// and `guest` for someone checked only at the meals they are set to eat. `#` starts a comment.
/// A file with any line sous cannot read is refused whole: a misspelt allergy is never dropped
/// silently, and the household stays as it was.
public enum HouseholdFile {
    public static let path = ".sous/household.txt"

    public static func write(_ people: [Person]) -> String {
        var text = """
            # The household, written by sous: one person a line, "name | allergies | diets", and
            # "| guest" for a guest. Allergies and diets are separated by commas.

            """
        for person in people {
            var fields = [person.allergies.sorted().map(\.name).joined(separator: ", "), person.diets.sorted().map(\.name).joined(separator: ", ")]
            if person.guest { fields.append("guest") }
            while fields.last == "" { fields.removeLast() }
            text += fields.reduce(clean(person.name)) { $0 + ($1.isEmpty ? " |" : " | " + $1) } + "\n"
        }
        return text
    }

    /// The people of a household file, in its order; an error names the first line that cannot be read.
    public static func read(_ text: String) throws(DataFileError) -> [Person] {
        var people: [Person] = []
        var names = Set<String>()
        // Any line end: a file saved on Windows ends its lines in CRLF, which Swift reads as one character.
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = fields.first, !name.isEmpty else {
                if fields.count > 1 { throw DataFileError(file: path, line: index + 1, "a person needs a name") }
                continue
            }
            guard fields.count <= 4 else { throw DataFileError(file: path, line: index + 1, "expected \"name | allergies | diets | guest\"") }
            guard names.insert(name.lowercased()).inserted else { throw DataFileError(file: path, line: index + 1, "\(name) is listed twice") }
            var person = Person(name: clean(name))
            for word in items(fields, 1) {
                guard let allergen = Allergen(named: word) else { throw DataFileError(file: path, line: index + 1, "\"\(word)\" is no allergy sous knows") }
                person.allergies.insert(allergen)
            }
            for word in items(fields, 2) {
                guard let diet = Diet(named: word) else { throw DataFileError(file: path, line: index + 1, "\"\(word)\" is no diet sous knows") }
                person.diets.insert(diet)
            }
            let flag = fields.count > 3 ? fields[3].lowercased() : ""
            guard flag.isEmpty || flag == "guest" else { throw DataFileError(file: path, line: index + 1, "the fourth field is \"guest\" or empty") }
            person.guest = flag == "guest"
            people.append(person)
        }
        return people
    }

    private static func items(_ fields: [String], _ index: Int) -> [String] {
        guard fields.count > index else { return [] }
        return fields[index].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A name on one line, without the field separator or the comment sign.
    private static func clean(_ name: String) -> String {
        TerminalText.visibleLine(name).replacingOccurrences(of: "|", with: "/").replacingOccurrences(of: "#", with: "")
            .trimmingCharacters(in: .whitespaces)
    }
}
