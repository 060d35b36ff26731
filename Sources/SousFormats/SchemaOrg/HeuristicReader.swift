import SousCore

/// Reads a recipe from a page with no structured data: the title from `<h1>` (else og:title or
/// `<title>`), ingredients and instructions from the lists under headings such as
/// "Ingredients" and "Method"/"Instructions"/"Directions", or from elements whose class names
/// say so, else from the lists that read as ingredients (`IngredientListsByContent`) and the
/// list or paragraphs after them that read as steps (`StepsByContent`).
/// Sub-headings inside those blocks become sections.
public enum HeuristicReader {
    /// The headings of every language in `section-headings.txt`.
    static let ingredientHeadings = SectionHeadings.standard.headings(.ingredients)
    static let instructionHeadings = SectionHeadings.standard.headings(.steps)

    /// The recipe as a schema.org-shaped dictionary; nil without an ingredient list unless
    /// `requiringIngredients` is false (structured data gave the ingredients, the page the steps).
    public static func recipeNode(in document: HTMLDocument, requiringIngredients: Bool = true) -> [String: Any]? {
        guard let root = document.root else { return nil }
        let body = root.firstElement(where: { $0.tag == "body" }) ?? root
        var title = body.firstElement(where: { $0.tag == "h1" })?.textContent ?? ""
        if title.isEmpty {
            let pageTitle = root.firstElement(where: { $0.tag == "meta" && $0.attributes["property"] == "og:title" })?.attributes["content"]
                ?? root.firstElement(where: { $0.tag == "title" })?.textContent ?? ""
            let site = root.firstElement(where: { $0.tag == "meta" && $0.attributes["property"] == "og:site_name" })?.attributes["content"]
            title = withoutSiteName(HTMLText.clean(pageTitle), site: site.map(HTMLText.clean))
        }
        let outline = Outline(body: body)
        let ingredientBlock = section(in: body, outline: outline, headings: ingredientHeadings, classHint: "ingredient")
        let instructions = section(in: body, outline: outline, headings: instructionHeadings, classHint: "instruction", forSteps: true)
            ?? section(in: body, outline: outline, headings: [], classHint: "direction", forSteps: true)
            ?? section(in: body, outline: outline, headings: [], classHint: "method", forSteps: true)
        let ingredients = ingredientBlock ?? IngredientListsByContent.lines(in: body, outline: outline) ?? []
        let stepLines = instructions ?? StepsByContent.lines(in: outline, after: ingredients)
        guard !ingredients.isEmpty || !requiringIngredients else { return nil }
        // Group headings inside the ingredient block end in a colon, which the mapper reads as a section.
        let ingredientLines = ingredients.map { $0.isHeading && !$0.text.hasSuffix(":") ? $0.text + ":" : $0.text }
        var node: [String: Any] = ["@type": "Recipe", "name": title, "recipeIngredient": ingredientLines]
        var steps: [Any] = []
        var currentSection: String?
        var current: [String] = []
        // "Step 1" over each step numbers it: neither a heading nor a step.
        for line in stepLines ?? [] where !StepNumberLabel.matches(line.text) {
            if line.isHeading {
                if !current.isEmpty || currentSection != nil {
                    steps.append(["@type": "HowToSection", "name": currentSection ?? "", "itemListElement": current])
                }
                currentSection = line.text
                current = []
            } else {
                current.append(line.text)
            }
        }
        if currentSection != nil { steps.append(["@type": "HowToSection", "name": currentSection!, "itemListElement": current]) }
        else { steps += current.map { $0 as Any } }
        node["recipeInstructions"] = steps
        return node
    }

    struct Line { var text: String; var isHeading: Bool }

    /// "35 m", "20 minutes", "4": a number and at most a short word ("1 把烤炉预热至200°C。" is a step).
    static func isShortMeasure(_ text: String) -> Bool {
        guard text.first?.isNumber == true else { return false }
        return text.drop(while: { $0.isNumber || " .,".contains($0) }).count <= 8
    }

    /// Whether `text` is exactly the name of a section other than the one being read: steps or
    /// notes under ingredients ("Preparación."), ingredients or notes under steps.
    static func namesOtherSection(_ text: String, forSteps: Bool) -> Bool {
        guard let kind = SectionHeadings.standard.kind(of: text.trimmed(" .")) else { return false }
        return kind != (forSteps ? .steps : .ingredients)
    }

    /// "Roast Chicken | Jo's Kitchen" without " | Jo's Kitchen" when the page names its site so.
    static func withoutSiteName(_ title: String, site: String?) -> String {
        guard let site, !site.isEmpty else { return title }
        for separator in [" | ", " - ", " – ", " — ", " · ", " :: "] where title.hasSuffix(separator + site) {
            let kept = String(title.dropLast(separator.count + site.count)).trimmed(" ")
            return kept.isEmpty ? title : kept
        }
        return title
    }

    static let factLabels = ["yield", "yields", "makes", "serves", "servings", "prep time", "cook time", "total time"]

    /// "Yield: 169 rolls", "Serves: 4": a label, a colon and a short value.
    static func isFactLine(_ text: String) -> Bool {
        guard text.count < 40, let colon = text.firstIndex(of: ":") else { return false }
        return factLabels.contains(text[..<colon].lowercased().trimmed(" "))
    }

    /// An item whose whole text is one short link ("Main Meals", "Summer").
    static func isShortLink(_ item: HTMLNode) -> Bool {
        let text = item.textContent
        guard text.count < 40, let link = item.firstElement(where: { $0.tag == "a" }) else { return false }
        return link.textContent == text
    }

    /// The page's headings, list items, paragraphs and table rows in document order, with their
    /// tag names: gathered once per page and read for every section.
    struct Outline {
        var nodes: [HTMLNode] = []
        var tags: [String] = []
        /// Positions of elements that are not heading tags but read as one ("<div>Method</div>").
        var labels = Set<Int>()

        init(body: HTMLNode) {
            body.forEachElement { element in
                let tag = element.tag
                if SectionLabel.isLabel(element, tag: tag) {
                    labels.insert(nodes.count)
                } else if !Self.kept.contains(tag) || Self.isInlineLabel(element, tag: tag) {
                    return
                }
                if Self.inPageFrame(element) { return }
                nodes.append(element)
                tags.append(tag)
            }
        }

        static let kept: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "li", "p", "tr", "strong", "b"]

        /// Whether the element sits in the page's navigation, header or footer (a menu's "How to
        /// make Overnight Oats" over links), which hold no recipe.
        static func inPageFrame(_ element: HTMLNode) -> Bool {
            var current = element.parent
            while let node = current, node.tag != "body" {
                if frameTags.contains(node.tag) { return true }
                current = node.parent
            }
            return false
        }

        static let frameTags: Set<String> = ["nav", "header", "footer"]

        /// Bold words opening a list item that goes on ("<li><strong>Preparation Time:</strong> 30
        /// mins</li>") label that item's value; they head no section.
        static func isInlineLabel(_ element: HTMLNode, tag: String) -> Bool {
            guard tag == "strong" || tag == "b", let item = element.parent, item.tag == "li" else { return false }
            return item.textContent.count > element.textContent.count
        }
        static let items: Set<String> = ["li", "p", "tr"]

        func isHeading(_ index: Int) -> Bool {
            let tag = tags[index]
            return tag.hasPrefix("h") || tag == "strong" || tag == "b" || labels.contains(index)
        }
    }

    /// How much `lines` read like an ingredient list: lines starting with an amount count twice,
    /// lines naming a food once.
    static func ingredientLikeness(_ lines: [Line]) -> Int {
        lines.filter { !$0.isHeading }.reduce(0) { score, line in
            let amount = QuantityParser.parseLeading(Substring(line.text)) != nil
            let food = FoodKnowledge.standard.match(line.text).concept != nil
            return score + (amount ? 2 : 0) + (food ? 1 : 0)
        }
    }

    /// The lines of the block introduced by one of `headings`, or of the first element whose class
    /// mentions `classHint`. For steps (`forSteps`), short links and "Yield: …" lines are left out.
    static func section(in body: HTMLNode, outline: Outline, headings: [String], classHint: String,
                        forSteps: Bool = false) -> [Line]? {
        var best: [Line]?
        let nodes = outline.nodes, tags = outline.tags
        // A heading with the right word, then the list items that follow it up to the next heading of its level.
        for index in nodes.indices where outline.isHeading(index) {
            let element = nodes[index], tag = tags[index]
            let heading = element.textContent.lowercased().trimmed(" :：")
            guard headings.contains(where: { heading == $0 || (heading.hasPrefix($0) && heading.count < 80) }) else { continue }
            var lines: [Line] = []
            var sawItem = false
            var lastItem: HTMLNode?
            // The block the heading introduces is the smallest one holding the heading and the
            // first item after it; what lies outside (comments, "people who like this") is not the recipe.
            let firstItem = ((index + 1)..<nodes.count).first(where: { Outline.items.contains(tags[$0]) }).map { nodes[$0] }
            var container = element.parent
            while let candidate = container, let firstItem, !candidate.contains(firstItem) { container = candidate.parent }
            for nextIndex in (index + 1)..<nodes.count {
                let next = nodes[nextIndex], nextTag = tags[nextIndex]
                // Anything inside the item just taken (a note, a product box with its own heading) is part of its text.
                if let taken = lastItem, taken.contains(next) { continue }
                if nextTag.hasPrefix("h") && nextTag <= tag && tag.hasPrefix("h") { break }
                if let container, !container.contains(next) { break }
                // The next "Ingredients" or "Method" label ends this block.
                if outline.labels.contains(nextIndex) { break }
                if nextTag.hasPrefix("h") || ((nextTag == "strong" || nextTag == "b") && !sawItem) {
                    let t = next.textContent
                    if headings.contains(where: { t.lowercased().hasPrefix($0) }) { break }
                    if ingredientHeadings.contains(where: { t.lowercased().hasPrefix($0) }) || instructionHeadings.contains(where: { t.lowercased().hasPrefix($0) }) { break }
                    if !t.isEmpty, t.count < 80 { lines.append(Line(text: t, isHeading: true)) }
                    continue
                }
                if Outline.items.contains(nextTag) {
                    // A paragraph holding a picture is a caption or photo credit, not a step.
                    if nextTag == "p", next.firstElement(where: { $0.tag == "img" || $0.tag == "picture" }) != nil { continue }
                    // A step is never just a short link: those are the page's tags or related recipes.
                    if forSteps, isShortLink(next) { continue }
                    // An item opening with a section's name ("<p><strong>Bereiding</strong><br>Verhit …")
                    // or, under ingredients, with a step's number ("<li><h6>Step 1</h6><p>…") starts the next block.
                    if let opening = PluginIngredientReader.lines(of: next, headingsEndLines: true).first,
                       namesOtherSection(opening, forSteps: forSteps) || (!forSteps && StepNumberLabel.matches(opening)) { break }
                    lastItem = next
                    // A paragraph of <br>-separated lines is that many items.
                    var texts = PluginIngredientReader.lines(of: next, headingsEndLines: forSteps)
                    // "Yield: 169 rolls" under the method is a fact about the recipe, not a step.
                    if forSteps { texts.removeAll(where: isFactLine) }
                    lines += texts.map { Line(text: $0, isHeading: false) }
                    if !texts.isEmpty { sawItem = true }
                }
                if lines.count > 200 { break }
            }
            // No list, paragraph or table row under an ingredients heading, only group names
            // ("Marinade:"): the lines may be a grid of divs.
            if !forSteps, lines.allSatisfy({ $0.isHeading || AllergenDetector.isHeadingOrEmpty($0.text) }),
               let grid = IngredientGridReader.lines(after: element, in: body) {
                lines = grid
            }
            while lines.last?.isHeading == true { lines.removeLast() }
            guard lines.contains(where: { !$0.isHeading }) else { continue }
            // "Preparación" over "35 m" is a time, not a method: lines that are only a number and a word.
            if forSteps, lines.allSatisfy({ $0.isHeading || isShortMeasure($0.text) }) { continue }
            // Steps: the first block. Ingredients: of the blocks under an ingredients heading (a
            // page may have a shopping box, a "you will need" of tools and the list), the one
            // whose lines read most like ingredients; the first of equals.
            if forSteps {
                best = lines
                break
            }
            if best.map({ ingredientLikeness($0) < ingredientLikeness(lines) }) ?? true { best = lines }
        }
        if best != nil { return best }
        // An element classed for both ("ingredients-method") wraps the two lists: not this one.
        let otherHints = forSteps ? ["ingredient"] : ["instruction", "direction", "method"]
        if let element = body.firstElement(where: { e in
            let classes = e.classes.map { $0.lowercased() }
            return classes.contains(where: { $0.contains(classHint) }) && !classes.contains(where: { c in otherHints.contains(where: c.contains) })
                && e.elements(where: { $0.tag == "li" }).count > 0
        }) {
            return element.elements(where: { $0.tag == "li" && !(forSteps && isShortLink($0)) })
                .map { Line(text: $0.textContent, isHeading: false) }.filter { !$0.text.isEmpty }
        }
        return nil
    }
}
