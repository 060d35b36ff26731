import CGumbo
import Foundation

/// A web page parsed by gumbo, the HTML5 parser (the same tree a browser builds, broken markup
/// included). `root` is the document node.
public struct HTMLDocument: @unchecked Sendable {
    let tree: GumboTree
    public let root: HTMLNode?

    /// Parses UTF-8 HTML text.
    public init(html: String) {
        let parsed = GumboTree(utf8: html)
        tree = parsed
        root = parsed.output.map { HTMLNode(tree: parsed, pointer: $0.pointee.document) }
    }

    /// Decodes page bytes (honouring `<meta charset>`) and parses them.
    public init(data: Data) {
        self.init(html: HTMLCharset.decode(data))
    }
}
