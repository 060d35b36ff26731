import Foundation
import SousCore
import Yams

/// Writes a `Recipe` as Cooklang: YAML front matter, then the steps with each step's
/// ingredients marked where the step names them, so `CooklangImporter` reads back the same
/// recipe. Ingredients no step names are written as a paragraph of references on their own,
/// placed so that reading the file back keeps the ingredient order and sections.
public enum CooklangWriter {
    public static func write(_ recipe: Recipe) -> String {
        var output = frontMatter(recipe)
        var paragraphs: [String] = []
        var currentSection: String?
        for block in layout(recipe) {
            let section: String?
            let text: String
            switch block {
            case .step(let index, let placements):
                section = recipe.steps[index].section
                text = stepLine(recipe.steps[index].text, placements: placements, ingredients: recipe.ingredients)
            case .list(let indices):
                section = recipe.ingredients[indices[0]].section
                text = indices.map { reference(recipe.ingredients[$0]) }.joined(separator: "\n")
            }
            if section != currentSection {
                paragraphs.append(section.map { "== \(escapeLine($0)) ==" } ?? "==")
                currentSection = section
            }
            paragraphs.append(text)
        }
        if let notes = recipe.notes?.trimmingCharacters(in: .whitespacesAndNewlines), !notes.isEmpty {
            let lines = notes.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty ? "" : "> " + escapeLine(trimmed)
            }
            paragraphs.append(lines.joined(separator: "\n"))
        }
        output += paragraphs.joined(separator: "\n\n")
        // An exported file is read in terminals and editors: a control character is shown, never run.
        return TerminalText.visible(output + "\n")
    }

    // MARK: Front matter

    private static func frontMatter(_ recipe: Recipe) -> String {
        serialize(frontMatterPairs(recipe), title: recipe.title)
    }

    /// The front matter's YAML between its `---` lines (a title alone if Yams cannot write it).
    static func serialize(_ pairs: [(Node, Node)], title: String) -> String {
        let node = Node.mapping(Node.Mapping(pairs))
        let yaml = (try? Yams.serialize(node: node, width: -1, allowUnicode: true)) ?? "title: \(title)\n"
        return "---\n" + yaml + "---\n\n"
    }

    /// The metadata sous keeps, as YAML keys and values in the order sous writes them.
    static func frontMatterPairs(_ recipe: Recipe) -> [(Node, Node)] {
        var pairs: [(Node, Node)] = []
        func add(_ key: String, _ value: String?, number: Bool = false) {
            guard let value, !value.isEmpty else { return }
            pairs.append((Node(key), number ? Node(value) : text(value)))
        }
        add("title", recipe.title)
        add("description", recipe.summary)
        add("servings", recipe.servings.map(String.init), number: true)
        add("yield", recipe.yieldText)
        add("course", recipe.category)
        add("cuisine", recipe.cuisine)
        if !recipe.tags.isEmpty {
            let tags = recipe.tags.map(text)
            pairs.append((Node("tags"), Node.sequence(Node.Sequence(tags, Tag(.seq), .flow))))
        }
        add("prep time", recipe.prepMinutes.map(CooklangDuration.words))
        add("cook time", recipe.cookMinutes.map(CooklangDuration.words))
        add("time", recipe.totalMinutes.map(CooklangDuration.words))
        add("difficulty", recipe.difficulty)
        if recipe.rating > 0 { add("rating", String(recipe.rating), number: true) }
        if recipe.favorite { pairs.append((Node("favorite"), Node("true"))) }
        add("source", recipe.sourceURL)
        return pairs
    }

    /// A text scalar, quoted when YAML readers would otherwise take it for a number,
    /// a boolean or null (a tag "123", a title "Yes").
    private static func text(_ value: String) -> Node {
        let resolved = Resolver.default.resolveTag(of: Node(value))
        let style: Node.Scalar.Style = resolved == .str ? .any : .singleQuoted
        return Node.scalar(Node.Scalar(value, Tag(.str), style))
    }

    // MARK: Placing ingredients

    private enum Block {
        case step(Int, [Placement])
        case list([Int])
    }

    private struct Placement {
        var ingredient: Int
        var range: Range<String.Index>
    }

    /// Goes through the ingredients in order and puts each either inline in its step or in a
    /// list paragraph, never out of order, since reading back numbers ingredients by position.
    private static func layout(_ recipe: Recipe) -> [Block] {
        let steps = recipe.steps
        let ingredients = recipe.ingredients
        let placeable = steps.map { canHoldReferences($0, ingredients: ingredients) }
        var blocks: [Block] = []
        var emitted = 0
        var open: (step: Int, placements: [Placement], position: String.Index)?
        var pending: [Int] = []

        func closeOpen() {
            guard let current = open else { return }
            blocks.append(.step(current.step, current.placements))
            emitted = current.step + 1
            open = nil
        }
        func flushPending(before limit: Int) {
            guard emitted <= limit else { return }
            if let first = pending.first {
                let section = ingredients[first].section
                let sameSection = (emitted..<limit).first { steps[$0].section == section } ?? limit
                blocks += (emitted..<sameSection).map { .step($0, []) }
                blocks.append(.list(pending))
                blocks += (sameSection..<limit).map { .step($0, []) }
                pending = []
            } else {
                blocks += (emitted..<limit).map { .step($0, []) }
            }
            emitted = limit
        }

        for (index, ingredient) in ingredients.enumerated() {
            let floor: Int
            if let current = open { floor = pending.isEmpty ? current.step : current.step + 1 } else { floor = emitted }
            var placed = false
            if let step = (floor..<max(floor, steps.count)).first(where: {
                placeable[$0] && steps[$0].ingredientIndices.contains(index) && steps[$0].section == ingredient.section
            }) {
                let text = steps[step].text
                let start = open?.step == step ? open!.position : text.startIndex
                if let range = find(ingredient.name, in: text, from: start) {
                    if open?.step != step {
                        closeOpen()
                        flushPending(before: step)
                        open = (step, [], text.startIndex)
                    }
                    open!.placements.append(Placement(ingredient: index, range: range))
                    open!.position = range.upperBound
                    placed = true
                }
            }
            if placed { continue }
            if let first = pending.first, ingredients[first].section != ingredient.section {
                closeOpen()
                flushPending(before: emitted)
            }
            pending.append(index)
        }
        closeOpen()
        flushPending(before: steps.count)
        return blocks
    }

    /// A step whose text is nothing but its ingredients' names would read back as an
    /// ingredient list; such a step keeps its words plain.
    private static func canHoldReferences(_ step: Step, ingredients: [Ingredient]) -> Bool {
        var rest = step.text
        for index in step.ingredientIndices where ingredients.indices.contains(index) {
            let name = ingredients[index].name
            if !name.isEmpty, let range = rest.range(of: name, options: .caseInsensitive) {
                rest.removeSubrange(range)
            }
        }
        return !rest.allSatisfy { $0.isWhitespace || $0 == "," }
    }

    /// The first occurrence of the name, preferring exact case and whole words, so a step's
    /// text reads back unchanged.
    private static func find(_ name: String, in text: String, from start: String.Index) -> Range<String.Index>? {
        guard !name.isEmpty, start <= text.endIndex else { return nil }
        for options: String.CompareOptions in [[], [.caseInsensitive]] {
            var from = start
            while let range = text.range(of: name, options: options, range: from..<text.endIndex) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                if !(before?.isLetter ?? false || before?.isNumber ?? false)
                    && !(after?.isLetter ?? false || after?.isNumber ?? false) {
                    return range
                }
                from = range.upperBound
            }
        }
        for options: String.CompareOptions in [[], [.caseInsensitive]] {
            if let range = text.range(of: name, options: options, range: start..<text.endIndex) { return range }
        }
        return nil
    }

    // MARK: Text

    private static func stepLine(_ text: String, placements: [Placement], ingredients: [Ingredient]) -> String {
        var line = ""
        var cursor = text.startIndex
        var afterReference = false
        for placement in placements {
            line += markTimers(text[cursor..<placement.range.lowerBound], afterReference: afterReference)
            line += reference(ingredients[placement.ingredient])
            cursor = placement.range.upperBound
            afterReference = true
        }
        line += markTimers(text[cursor...], afterReference: afterReference)
        line = line.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
        if let first = line.first, first == ">" || first == "=" { line = "\\" + line }
        return line
    }

    private static let timerPattern = try? NSRegularExpression(pattern:
        #"(?<![\w./,\-–])(\d+(?:[.,]\d+)?(?: ?[-–] ?\d+(?:[.,]\d+)?)?) (minutes|minute|mins|min|hours|hour|hrs|hr|seconds|second|secs|sec)\b"#)

    /// Writes durations such as "10 minutes" as Cooklang timers, which read back as the
    /// same words, so other Cooklang tools can start a timer there.
    private static func markTimers(_ text: Substring, afterReference: Bool) -> String {
        let plain = String(text)
        guard let pattern = timerPattern else { return escape(text, afterReference: afterReference) }
        var result = ""
        var cursor = plain.startIndex
        var first = afterReference
        for match in pattern.matches(in: plain, range: NSRange(plain.startIndex..., in: plain)) {
            guard let whole = Range(match.range, in: plain), let amount = Range(match.range(at: 1), in: plain),
                  let unit = Range(match.range(at: 2), in: plain) else { continue }
            result += escape(plain[cursor..<whole.lowerBound], afterReference: first)
            result += "~{\(plain[amount])%\(plain[unit])}"
            cursor = whole.upperBound
            first = false
        }
        result += escape(plain[cursor...], afterReference: first)
        return result
    }

    /// `@name{amount%unit}(note)`, always with braces so any name reads back whole.
    static func reference(_ ingredient: Ingredient) -> String {
        let name = clean(ingredient.name, removing: "{}@#~\\\n")
        var amount = ""
        if let low = ingredient.quantity {
            amount = CooklangAmount.cooklang(low)
            if let high = ingredient.quantityHigh { amount += "-" + CooklangAmount.cooklang(high) }
        } else if let word = quantityWord(ingredient) {
            amount = word
        }
        var content = amount
        if let unit = ingredient.unit, !unit.isEmpty { content += "%" + clean(unit, removing: "{}%\n") }
        var result = "@\(name){\(content)}"
        if let note = ingredient.note, !note.isEmpty { result += "(\(clean(note, removing: "()\n")))" }
        return result
    }

    /// A non-numeric amount ("some", "a handful") survives only in the ingredient's text;
    /// recover it when the text is exactly what the importer would have built around it.
    private static func quantityWord(_ ingredient: Ingredient) -> String? {
        let bare = CooklangAmount.ingredientText(amount: nil, unit: ingredient.unit, name: ingredient.name,
                                                 note: ingredient.note)
        guard ingredient.text.hasSuffix(" " + bare) else { return nil }
        let word = String(ingredient.text.dropLast(bare.count + 1)).trimmingCharacters(in: .whitespaces)
        if word.isEmpty || word.contains(where: { "{}%\n".contains($0) }) { return nil }
        return word
    }

    private static func clean(_ text: String, removing characters: String) -> String {
        String(text.map { characters.contains($0) ? " " : $0 }).trimmingCharacters(in: .whitespaces)
    }

    /// Backslash-escapes what the parser would otherwise read as markup or comments.
    private static func escape(_ text: Substring, afterReference: Bool) -> String {
        var result = ""
        let characters = Array(text)
        for (offset, character) in characters.enumerated() {
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            switch character {
            case "\\", "@", "#", "~", "{", "}":
                result += "\\\(character)"
            case "(" where offset == 0 && afterReference:
                result += "\\("
            case "-" where result.last == "-":
                result += "\\-"
            case "[" where next == "-":
                result += "\\["
            default:
                result.append(character)
            }
        }
        return result
    }

    /// For notes and headings, where only comments and backslashes need care.
    private static func escapeLine(_ text: String) -> String {
        var result = ""
        let characters = Array(text)
        for (offset, character) in characters.enumerated() {
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            switch character {
            case "\\": result += "\\\\"
            case "-" where result.last == "-": result += "\\-"
            case "[" where next == "-": result += "\\["
            default: result.append(character)
            }
        }
        return result
    }
}
