/// The list a person would write by hand: every ingredient once, grouped by aisle, with the
/// pantry staples apart and a note for anything that could not be included.
public struct ShoppingList: Hashable, Sendable {
    /// What the list was built for ("2026-W48"), also the key its checks are stored under.
    public var listID: String
    public var title: String
    public var lines: [ShoppingLine]
    public var staples: [ShoppingLine]
    /// Lines the pantry holds without a comparable amount: "check you have" rather than buy.
    public var checkYouHave: [ShoppingLine]
    /// Lines the pantry covers in full, taken off the list (kept to show what was left out).
    public var inPantry: [ShoppingLine]
    /// Sentences about what was left out ("(deleted recipe) Soup on Tue 24 Nov is not included.").
    public var notes: [String]

    public init(listID: String, title: String, lines: [ShoppingLine] = [], staples: [ShoppingLine] = [],
                notes: [String] = [], checkYouHave: [ShoppingLine] = [], inPantry: [ShoppingLine] = []) {
        self.listID = listID
        self.title = title
        self.lines = lines
        self.staples = staples
        self.notes = notes
        self.checkYouHave = checkYouHave
        self.inPantry = inPantry
    }

    /// The lines grouped by aisle, in shop order, empty aisles left out.
    public var byAisle: [(aisle: Aisle, lines: [ShoppingLine])] {
        Aisle.allCases.compactMap { aisle in
            let matching = lines.filter { $0.aisle == aisle }
            return matching.isEmpty ? nil : (aisle, matching)
        }
    }

    /// Plain text or Markdown for printing and exporting.
    public func rendered(markdown: Bool, showRecipes: Bool = false) -> String {
        var out: [String] = []
        out.append(markdown ? "# " + title : title)
        for group in byAisle {
            out.append("")
            out.append(markdown ? "## " + group.aisle.title : group.aisle.title)
            for line in group.lines {
                let box = line.isChecked ? "[x]" : "[ ]"
                var text = (markdown ? "- " + box + " " : "  " + box + " ") + line.text
                if showRecipes && !line.recipes.isEmpty { text += " (" + line.recipes.joined(separator: ", ") + ")" }
                out.append(text)
            }
        }
        if !checkYouHave.isEmpty {
            out.append("")
            out.append(markdown ? "## Check you have" : "Check you have")
            for line in checkYouHave { out.append((markdown ? "- " : "  ") + line.text) }
        }
        if !inPantry.isEmpty {
            out.append("")
            out.append(markdown ? "## In the pantry (not bought)" : "In the pantry (not bought)")
            for line in inPantry { out.append((markdown ? "- " : "  ") + line.text) }
        }
        if !staples.isEmpty {
            out.append("")
            out.append(markdown ? "## Pantry staples (not counted)" : "Pantry staples (not counted)")
            for line in staples { out.append((markdown ? "- " : "  ") + line.text) }
        }
        if !notes.isEmpty {
            out.append("")
            for note in notes { out.append((markdown ? "> " : "Note: ") + note) }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
