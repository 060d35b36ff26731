import Foundation
import SousCore

/// Turns one schema.org `Recipe` object (decoded JSON-LD) into a `Recipe`: title, ingredient
/// lines through `IngredientLineParser`, instructions from strings, `HowToStep`s and
/// `HowToSection`s (section names become step sections), durations, yield and metadata.
public enum SchemaRecipeMapper {
    public static func recipe(from node: [String: Any], pageURL: String?) -> Recipe? {
        let title = text(node["name"]) ?? text(node["headline"]) ?? ""
        var listed: [RepeatedCopies.ListLine] = []
        var section: String?
        for line in separatedIfJoined(ingredientList(of: node)) {
            // "Ingredients" ("Suroviny", "Zutaten") over a list typed into one value names the list.
            if SectionHeadings.standard.kind(of: line) == .ingredients { continue }
            // "For the sauce:" in the list is a heading, not an ingredient.
            if line.hasSuffix(":"), line.count <= 60, QuantityParser.parseLeading(Substring(line)) == nil {
                section = line.trimmed(" :")
                listed.append(.group(section ?? ""))
                continue
            }
            listed.append(.ingredient(IngredientLineParser.parse(line, section: section, model: LineModel.standard)))
        }
        let ingredients = RepeatedCopies.firstCopy(of: listed).compactMap(\.ingredient)
        let steps = RepeatedCopies.steps(instructions(node["recipeInstructions"]))
        guard !title.isEmpty || !ingredients.isEmpty || !steps.isEmpty else { return nil }
        let yield = RecipeYield.read(node["recipeYield"] ?? node["yield"])
        let prep = duration(node["prepTime"])
        let cook = duration(node["cookTime"])
        var total = duration(node["totalTime"])
        if total == nil, prep != nil || cook != nil { total = (prep ?? 0) + (cook ?? 0) }
        var source = text(node["url"]) ?? pageURL
        if let s = source, !(s.hasPrefix("http://") || s.hasPrefix("https://")) { source = pageURL }
        return Recipe(
            title: title.isEmpty ? "Untitled recipe" : title,
            summary: text(node["description"]),
            servings: yield.servings, yieldText: yield.text,
            prepMinutes: prep, cookMinutes: cook, totalMinutes: total,
            category: list(node["recipeCategory"]).first,
            cuisine: list(node["recipeCuisine"]).first,
            sourceURL: source,
            tags: keywords(node["keywords"]),
            ingredients: ingredients,
            steps: steps,
            pageNutrition: PageNutritionParser.read(node["nutrition"]))
    }

    /// Minutes from an ISO-8601 duration, a number or the first of a list; "PT0M" is a blank
    /// field in a recipe plugin, not a dish ready at once.
    static func duration(_ value: Any?) -> Int? {
        if let s = value as? String { return ISODuration.minutes(s).flatMap { $0 > 0 ? $0 : nil } }
        if let a = value as? [Any] { return a.lazy.compactMap(duration).first }
        if let n = value as? Double, n.isFinite, n > 0, n < 1e7 { return Int(n.rounded(.up)) }
        return nil
    }

    /// A cleaned single string from a string, number, array (first item) or object with a name.
    static func text(_ value: Any?) -> String? {
        switch value {
        case let s as String:
            let cleaned = HTMLText.clean(s)
            return cleaned.isEmpty ? nil : cleaned
        case let a as [Any]:
            return a.lazy.compactMap { text($0) }.first
        case let o as [String: Any]:
            return text(o["name"] ?? o["@value"] ?? o["text"])
        default:
            return nil
        }
    }

    static func list(_ value: Any?) -> [String] {
        switch value {
        case let s as String:
            return s.split(separator: ",").map { HTMLText.clean(String($0)) }.filter { !$0.isEmpty }
        case let a as [Any]:
            return a.compactMap { text($0) }
        default:
            return text(value).map { [$0] } ?? []
        }
    }

    static func keywords(_ value: Any?) -> [String] {
        var seen = Set<String>()
        return list(value).filter { seen.insert($0.lowercased()).inserted }.prefix(20).map { $0 }
    }

    static func ingredientLines(_ value: Any?) -> [String] {
        switch value {
        case let s as String:
            return ingredientMarkupLines(s)
        case let a as [Any]:
            return a.flatMap { item -> [String] in
                if let s = item as? String {
                    // Microdata sometimes carries the whole list as HTML in one value.
                    if s.contains("<"), blockTags.contains(where: { s.range(of: $0, options: .caseInsensitive) != nil }) {
                        return ingredientMarkupLines(s)
                    }
                    return [singleParentheses(HTMLText.clean(s))].filter { !$0.isEmpty }
                }
                if let t = text(item) { return [t] }
                return []
            }
        default:
            return []
        }
    }

    /// A whole list given as one line ("125ml milk, 1 tsp vinegar, 60ml oil") becomes its lines
    /// when every comma-separated piece starts with an amount; "salt, pepper" stays one line.
    /// The lines of `recipeIngredient`, or of the older `ingredients`; when a page gives both,
    /// the one with more lines (a page may give one of them as every line joined in one).
    static func ingredientList(of node: [String: Any]) -> [String] {
        let current = ingredientLines(node["recipeIngredient"])
        let older = ingredientLines(node["ingredients"])
        return older.count > current.count ? older : current
    }

    static func separatedIfJoined(_ lines: [String]) -> [String] {
        guard lines.count == 1 else { return lines }
        let pieces = lines[0].components(separatedBy: ", ").map { $0.trimmed(" ") }
        guard pieces.count >= 3, pieces.allSatisfy({ QuantityParser.parseLeading(Substring($0)) != nil }) else { return lines }
        return pieces
    }

    /// "((reduced fat))" becomes "(reduced fat)": card plugins wrap notes in parentheses even when
    /// the author already did. Nested groups that are not doubled ("(soft (room temp))") stay.
    static func singleParentheses(_ line: String) -> String {
        guard line.contains("((") else { return line }
        let characters = Array(line)
        var open: [Int] = []
        var pairs: [Int: Int] = [:]
        for (index, character) in characters.enumerated() {
            if character == "(" { open.append(index) }
            if character == ")", let start = open.popLast() { pairs[start] = index }
        }
        var dropped = Set<Int>()
        for (start, end) in pairs where characters.indices.contains(start + 1) && pairs[start + 1] == end - 1 {
            dropped.insert(start)
            dropped.insert(end)
        }
        return String(characters.enumerated().filter { !dropped.contains($0.offset) }.map(\.element))
    }

    static let blockTags = ["</p>", "<br>", "<br/>", "<br />", "</li>", "</div>", "<p>", "<li>"]

    /// Ingredient lines from text holding HTML blocks: a line that is wholly bold and starts
    /// without an amount ("<b>DRESSING</b>") is a group heading, given a colon so the mapper
    /// treats it as one.
    static func ingredientMarkupLines(_ raw: String) -> [String] {
        var s = raw
        for tag in blockTags { s = s.replacingOccurrences(of: tag, with: "\n", options: .caseInsensitive) }
        return s.split(whereSeparator: \.isNewline).compactMap { piece -> String? in
            let line = singleParentheses(HTMLText.clean(String(piece)))
            guard !line.isEmpty else { return nil }
            let bare = piece.trimmingCharacters(in: .whitespaces).lowercased()
            let bold = (bare.hasPrefix("<b>") && bare.hasSuffix("</b>")) || (bare.hasPrefix("<strong>") && bare.hasSuffix("</strong>"))
            if bold, !line.hasSuffix(":"), line.count <= 60, QuantityParser.parseLeading(Substring(line)) == nil { return line + ":" }
            return line
        }
    }

    /// Text that may hold several lines as HTML blocks or newlines.
    static func splitLines(_ raw: String) -> [String] {
        var s = raw
        for tag in blockTags {
            s = s.replacingOccurrences(of: tag, with: "\n", options: .caseInsensitive)
        }
        return s.split(whereSeparator: \.isNewline).map { HTMLText.clean(String($0)) }.filter { !$0.isEmpty }
    }

    /// "Brew" / "for 3 minutes.": a method typed into one value with its sentences wrapped at
    /// line breaks. A line that starts in lower case after one that ends no sentence goes on it.
    static func joinedWraps(_ lines: [String]) -> [String] {
        var joined: [String] = []
        for line in lines {
            if let last = joined.last, let end = last.last, !".!?:;".contains(end), line.first?.isLowercase == true {
                joined[joined.count - 1] = last + " " + line
            } else {
                joined.append(line)
            }
        }
        return joined
    }

    /// "…for another 2 to 3 minutes.Add the chopped tomatoes…": paragraphs whose tags a site's
    /// export dropped, each sentence end glued to the next capital. Split there: a word's small
    /// letter, the stop, a capital ("U.S." and "3.5" have no small letter before the stop).
    static func splitGluedParagraphs(_ line: String) -> [String] {
        let characters = Array(line)
        guard characters.count > 2 else { return [line] }
        var parts: [String] = []
        var start = 0
        for index in 1..<(characters.count - 1) where ".!?".contains(characters[index])
            && characters[index - 1].isLowercase && characters[index + 1].isUppercase {
            parts.append(String(characters[start...index]).trimmed(" "))
            start = index + 1
        }
        guard !parts.isEmpty else { return [line] }
        parts.append(String(characters[start...]).trimmed(" "))
        return parts
    }

    /// Steps from every shape sites use; a `HowToSection` name becomes the section of its steps.
    static func instructions(_ value: Any?) -> [Step] {
        var steps: [Step] = []
        collectSteps(value, section: nil, into: &steps, depth: 0)
        return steps
    }

    static func collectSteps(_ value: Any?, section: String?, into steps: inout [Step], depth: Int) {
        guard depth < 12, let value else { return }
        switch value {
        case let s as String:
            // Some sites put the JSON of their steps into a microdata attribute.
            if let first = s.first, first == "[" || first == "{", let inner = JSONNesting.parse(Data(s.utf8)) {
                collectSteps(inner, section: section, into: &steps, depth: depth + 1)
                return
            }
            // A line without a letter ("[{" left of a cut-off attribute, a lone "-") says nothing.
            // The whole method as one string may number its steps in line (a step's text may then
            // run over several lines), or have lost its paragraph marks.
            let numbered = depth == 0 ? InlineStepNumbers.split(s) : []
            let lines = numbered.count > 1 ? numbered.map { splitLines($0).joined(separator: " ") }
                : depth == 0 ? joinedWraps(splitLines(s)).flatMap(splitGluedParagraphs) : splitLines(s)
            for line in lines where line.contains(where: \.isLetter) { steps.append(Step(section: section, text: line)) }
        case let a as [Any]:
            for item in a { collectSteps(item, section: section, into: &steps, depth: depth + 1) }
        case let o as [String: Any]:
            let types = SchemaTypes.of(o)
            if types.contains("howtosection") || (o["itemListElement"] != nil && !types.contains("howtostep")) {
                let name = text(o["name"])
                collectSteps(o["itemListElement"] ?? o["steps"], section: name ?? section, into: &steps, depth: depth + 1)
            } else if let t = o["text"] {
                // A step's own short name ("Whisk wet ingredients") titles it, unless it merely repeats
                // the text, only numbers the step ("Step 1") or the step sits in a named section: the
                // section's name ("Cook the Beef Hash") is the heading the page shows over its steps,
                // and each step's name would split it up.
                var stepSection = section
                if section == nil, let name = text(o["name"]), let body = stepText(t).first, !StepNumberLabel.matches(name),
                   name.count < 100, !body.hasPrefix(name.trimmed(".:…")), !name.hasPrefix(body.trimmed(".:…")) {
                    stepSection = name
                }
                for line in stepText(t) { steps.append(Step(section: stepSection, text: line)) }
            } else if let directions = o["itemListElement"] {
                // A step made of `HowToDirection`s (and tips) is one step of their texts.
                var parts: [Step] = []
                collectSteps(directions, section: section, into: &parts, depth: depth + 1)
                if !parts.isEmpty { steps.append(Step(section: section, text: parts.map(\.text).joined(separator: " "))) }
            } else if let t = text(o["name"] ?? o["description"]) {
                steps.append(Step(section: section, text: t))
            }
        default:
            break
        }
    }

    static func stepText(_ value: Any) -> [String] {
        if let s = value as? String {
            let lines = splitLines(s)
            return lines.count > 1 ? [lines.joined(separator: " ")] : lines
        }
        // Microdata's text of one step made of several paragraphs: each is a step.
        if let paragraphs = value as? [Any] { return paragraphs.compactMap(text) }
        return text(value).map { [$0] } ?? []
    }
}
