import SousCore

/// A line as the model reads it: its tokens grouped by label.
public struct LineModelReading: Sendable {
    public var line: String
    public var tokens: [LineToken]
    public var labels: [LineLabel]

    public init(_ line: String, model: LineModel) {
        self.line = line
        tokens = LineToken.tokens(of: line)
        labels = model.labels(tokens)
    }

    /// Whether the name's words stand together in the line, with nothing but joining marks
    /// between them.
    public var nameIsOnePiece: Bool { nameSpan != nil }

    /// The first and last token of the name when its words stand together.
    private var nameSpan: (first: Int, last: Int)? {
        let indices = labels.indices.filter { labels[$0] == .name }
        guard let first = indices.first, let last = indices.last,
              (first...last).allSatisfy({ labels[$0] == .name || ["&", "-", "'", "’", "/"].contains(tokens[$0].text) }) else { return nil }
        return (first, last)
    }

    /// The label of each word of the line, lower-cased (the last label where a word repeats).
    public var labelsByWord: [String: LineLabel] {
        var result: [String: LineLabel] = [:]
        for (token, label) in zip(tokens, labels) where token.kind != .punctuation {
            for word in LineToken.words(of: token.text) { result[word] = label }
        }
        return result
    }

    /// The name as the line writes it, from its first word to its last, when nothing lies
    /// between them but its words and joining marks ("salt & pepper"); else its words joined by
    /// spaces ("chicken thighs" from "chicken (skinless) thighs").
    public var nameAsWritten: String {
        guard let (first, last) = nameSpan else { return name }
        let scalars = Array(line.unicodeScalars)
        guard tokens[last].range.upperBound <= scalars.count else { return name }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[tokens[first].range.lowerBound..<tokens[last].range.upperBound])
        return text
    }

    /// The words labelled `label`, joined by spaces.
    public func text(of label: LineLabel) -> String {
        zip(tokens, labels).filter { $0.1 == label }.map(\.0.text).joined(separator: " ")
    }

    public var name: String { text(of: .name) }
}
