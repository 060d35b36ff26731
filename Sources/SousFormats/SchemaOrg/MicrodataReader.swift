import SousCore

/// Reads schema.org `Recipe` microdata (`itemscope itemtype=".../Recipe"` with `itemprop`s)
/// into the same dictionary shape JSON-LD gives, so one mapper serves both.
public enum MicrodataReader {
    public static func recipeNodes(in document: HTMLDocument) -> [[String: Any]] {
        let scopes = (document.root?.elements(where: {
            $0.attributes["itemscope"] != nil && ($0.attributes["itemtype"]?.lowercased().hasSuffix("/recipe") ?? false)
        })) ?? []
        return scopes.map { item($0, depth: 0) }
    }

    /// The properties of one item: repeated properties become arrays; nested items become objects.
    static func item(_ scope: HTMLNode, depth: Int) -> [String: Any] {
        var properties: [String: [Any]] = [:]
        if let type = scope.attributes["itemtype"] { properties["@type"] = [type] }
        collect(scope, into: &properties, depth: depth)
        var object: [String: Any] = [:]
        for (key, values) in properties {
            object[key] = (values.count == 1 && !["recipeIngredient", "ingredients", "recipeInstructions"].contains(key)) ? values[0] : values
        }
        return object
    }

    static func collect(_ node: HTMLNode, into properties: inout [String: [Any]], depth: Int) {
        guard depth < 60 else { return }
        for child in node.children where child.kind == .element {
            if let names = child.attributes["itemprop"] {
                let value: Any = child.attributes["itemscope"] != nil ? item(child, depth: depth + 1) : propertyValue(child)
                // A property holding several lines gives each as a value of its own.
                let values = value as? [Any] ?? [value]
                for name in names.split(separator: " ") { properties[String(name), default: []] += values }
                if child.attributes["itemscope"] != nil { continue }
            } else if child.attributes["itemscope"] != nil {
                continue
            }
            collect(child, into: &properties, depth: depth + 1)
        }
    }

    static func propertyValue(_ node: HTMLNode) -> Any {
        if let content = node.attributes["content"] { return content }
        if node.tag == "time", let datetime = node.attributes["datetime"] { return datetime }
        if node.tag == "meta" { return node.attributes["content"] ?? "" }
        if node.tag == "img" {
            // Lazy-loading pages put a placeholder (a data: URL) in src and the picture elsewhere.
            let src = node.attributes["src"] ?? ""
            guard src.isEmpty || src.lowercased().hasPrefix("data:") else { return src }
            return node.attributes["data-src"] ?? node.attributes["data-lazy-src"] ?? src
        }
        if node.tag == "a" || node.tag == "link" { return node.attributes["href"].map { $0 as Any } ?? node.textContent }
        // A list inside the property: its own items, not every item further down (comments, widgets).
        if let list = node.tag == "ol" || node.tag == "ul" ? node : node.firstElement(where: { $0.tag == "ol" || $0.tag == "ul" }) {
            let items = list.children.filter { $0.tag == "li" }.map(\.textContent).filter { !$0.isEmpty }
            if items.count > 1 { return items }
        }
        let lines = node.elements(where: { $0.tag == "li" || $0.tag == "p" })
        if lines.count > 1 {
            return lines.map(\.textContent).filter { !$0.isEmpty }
        }
        // Each line in a block of its own ("<div itemprop=recipeIngredient><div>250g tuna</div><div>…"),
        // unless the blocks are the parts of one line ("<div>1 cup</div><div>flour</div>").
        let blocks = node.children.filter { $0.kind == .element }
        if blocks.count > 1, blocks.allSatisfy({ $0.tag == "div" || $0.tag == "p" }),
           node.children.allSatisfy({ $0.kind == .element || $0.text.allSatisfy(\.isWhitespace) }) {
            // A block classed as a heading ("group-head") names the group of the lines after it.
            let texts = blocks.map { block in
                let text = block.textContent
                let heading = block.classes.contains { $0.lowercased().contains("head") || $0.lowercased().contains("title") }
                    && QuantityParser.parseLeading(Substring(text)) == nil
                return heading && !text.isEmpty && !text.hasSuffix(":") ? text + ":" : text
            }.filter { !$0.isEmpty }
            let wholeLines = texts.allSatisfy { text in
                guard let (_, rest) = QuantityParser.parseLeading(Substring(text)) else { return true }
                let words = rest.split(separator: " ")
                return !words.isEmpty && !(words.count == 1 && Unit.lookup(String(words[0])) != nil)
            }
            if texts.count > 1, wholeLines { return texts }
        }
        // One element holding a whole list separated by <br>s.
        if node.elements(where: { $0.tag == "br" }).count > 1 {
            return node.textLines
        }
        return node.textContent
    }
}
