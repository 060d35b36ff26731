import SousCore

/// The ingredient lists of a page that names them with no heading sous knows ("Produce" and
/// "Pantry" over two lists, "Recipe: Orange Juice Carrots" over one): the lists most of whose
/// items start with an amount, taken together when they follow one another, each under the
/// heading just before it. Used only when no heading and no class name gave a list.
enum IngredientListsByContent {
    /// A list counts when at least this share of its items, and two of them, start with an amount.
    static let amountShare = 0.6

    static func lines(in body: HTMLNode, outline: HeuristicReader.Outline) -> [HeuristicReader.Line]? {
        let lists = body.elements(where: { $0.tag == "ul" || $0.tag == "ol" })
        var chosen: [(list: HTMLNode, items: [String])] = []
        var broken = false
        for list in lists where !chosen.contains(where: { $0.list.contains(list) }) {
            let items = list.elements(where: { $0.tag == "li" }).map(\.textContent).filter { !$0.isEmpty }
            if reads(items) {
                // Lists that follow one another are one recipe's groups; a list between that is
                // not an ingredient list (the steps, a menu) ends them.
                if broken && !chosen.isEmpty { break }
                chosen.append((list, items))
            } else if !chosen.isEmpty, items.count >= 2 {
                broken = true
            }
        }
        guard !chosen.isEmpty else { return nil }
        var lines: [HeuristicReader.Line] = []
        for (position, group) in chosen.enumerated() {
            if chosen.count > 1, let heading = heading(before: group.list, after: position > 0 ? chosen[position - 1].list : nil,
                                                       outline: outline) {
                lines.append(HeuristicReader.Line(text: heading, isHeading: true))
            }
            lines += group.items.map { HeuristicReader.Line(text: $0, isHeading: false) }
        }
        return lines
    }

    /// Whether a list's items read as ingredient lines.
    static func reads(_ items: [String]) -> Bool {
        guard items.count >= 2, items.count <= 80 else { return false }
        let withAmount = items.filter { QuantityParser.parseLeading(Substring($0)) != nil }.count
        return withAmount >= 2 && Double(withAmount) >= amountShare * Double(items.count)
    }

    /// The text of the last heading between `previous` (or the page's start) and `list`.
    private static func heading(before list: HTMLNode, after previous: HTMLNode?, outline: HeuristicReader.Outline) -> String? {
        guard let listIndex = outline.nodes.firstIndex(where: { list.contains($0) }) else { return nil }
        var index = listIndex - 1
        while index >= 0 {
            let node = outline.nodes[index]
            if let previous, previous.contains(node) { return nil }
            if outline.isHeading(index) {
                let text = node.textContent
                return text.isEmpty || text.count >= 80 ? nil : text
            }
            if HeuristicReader.Outline.items.contains(outline.tags[index]) { return nil }
            index -= 1
        }
        return nil
    }
}
