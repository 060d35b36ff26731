import SousCore

/// Reads a recipe written as plain text: a title line, headings such as Ingredients / Method /
/// Instructions / Directions, bulleted or numbered lists, "Serves 4", "Prep time 10 min".
/// Other headings inside a list ("For the sauce:") become sections.
public enum PlainTextImporter {
    enum Part { case preamble, ingredients, steps, notes }

    public static func recipe(from text: String) -> Recipe? {
        var title: String?
        var recipe = Recipe(title: "")
        var part = Part.preamble
        var section: String?
        var summary: [String] = []
        var notes: [String] = []
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = HTMLText.collapse(String(rawLine))
            if line.isEmpty { continue }
            let lower = line.lowercased().trimmed(" :#*=")
            if let heading = heading(lower) {
                part = heading
                section = nil
                // "Zutaten für 4 Personen", "Ingredients (serves 6)": the heading says how many.
                if heading == .ingredients, recipe.servings == nil, Self.namesPeople(lower) { recipe.servings = RecipeYield.firstInteger(lower) }
                continue
            }
            if title == nil {
                title = line.trimmed(" #*=")
                continue
            }
            if readMetadata(lower, into: &recipe) { continue }
            let item = stripMarker(line)
            let isListItem = item.count != line.count
            switch part {
            case .preamble:
                summary.append(line)
            case .ingredients:
                if !isListItem, line.hasSuffix(":") { section = line.trimmed(" :"); continue }
                recipe.ingredients.append(IngredientLineParser.parse(item, section: section))
            case .steps:
                if !isListItem, line.hasSuffix(":"), line.count < 60 { section = line.trimmed(" :"); continue }
                recipe.steps.append(Step(section: section, text: item))
            case .notes:
                notes.append(line)
            }
        }
        if recipe.ingredients.isEmpty, recipe.steps.isEmpty, let parts = UnheadedRecipe.parts(of: summary) {
            summary = parts.introduction
            section = nil
            for line in parts.ingredients {
                if UnheadedRecipe.isGroupName(line) { section = line.trimmed(" :"); continue }
                recipe.ingredients.append(IngredientLineParser.parse(stripMarker(line), section: section))
            }
            recipe.steps = parts.steps.map { Step(text: stripMarker($0)) }
        }
        guard let title, !title.isEmpty, !recipe.ingredients.isEmpty || !recipe.steps.isEmpty else { return nil }
        recipe.title = title
        recipe.summary = summary.isEmpty ? nil : summary.joined(separator: " ")
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n")
        return recipe
    }

    /// Whether a heading counts people or servings, in the languages of the headings file.
    static func namesPeople(_ lower: String) -> Bool {
        lower.split(whereSeparator: { !$0.isLetter }).contains { peopleWords.contains(String($0)) }
    }

    static let peopleWords: Set<String> = [
        "serves", "servings", "people", "persons", "portions", "personen", "portionen", "porties", "personnes", "portions",
        "persone", "porzioni", "personas", "raciones", "porciones", "pessoas", "porções", "doses",
    ]

    static func heading(_ lower: String) -> Part? {
        switch SectionHeadings.standard.kind(ofLeading: lower) {
        case .ingredients: .ingredients
        case .steps: .steps
        case .notes: .notes
        case nil: nil
        }
    }

    /// "Serves 4", "Makes 12", "Prep time 10 min", "Cook time: 1 hour", "Total time 40 minutes".
    static func readMetadata(_ lower: String, into recipe: inout Recipe) -> Bool {
        for prefix in ["serves", "servings", "yield", "yields", "makes"] where lower.hasPrefix(prefix) {
            guard let n = RecipeYield.firstInteger(lower) else { return false }
            if prefix != "makes" { recipe.servings = n }
            recipe.yieldText = lower.dropFirst(prefix.count).trimmed(" :")
            return true
        }
        let times: [(String, WritableKeyPath<Recipe, Int?>)] = [
            ("prep time", \.prepMinutes), ("preparation time", \.prepMinutes), ("prep", \.prepMinutes),
            ("cook time", \.cookMinutes), ("cooking time", \.cookMinutes), ("total time", \.totalMinutes),
        ]
        for (prefix, keyPath) in times where lower.hasPrefix(prefix) {
            guard let minutes = ISODuration.minutes(String(lower.dropFirst(prefix.count)).trimmed(" :")) else { return false }
            recipe[keyPath: keyPath] = minutes
            return true
        }
        return false
    }

    /// The line without a leading bullet ("-", "*", "•") or number ("1.", "2)"); a number with a
    /// decimal point ("1.5 kg lamb") is an amount, not a number over the line.
    static func stripMarker(_ line: String) -> String {
        var rest = Substring(line)
        if let first = rest.first, "-*•·–".contains(first) {
            return String(rest.dropFirst()).trimmed(" ")
        }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty, digits.count <= 3 {
            rest = rest[digits.endIndex...]
            if let c = rest.first, c == "." || c == ")", rest.dropFirst().first?.isNumber != true {
                return String(rest.dropFirst()).trimmed(" ")
            }
        }
        return line
    }
}
