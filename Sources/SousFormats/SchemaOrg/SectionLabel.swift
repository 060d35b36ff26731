/// A section's name written in a plain element rather than a heading tag: an accordion's
/// "<a>Ingredients</a>", "<div class=title>Method</div>". The heuristic reader treats such an
/// element as the heading of the block after it.
enum SectionLabel {
    /// Whether `element` (whose tag name is `tag`) names a section in plain text.
    static func isLabel(_ element: HTMLNode, tag: String) -> Bool {
        labelTags.contains(tag) && namesSection(element) && !insideHeading(element)
    }

    /// Tags that may carry a section's name without being headings ("<div class=title>Method</div>",
    /// an accordion's "<a>Ingredients</a>").
    static let labelTags: Set<String> = ["div", "span", "a", "p", "dt", "label", "button", "summary", "legend", "td", "th"]

    /// Whether a heading tag holds the element ("<h3><span>Ingredients</span></h3>": the h3 is the heading).
    static func insideHeading(_ element: HTMLNode) -> Bool {
        var current = element.parent
        for _ in 0..<3 {
            guard let node = current else { return false }
            if ["h1", "h2", "h3", "h4", "h5", "h6", "strong", "b"].contains(node.tag) { return true }
            current = node.parent
        }
        return false
    }

    /// An element whose only text is exactly a section name ("Ingredients", "Method:").
    static func namesSection(_ element: HTMLNode) -> Bool {
        guard let text = ownShortText(element, depth: 0) else { return false }
        let name = HTMLText.collapse(text).lowercased().trimmed(" :：")
        return HeuristicReader.ingredientHeadings.contains(name) || HeuristicReader.instructionHeadings.contains(name)
    }

    /// The text of an element holding one short text, directly or through one inline element.
    static func ownShortText(_ element: HTMLNode, depth: Int) -> String? {
        var found: String?
        var count = 0
        var tooLong = false
        element.forEachChild { child in
            guard !tooLong else { return }
            if child.kind == .text {
                // Templates pad names with their indentation: room for it, then the name itself is checked.
                guard let text = child.shortText(limit: 200) else { tooLong = true; return }
                if text.allSatisfy(\.isWhitespace) { return }
                found = text
            } else if depth == 0, ["span", "a", "strong", "b", "em", "i"].contains(child.tag) {
                found = ownShortText(child, depth: 1)
                if found == nil { tooLong = true }
            } else {
                tooLong = true
            }
            count += 1
        }
        return tooLong || count != 1 ? nil : found
    }
}
