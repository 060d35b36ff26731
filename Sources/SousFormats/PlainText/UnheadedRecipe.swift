import SousCore

/// A recipe printed without the headings sous knows ("Makes 16 pies" over the list, "Baking" over
/// the method): read from what its lines are. The first run of at least three lines starting with
/// an amount (group names ending in a colon and a short line without one allowed between) is the
/// ingredient list; the lines after it are the method; the lines before it, the introduction.
enum UnheadedRecipe {
    /// The fewest lines with an amount that make a list.
    static let leastAmounts = 3

    struct Parts {
        var introduction: [String]
        var ingredients: [String]
        var steps: [String]
    }

    static func parts(of lines: [String]) -> Parts? {
        guard let start = lines.indices.first(where: { startsList(lines, at: $0) }) else { return nil }
        var end = start
        var amounts = 0
        while end < lines.count {
            let line = lines[end]
            if hasAmount(line) { amounts += 1 }
            else if !(isGroupName(line) || (isShortItem(line) && end + 1 < lines.count && hasAmount(lines[end + 1]))) { break }
            end += 1
        }
        guard amounts >= leastAmounts else { return nil }
        var first = start
        if first > 0, isGroupName(lines[first - 1]) { first -= 1 }
        // A short line without a full stop right after the list names the method ("Baking").
        var method = Array(lines[end...])
        if let name = method.first, method.count > 1, isShortItem(name), !name.hasSuffix(".") { method.removeFirst() }
        return Parts(introduction: Array(lines[..<first]), ingredients: Array(lines[first..<end]), steps: method)
    }

    static func startsList(_ lines: [String], at index: Int) -> Bool {
        lines[index...].prefix(leastAmounts).allSatisfy { hasAmount($0) || isGroupName($0) } && hasAmount(lines[index])
    }

    static func hasAmount(_ line: String) -> Bool {
        QuantityParser.parseLeading(Substring(PlainTextImporter.stripMarker(line))) != nil
    }

    /// "Rye crust:": a group of the list.
    static func isGroupName(_ line: String) -> Bool {
        line.hasSuffix(":") && line.count <= 40 && !hasAmount(line)
    }

    /// "salt and pepper": an ingredient without an amount, or a heading, short and with no sentence in it.
    static func isShortItem(_ line: String) -> Bool {
        line.count <= 40 && !line.contains(". ")
    }
}
