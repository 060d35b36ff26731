import SousCore

/// The steps of a page that puts them under no heading sous knows ("RECIPE", "Let's get
/// started!", the recipe's name again) or under none at all: after the ingredient list, the first
/// list whose items read as steps, else the first run of paragraphs that do. Used only when no
/// heading and no class name gave the steps, and only after an ingredient list found on the page.
enum StepsByContent {
    /// How far past the ingredient list the steps may start, in headings, items and paragraphs.
    static let reach = 60

    static func lines(in outline: HeuristicReader.Outline, after ingredients: [HeuristicReader.Line]) -> [HeuristicReader.Line]? {
        let nodes = outline.nodes, tags = outline.tags
        guard let last = ingredients.last(where: { !$0.isHeading })?.text,
              let anchor = nodes.indices.first(where: { HeuristicReader.Outline.items.contains(tags[$0]) && nodes[$0].textContent.contains(last) })
        else { return nil }
        var skipped: HTMLNode? = nodes[anchor]
        var paragraphs: [String] = []
        var index = anchor + 1
        while index < min(nodes.count, anchor + 1 + reach) {
            defer { index += 1 }
            let node = nodes[index], tag = tags[index]
            if let skipped, skipped.contains(node) { continue }
            if tag == "p" {
                paragraphs += PluginIngredientReader.lines(of: node)
                skipped = node
                continue
            }
            // A heading, a list or a table ends a run of paragraphs.
            if readAsSteps(paragraphs, least: 1) { return paragraphs.map { HeuristicReader.Line(text: $0, isHeading: false) } }
            paragraphs = []
            if tag == "li", let list = node.parent, list.tag == "ol" || list.tag == "ul" {
                let items = list.elements(where: { $0.tag == "li" }).map(\.textContent).filter { !$0.isEmpty }
                if readAsSteps(items, least: 2) { return items.map { HeuristicReader.Line(text: $0, isHeading: false) } }
                skipped = list
            }
        }
        return readAsSteps(paragraphs, least: 1) ? paragraphs.map { HeuristicReader.Line(text: $0, isHeading: false) } : nil
    }

    /// Whether most of `texts` (at least `least` of them) read as a method's sentences: long
    /// enough to say what to do, and not starting with an amount as an ingredient line does.
    static func readAsSteps(_ texts: [String], least: Int) -> Bool {
        guard texts.count >= least, texts.count <= 60 else { return false }
        let sentences = texts.filter { $0.count >= 25 && QuantityParser.parseLeading(Substring($0)) == nil }.count
        return Double(sentences) >= 0.6 * Double(texts.count)
    }
}
