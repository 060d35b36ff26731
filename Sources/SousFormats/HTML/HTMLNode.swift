import CGumbo

/// One node of a page parsed by gumbo: an element (tag, attributes, children) or text. A light
/// view into gumbo's tree, which `GumboTree` keeps alive, so only the parts a reader looks at
/// are ever turned into Swift strings (copying the whole tree halved the import speed).
public struct HTMLNode: @unchecked Sendable {
    public enum Kind: Sendable { case element, text }

    let tree: GumboTree
    let pointer: UnsafeMutablePointer<GumboNode>

    /// Deeper nesting than this is ignored by every walk: no real page needs it, and it keeps
    /// recursion bounded on hostile markup.
    static let maximumDepth = 400

    public var kind: Kind {
        switch pointer.pointee.type {
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE, GUMBO_NODE_DOCUMENT: return .element
        default: return .text
        }
    }

    var isElement: Bool { kind == .element }

    /// Lowercased tag name for elements ("div", "script"); empty for text.
    public var tag: String {
        let node = pointer.pointee
        guard node.type == GUMBO_NODE_ELEMENT || node.type == GUMBO_NODE_TEMPLATE else { return "" }
        let element = node.v.element
        if element.tag != GUMBO_TAG_UNKNOWN { return String(cString: gumbo_normalized_tagname(element.tag)) }
        var piece = element.original_tag
        gumbo_tag_from_original_text(&piece)
        guard let data = piece.data else { return "unknown" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: piece.length), as: UTF8.self).lowercased()
    }

    /// The enclosing element (nil for the document itself).
    public var parent: HTMLNode? {
        guard let up = pointer.pointee.parent else { return nil }
        return HTMLNode(tree: tree, pointer: up)
    }

    /// The next element under the same parent, skipping text and comments between them.
    public var nextElementSibling: HTMLNode? {
        guard let up = pointer.pointee.parent, up.pointee.type == GUMBO_NODE_ELEMENT || up.pointee.type == GUMBO_NODE_TEMPLATE else {
            return nil
        }
        let vector = up.pointee.v.element.children
        var index = Int(pointer.pointee.index_within_parent) + 1
        while index < Int(vector.length) {
            if let raw = vector.data[index] {
                let sibling = raw.assumingMemoryBound(to: GumboNode.self)
                if sibling.pointee.type == GUMBO_NODE_ELEMENT || sibling.pointee.type == GUMBO_NODE_TEMPLATE {
                    return HTMLNode(tree: tree, pointer: sibling)
                }
            }
            index += 1
        }
        return nil
    }

    /// Whether `other` is this node or lies somewhere below it.
    public func contains(_ other: HTMLNode) -> Bool {
        var current: HTMLNode? = other
        var steps = 0
        while let node = current, steps <= Self.maximumDepth {
            if node.pointer == pointer { return true }
            current = node.parent
            steps += 1
        }
        return false
    }

    /// The attributes of an element, read by name.
    public struct Attributes {
        let node: UnsafeMutablePointer<GumboNode>
        public subscript(name: String) -> String? {
            guard node.pointee.type == GUMBO_NODE_ELEMENT || node.pointee.type == GUMBO_NODE_TEMPLATE else { return nil }
            return withUnsafeMutablePointer(to: &node.pointee.v.element.attributes) { vector in
                gumbo_get_attribute(vector, name).map { String(cString: $0.pointee.value) }
            }
        }

        /// Whether attribute `name` holds `word` (lowercase ASCII), ignoring ASCII case: a check
        /// cheap enough for every element of a page, made before any string is copied.
        public func value(of name: String, contains word: String) -> Bool {
            guard node.pointee.type == GUMBO_NODE_ELEMENT || node.pointee.type == GUMBO_NODE_TEMPLATE else { return false }
            let needle = Array(word.utf8)
            guard let first = needle.first else { return true }
            return withUnsafeMutablePointer(to: &node.pointee.v.element.attributes) { vector in
                guard let value = gumbo_get_attribute(vector, name)?.pointee.value else { return false }
                return value.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
                    var index = 0
                    while bytes[index] != 0 {
                        if bytes[index] | 0x20 == first {
                            var offset = 1
                            while offset < needle.count, bytes[index + offset] != 0, bytes[index + offset] | 0x20 == needle[offset] {
                                offset += 1
                            }
                            if offset == needle.count { return true }
                        }
                        index += 1
                    }
                    return false
                }
            }
        }
    }

    public var attributes: Attributes { Attributes(node: pointer) }

    public subscript(attribute name: String) -> String? { attributes[name] }

    /// Element and text children (comments left out).
    public var children: [HTMLNode] {
        let node = pointer.pointee
        let vector: GumboVector
        switch node.type {
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE: vector = node.v.element.children
        case GUMBO_NODE_DOCUMENT: vector = node.v.document.children
        default: return []
        }
        var result: [HTMLNode] = []
        result.reserveCapacity(Int(vector.length))
        for index in 0..<Int(vector.length) {
            guard let raw = vector.data[index] else { continue }
            let child = raw.assumingMemoryBound(to: GumboNode.self)
            switch child.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE, GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                result.append(HTMLNode(tree: tree, pointer: child))
            default: continue
            }
        }
        return result
    }

    /// Calls `body` with each element and text child in order, without building an array: for
    /// walks over every node of a page.
    public func forEachChild(_ body: (HTMLNode) -> Void) {
        let node = pointer.pointee
        let vector: GumboVector
        switch node.type {
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE: vector = node.v.element.children
        case GUMBO_NODE_DOCUMENT: vector = node.v.document.children
        default: return
        }
        for index in 0..<Int(vector.length) {
            guard let raw = vector.data[index] else { continue }
            let child = raw.assumingMemoryBound(to: GumboNode.self)
            switch child.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE, GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                body(HTMLNode(tree: tree, pointer: child))
            default: continue
            }
        }
    }

    /// The text of a text node (entities already decoded by the parser); empty for elements.
    public var text: String {
        let node = pointer.pointee
        switch node.type {
        case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA: return String(cString: node.v.text.text)
        default: return ""
        }
    }

    /// The text of a text node when it is at most `limit` bytes long (nil when longer, or not
    /// text; "" for white space between tags): lets a reader looking for short labels skip long
    /// paragraphs without copying them.
    public func shortText(limit: Int) -> String? {
        let node = pointer.pointee
        if node.type == GUMBO_NODE_WHITESPACE { return "" }
        guard node.type == GUMBO_NODE_TEXT || node.type == GUMBO_NODE_CDATA, let raw = node.v.text.text else { return nil }
        var length = 0
        while raw[length] != 0 {
            length += 1
            if length > limit { return nil }
        }
        return String(decoding: UnsafeRawBufferPointer(start: raw, count: length), as: UTF8.self)
    }

    /// The class attribute split into words.
    public var classes: [Substring] {
        attributes["class"]?.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) ?? []
    }

    static let blockTags: Set<String> = [
        "p", "div", "li", "ul", "ol", "br", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section", "article",
        "header", "footer", "table", "dd", "dt", "blockquote",
    ]
    static let hiddenTags: Set<String> = ["script", "style", "noscript", "template", "svg", "button"]

    /// The visible text inside this node with white space collapsed to single spaces.
    public var textContent: String {
        var out = ""
        appendText(to: &out, lineBreaks: false, depth: 0)
        return HTMLText.collapse(out)
    }

    /// The visible text with block boundaries kept as newlines, for splitting into lines.
    public var textLines: [String] {
        var out = ""
        appendText(to: &out, lineBreaks: true, depth: 0)
        return out.split(separator: "\n").map { HTMLText.collapse(String($0)) }.filter { !$0.isEmpty }
    }

    func appendText(to out: inout String, lineBreaks: Bool, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        switch kind {
        case .text:
            out += text
        case .element:
            let name = tag
            if Self.hiddenTags.contains(name) { return }
            let block = Self.blockTags.contains(name)
            if block { out += lineBreaks ? "\n" : " " }
            for child in children { child.appendText(to: &out, lineBreaks: lineBreaks, depth: depth + 1) }
            if block { out += lineBreaks ? "\n" : " " }
        }
    }

    /// Every element below this one (not including it), depth first in document order.
    public func forEachElement(_ body: (HTMLNode) -> Void) {
        forEachElement(depth: 0, body)
    }

    private func forEachElement(depth: Int, _ body: (HTMLNode) -> Void) {
        guard depth < Self.maximumDepth else { return }
        for child in children where child.isElement {
            body(child)
            child.forEachElement(depth: depth + 1, body)
        }
    }

    /// The elements below this one that satisfy `predicate`, in document order.
    public func elements(where predicate: (HTMLNode) -> Bool) -> [HTMLNode] {
        var found: [HTMLNode] = []
        forEachElement { if predicate($0) { found.append($0) } }
        return found
    }

    public func firstElement(where predicate: (HTMLNode) -> Bool) -> HTMLNode? {
        firstElement(depth: 0, where: predicate)
    }

    private func firstElement(depth: Int, where predicate: (HTMLNode) -> Bool) -> HTMLNode? {
        guard depth < Self.maximumDepth else { return nil }
        for child in children where child.isElement {
            if predicate(child) { return child }
            if let found = child.firstElement(depth: depth + 1, where: predicate) { return found }
        }
        return nil
    }
}
