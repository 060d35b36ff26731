import Foundation
import SousCore

/// Ingredients laid out as a grid of `div`s instead of a list or a table: each row a name cell
/// and amount cells, either wrapped one row to a `div` or all cells side by side in one block
/// ("Wheat flour" "5.000" "50.00" "Yeast" "0.250" "2.50"), the amounts' units sometimes only in a
/// header row ("KG" "%"). Each row becomes one line with its amount first ("5.000 KG Wheat flour
/// (50.00%)"), the way the ingredient parser reads lines.
enum IngredientGridReader {
    struct Cell {
        var text: String
        /// The element holding the cell: cells sharing one are a row when it holds only a few.
        var parent: HTMLNode?
        /// Only an amount, with or without a unit ("5.000", "200 g", "50.00").
        var isAmount: Bool
    }

    /// The lines of the grid after `heading`, up to the next heading tag or section name; nil when
    /// what follows is not a grid of at least two rows.
    static func lines(after heading: HTMLNode, in body: HTMLNode) -> [HeuristicReader.Line]? {
        let found = cells(after: heading, in: body)
        guard found.count >= 4 else { return nil }
        if let wrapped = wrappedRows(found) { return wrapped }
        return sideBySideRows(found)
    }

    /// The innermost `div`s with visible text after `heading`, in page order.
    static func cells(after heading: HTMLNode, in body: HTMLNode) -> [Cell] {
        var found: [Cell] = []
        var started = false, stopped = false
        func visit(_ node: HTMLNode, depth: Int) {
            guard !stopped, depth < 200, node.kind == .element else { return }
            if node.pointer == heading.pointer {
                started = true
                return
            }
            let tag = node.tag
            if HTMLNode.hiddenTags.contains(tag) { return }
            // Screen-reader labels and controls are not what the page shows.
            if node.classes.contains(where: { word in PluginIngredientReader.hiddenClassWords.contains(where: { word.lowercased().contains($0) }) }) {
                return
            }
            if started {
                let isHeadingTag = tag.count == 2 && tag.hasPrefix("h") && tag.last?.isNumber == true
                if isHeadingTag || SectionLabel.isLabel(node, tag: tag) || found.count >= 400 {
                    stopped = true
                    return
                }
                if tag == "div", node.firstElement(where: { $0.tag == "div" }) == nil {
                    let text = PluginIngredientReader.text(of: node)
                    // The nutrition box that often follows the list ("1854 kJ / 443 kcal") ends it.
                    let words = Set(text.lowercased().split(whereSeparator: { !$0.isLetter }))
                    if words.contains("kcal") || words.contains("kj") {
                        stopped = true
                        return
                    }
                    if !text.isEmpty { found.append(Cell(text: text, parent: node.parent, isAmount: isAmount(text))) }
                    return
                }
            }
            node.forEachChild { visit($0, depth: depth + 1) }
        }
        visit(body, depth: 0)
        return found
    }

    /// "5.000", "200 g", "1/2 cup", "50.00 %", "2 cm": an amount and at most a unit or one short
    /// word a measure ("cm", "stalks"), nothing else.
    static func isAmount(_ text: String) -> Bool {
        guard let (_, rest) = QuantityParser.parseLeading(Substring(text)) else { return false }
        let unit = rest.trimmingCharacters(in: .whitespaces)
        return unit.isEmpty || isUnit(unit) || (unit.count <= 8 && unit.allSatisfy { $0.isLetter || $0 == "." })
    }

    static func isUnit(_ text: String) -> Bool {
        text == "%" || Unit.lookup(text.trimmingCharacters(in: CharacterSet(charactersIn: " ."))) != nil
    }

    /// Rows wrapped each in its own element (two to four cells, one of them a name and at least
    /// one an amount); a lone short text between them names a group.
    static func wrappedRows(_ cells: [Cell]) -> [HeuristicReader.Line]? {
        var groups: [[Cell]] = []
        for cell in cells {
            if let last = groups.last?.last, let parent = cell.parent, let previous = last.parent, parent.pointer == previous.pointer {
                groups[groups.count - 1].append(cell)
            } else {
                groups.append([cell])
            }
        }
        var lines: [HeuristicReader.Line] = []
        var pendingHeading: String?
        var rows = 0
        for group in groups {
            let names = group.filter { !$0.isAmount }
            if group.count >= 2, group.count <= 4, names.count == 1, names.count < group.count {
                if let heading = pendingHeading { lines.append(HeuristicReader.Line(text: heading, isHeading: true)) }
                pendingHeading = nil
                lines.append(HeuristicReader.Line(text: line(name: names[0].text, amounts: group.filter(\.isAmount).map(\.text),
                                                             units: []), isHeading: false))
                rows += 1
            } else if group.count == 1, names.count == 1, names[0].text.count < 60, names[0].text.first?.isNumber == false {
                // A group's name is words: "2 portion(s)" beside the list is the servings control.
                pendingHeading = names[0].text
            } else if rows > 0 {
                break
            }
        }
        return rows >= 2 ? lines : nil
    }

    /// Cells side by side in one block: a name, then the same number of amount cells on every
    /// row. Short unit names just before a row ("KG" "%") head its amount columns; another short
    /// text there names a group ("Group 1"). Only name-first grids are read this way: with the
    /// amount first and no row elements, which name goes with which amount is a guess.
    static func sideBySideRows(_ cells: [Cell]) -> [HeuristicReader.Line]? {
        guard let firstAmount = cells.firstIndex(where: \.isAmount), firstAmount > 0, !cells[firstAmount - 1].isAmount else { return nil }
        let columns = cells[firstAmount...].prefix(while: \.isAmount).count
        var lines: [HeuristicReader.Line] = []
        var units: [String] = []
        var pending: [String] = []
        var rows = 0
        var index = 0
        while index < cells.count {
            let cell = cells[index]
            let next = cells.dropFirst(index + 1).prefix(columns + 1)
            if !cell.isAmount, next.count >= columns, next.prefix(columns).allSatisfy(\.isAmount),
               next.count == columns || !next.last!.isAmount {
                // The cells just before the row that name units head its columns.
                if pending.count >= columns, pending.suffix(columns).allSatisfy(isUnit) {
                    units = Array(pending.suffix(columns))
                    pending.removeLast(columns)
                }
                if let heading = pending.last(where: { $0.count < 60 }) { lines.append(HeuristicReader.Line(text: heading, isHeading: true)) }
                pending = []
                lines.append(HeuristicReader.Line(text: line(name: cell.text, amounts: next.prefix(columns).map(\.text), units: units),
                                                  isHeading: false))
                rows += 1
                index += columns + 1
                continue
            }
            // Past the grid: more cells than a group name and a header row lie between rows.
            if cell.isAmount || (rows > 0 && pending.count > columns + 1) { break }
            pending.append(cell.text)
            index += 1
        }
        return rows >= 2 ? lines : nil
    }

    /// One row as a line: the first amount that is not a percentage leads, with its column's unit
    /// when the cell gives none; the other amounts follow the name in brackets.
    static func line(name: String, amounts: [String], units: [String]) -> String {
        let written = amounts.enumerated().map { index, amount -> String in
            guard index < units.count, !amount.contains(where: \.isLetter), !amount.contains("%") else { return amount }
            return units[index] == "%" ? amount + "%" : amount + " " + units[index]
        }
        guard let lead = written.firstIndex(where: { !$0.hasSuffix("%") }) else {
            return name + " (" + written.joined(separator: ", ") + ")"
        }
        var rest = written
        rest.remove(at: lead)
        return written[lead] + " " + name + (rest.isEmpty ? "" : " (" + rest.joined(separator: ", ") + ")")
    }
}
