import SousCore

/// Recipe-card plugins (WP Recipe Maker, Tasty Recipes, Mediavine Create) render the visible
/// ingredient list from their own data and derive the JSON-LD from it, often re-rendering
/// amounts ("¾" becomes "3/4", notes gain parentheses). The visible list is what the author
/// wrote, so when it holds the same lines as the structured data, its text wins.
enum PluginIngredientReader {
    /// Class words of one ingredient list item, or of the container whose `li`s are the items.
    static let itemClasses: Set<String> = ["wprm-recipe-ingredient", "mv-create-ingredient"]
    static let containerClasses: Set<String> = ["tasty-recipes-ingredients", "tasty-recipes-ingredients-body", "mv-create-ingredients"]
    /// Parts of a list item that are controls, not text (checkboxes, screen-reader labels,
    /// "add to shopping list" links).
    static let hiddenClassWords = ["checkbox", "screen-reader", "sr-only", "shopping", "to_list"]

    /// The card's lines, and whether the plugin rendered them from structured fields (amount,
    /// unit, name, notes: WP Recipe Maker, Mediavine) rather than showing text the author typed
    /// (Tasty Recipes).
    static func visibleLines(in document: HTMLDocument) -> (lines: [String], rendered: Bool) {
        guard let root = document.root else { return ([], false) }
        var lines: [String] = []
        root.forEachElement { element in
            if element.tag == "li", element.classes.contains(where: { itemClasses.contains(String($0)) }) {
                lines.append(text(of: element))
            }
        }
        if !lines.isEmpty { return (lines.filter { !$0.isEmpty }, true) }
        // Tasty Recipes: plain `li`s in one container; take the first container only (a page
        // may repeat the card for printing).
        guard let container = root.firstElement(where: { element in
            element.classes.contains(where: { containerClasses.contains(String($0)) })
        }) else { return ([], false) }
        lines = container.elements(where: { $0.tag == "li" }).map(text(of:))
        return (lines.filter { !$0.isEmpty }, false)
    }

    /// Chooses, for a plugin card showing the same lines as the structured data, which text to
    /// keep: when the structured data dropped words the page shows (notes cut off), the page's
    /// whole list; otherwise, on cards showing typed text, the page's line where it differs only
    /// by the way fractions are written ("¾" against "3/4"): the plugin re-rendered the copy.
    /// Cards rendered from fields re-render the page instead (their "½" is a display setting),
    /// and other differences (notes with or without parentheses, converted units) keep the
    /// structured text, which carries the author's punctuation.
    static func preferVisibleText(_ recipe: Recipe, in document: HTMLDocument) -> Recipe {
        let (visible, rendered) = visibleLines(in: document)
        guard !visible.isEmpty, visible.count == recipe.ingredients.count else { return recipe }
        let pairs = Array(zip(visible, recipe.ingredients.map(\.text)))
        let letters = pairs.map { (IngredientGroupReader.letters($0.0), IngredientGroupReader.letters($0.1)) }
        let same = letters.filter { $0.0 == $0.1 }.count
        guard same * 2 >= visible.count else { return recipe }
        let lossy = letters.contains { page, data in page.count > data.count + 3 && page.hasPrefix(data) }
        var result = recipe
        for (index, (page, data)) in pairs.enumerated() where page != data {
            guard lossy || (!rendered && asciiFractions(page) == asciiFractions(data)) else { continue }
            result.ingredients[index] = IngredientLineParser.parse(page, section: recipe.ingredients[index].section, model: LineModel.standard)
        }
        return result
    }

    static let vulgarFractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5",
        "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
    ]

    /// The line with vulgar fractions spelled "3/4" (after a whole number: "1 3/4") and spaces collapsed.
    static func asciiFractions(_ line: String) -> String {
        var out = ""
        for character in line {
            if let spelled = vulgarFractions[character] {
                if out.last?.isNumber == true { out += " " }
                out += spelled
            } else {
                out.append(character)
            }
        }
        return HTMLText.collapse(out)
    }

    /// The visible text of an item, leaving out controls and screen-reader labels.
    static func text(of element: HTMLNode) -> String {
        var out = ""
        append(element, to: &out, depth: 0, headingsEndLines: false)
        return HTMLText.clean(out)
    }

    /// The visible lines of an item: one per `<br>`-separated line ("2 onions<br>1 l stock").
    static let headingTags: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// Blocks and table cells: at least words apart ("1" "14½-ounce can", "200 g" "flour").
    static let wordTags = HTMLNode.blockTags.union(["td", "th"])

    /// The lines of an element: `<br>` ends a line, and for steps (`headingsEndLines`) so does a
    /// heading inside it ("Step 1" over the step's text). In an ingredient a heading is a product
    /// box's name and stays in the line.
    static func lines(of element: HTMLNode, headingsEndLines: Bool = false) -> [String] {
        var out = ""
        append(element, to: &out, depth: 0, headingsEndLines: headingsEndLines)
        return out.split(separator: "\n").map { HTMLText.clean(String($0)) }.filter { !$0.isEmpty }
    }

    static func append(_ node: HTMLNode, to out: inout String, depth: Int, headingsEndLines: Bool) {
        guard depth < 40 else { return }
        switch node.kind {
        case .text:
            // Line breaks in the source are white space; only <br> breaks a line.
            out += node.text.replacingOccurrences(of: "\n", with: " ")
        case .element:
            let tag = node.tag
            if HTMLNode.hiddenTags.contains(tag) || tag == "input" { return }
            if tag == "br" {
                out += "\n"
                return
            }
            if node.classes.contains(where: { word in hiddenClassWords.contains(where: { word.lowercased().contains($0) }) }) { return }
            // Tabs ("US" / "METRIC") and buttons switch views; they are not part of a line.
            if let role = node.attributes["role"]?.lowercased(), ["tab", "tablist", "button"].contains(role) { return }
            // As a browser shows them: blocks never glue to their neighbours, inline elements
            // keep the page's own spacing.
            let separator = headingsEndLines && Self.headingTags.contains(tag) ? "\n" : Self.wordTags.contains(tag) ? " " : ""
            out += separator
            for child in node.children { append(child, to: &out, depth: depth + 1, headingsEndLines: headingsEndLines) }
            out += separator
        }
    }
}
