import Foundation
import SousCore

/// Writes a recipe as Markdown meant for reading and printing: the title, a line of times and
/// servings, ingredients as a list under their section headings, numbered steps, notes, source.
/// It is an export only: Cooklang and JSON are the formats that read back.
public enum MarkdownWriter {
    public static func write(_ recipe: Recipe) -> String {
        var blocks: [String] = ["# " + inline(recipe.title)]
        if let summary = nonEmpty(recipe.summary) { blocks.append(paragraph(summary)) }
        let meta = metaLine(recipe)
        if !meta.isEmpty { blocks.append(meta) }

        if !recipe.ingredients.isEmpty {
            blocks.append("## Ingredients")
            for group in grouped(recipe.ingredients, section: \.section) {
                if let section = nonEmpty(group.section) { blocks.append("### " + inline(section)) }
                blocks.append(group.items.map { "- " + inline(IngredientFormatter.display($0)) }.joined(separator: "\n"))
            }
        }
        if !recipe.steps.isEmpty {
            blocks.append("## Steps")
            var number = 1
            for group in grouped(recipe.steps, section: \.section) {
                if let section = nonEmpty(group.section) { blocks.append("### " + inline(section)) }
                let items = group.items.map { step -> String in
                    defer { number += 1 }
                    let marker = "\(number). "
                    let lines = step.text.split(whereSeparator: \.isNewline).map { inline(String($0)) }
                    let indent = String(repeating: " ", count: marker.count)
                    return marker + lines.joined(separator: "\n" + indent)
                }
                // A blank line between steps: long steps read better apart, and lists stay one list.
                blocks.append(items.joined(separator: "\n\n"))
            }
        }
        if let notes = nonEmpty(recipe.notes) {
            blocks.append("## Notes")
            blocks.append(paragraph(notes))
        }
        if let source = nonEmpty(recipe.sourceURL) {
            let link = source.hasPrefix("http://") || source.hasPrefix("https://") ? "<\(source)>" : inline(source)
            blocks.append("Source: " + link)
        }
        // Markdown is read in terminals and pagers: a control character is shown, never run.
        return TerminalText.visible(blocks.joined(separator: "\n\n") + "\n")
    }

    /// "Serves 4 · Prep 10 min · Cook 25 min · Total 35 min", then category, cuisine, difficulty and tags.
    static func metaLine(_ recipe: Recipe) -> String {
        var first: [String] = []
        if let servings = recipe.servings { first.append("Serves \(servings)") }
        if let yield = nonEmpty(recipe.yieldText) { first.append("Makes " + yield) }
        if let prep = recipe.prepMinutes { first.append("Prep " + duration(prep)) }
        if let cook = recipe.cookMinutes { first.append("Cook " + duration(cook)) }
        if let total = recipe.effectiveTotalMinutes, recipe.totalMinutes != nil || (recipe.prepMinutes != nil && recipe.cookMinutes != nil) {
            first.append("Total " + duration(total))
        }
        // Categories are stored as typed ("dinner"); on paper they read as a label.
        let category = nonEmpty(recipe.category).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let second = [category, nonEmpty(recipe.cuisine), nonEmpty(recipe.difficulty)].compactMap { $0 }
        var lines: [String] = []
        if !first.isEmpty { lines.append("**" + inline(first.joined(separator: " · ")) + "**") }
        if !second.isEmpty { lines.append(inline(second.joined(separator: " · "))) }
        if !recipe.tags.isEmpty { lines.append("Tags: " + inline(recipe.tags.joined(separator: ", "))) }
        // Two trailing spaces make a line break inside one paragraph.
        return lines.joined(separator: "  \n")
    }

    static func duration(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    /// Consecutive items with the same section, in order.
    static func grouped<T>(_ items: [T], section: (T) -> String?) -> [(section: String?, items: [T])] {
        var groups: [(section: String?, items: [T])] = []
        for item in items {
            let name = section(item)
            if let last = groups.last, last.section == name {
                groups[groups.count - 1].items.append(item)
            } else {
                groups.append((name, [item]))
            }
        }
        return groups
    }

    static func paragraph(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty ? "" : inline(trimmed)
            }
            .joined(separator: "\n")
    }

    /// Escapes what Markdown would otherwise read as markup, so text prints as written.
    static func inline(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        // A line that starts like a heading or a list item would change the structure (">" is escaped below).
        if let first = text.first, first == "#" || first == "+" || first == "-" { out.append("\\") }
        // So would "1." or "2)" at the start: escape the mark after the digits.
        let digits = text.prefix { $0.isASCII && $0.isNumber }.count
        var index = 0
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|": out.append("\\")
            case "." where index == digits && digits > 0, ")" where index == digits && digits > 0: out.append("\\")
            default: break
            }
            out.append(character)
            index += 1
        }
        return out
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
