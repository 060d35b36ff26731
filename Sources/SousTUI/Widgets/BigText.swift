import SousCore

/// Large type for reading from across the kitchen: the whole text in the block font at the largest
/// size at which it fits the area (words never split across glyph rows), else bold normal text.
public enum BigText {
    /// One line of words laid out for a size; each line is `size.rows` tall plus a blank row between lines.
    public struct Layout: Hashable, Sendable {
        public var size: BlockFont.Size?
        public var lines: [String]
    }

    /// Space between words, in columns.
    static let wordGap = 3

    public static func layout(_ text: String, width: Int, height: Int) -> Layout {
        if let normalized = BlockFont.normalized(text) {
            let words = normalized.split(whereSeparator: \.isWhitespace).map(String.init)
            for size in BlockFont.Size.allCases {
                if let lines = wrap(words, width: width), lines.count * (size.rows + 1) - 1 <= height, !lines.isEmpty {
                    return Layout(size: size, lines: lines)
                }
            }
        }
        return Layout(size: nil, lines: TextWrap.wrap(text, width: max(1, width)))
    }

    static func wrap(_ words: [String], width: Int) -> [String]? {
        var lines: [String] = []
        var line: [String] = []
        var lineWidth = 0
        for word in words {
            let w = BlockFont.width(ofWord: word)
            if w > width { return nil }
            if line.isEmpty {
                line = [word]; lineWidth = w
            } else if lineWidth + wordGap + w <= width {
                line.append(word); lineWidth += wordGap + w
            } else {
                lines.append(line.joined(separator: " ")); line = [word]; lineWidth = w
            }
        }
        if !line.isEmpty { lines.append(line.joined(separator: " ")) }
        return lines
    }

    /// Draws `text` in `rect`; `highlights` are character ranges drawn in `highlight` (normal text only).
    /// Returns the rows used.
    @discardableResult
    public static func draw(_ text: String, in rect: Rect, style: Style, highlight: Style,
                            highlights: [Range<Int>] = [], into canvas: inout Canvas) -> Int {
        guard !rect.isEmpty else { return 0 }
        let layout = layout(text, width: rect.width, height: rect.height)
        guard let size = layout.size else {
            return drawNormal(layout.lines, text: text, in: rect, style: style.with(.bold),
                              highlight: highlight.with(.bold), highlights: highlights, into: &canvas)
        }
        var row = rect.y
        for line in layout.lines {
            var column = rect.x
            for word in line.split(separator: " ") {
                let rows = BlockFont.render(word: String(word), size: size)
                for (offset, text) in rows.enumerated() {
                    canvas.write(text, column: column, row: row + offset, style: style, limit: rect.maxX)
                }
                column += BlockFont.width(ofWord: String(word)) + wordGap
            }
            row += size.rows + 1
        }
        return min(rect.height, row - rect.y - 1)
    }

    /// Wrapped bold text, with the characters inside `highlights` (offsets into `text`) restyled.
    private static func drawNormal(_ lines: [String], text: String, in rect: Rect, style: Style, highlight: Style,
                                   highlights: [Range<Int>], into canvas: inout Canvas) -> Int {
        let characters = Array(text)
        var cursor = 0
        for (index, line) in lines.prefix(rect.height).enumerated() {
            var column = rect.x
            for character in line {
                // Find this character in the original text to know whether it is highlighted.
                while cursor < characters.count && characters[cursor] != character { cursor += 1 }
                let lit = highlights.contains { $0.contains(cursor) }
                column = canvas.write(String(character), column: column, row: rect.y + index,
                                      style: lit ? highlight : style, limit: rect.maxX)
                cursor += 1
            }
        }
        return min(lines.count, rect.height)
    }
}
