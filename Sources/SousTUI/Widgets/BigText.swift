import SousCore

/// Large type for reading from across the kitchen: the whole text in block letters at the largest
/// `BlockSize` at which it fits the area (words never split across glyph rows), so a short step comes
/// out bigger than a long one; else bold normal text. Words that matter (times, temperatures) can be
/// drawn in their own style at every size.
public enum BigText {
    /// The text laid out for one size: each line is `size.rows` tall with `size.lineGap` rows between
    /// lines; `size` nil means normal text, one row a line.
    public struct Layout: Hashable, Sendable {
        public var size: BlockSize?
        /// Block sizes: the normalized words of each line joined by one space; normal text: its lines.
        public var lines: [String]

        public init(size: BlockSize?, lines: [String]) {
            self.size = size
            self.lines = lines
        }

        /// Rows the layout takes.
        public var height: Int { size?.height(ofLines: lines.count) ?? lines.count }
    }

    public static func layout(_ text: String, width: Int, height: Int, sizes: [BlockSize] = BlockSize.all) -> Layout {
        if width > 0, height > 0, let words = blockWords(text), !words.isEmpty {
            // Only the longest word can stop a size on width alone: skip to the sizes where it fits.
            let longest = words.map(\.count).max() ?? 0
            for size in sizes where size.rows <= height && size.width(ofGlyphs: longest) <= width {
                if let lines = wrap(words, size: size, width: width, maxLines: (height + size.lineGap) / (size.rows + size.lineGap)) {
                    return Layout(size: size, lines: lines)
                }
            }
        }
        return Layout(size: nil, lines: TextWrap.wrap(text, width: max(1, width)))
    }

    /// The words of `text` as the font draws them, one for each whitespace-separated word; nil when
    /// some character has no glyph.
    static func blockWords(_ text: String) -> [String]? {
        var words: [String] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            guard let drawn = BlockFont.normalized(word: word) else { return nil }
            words.append(drawn)
        }
        return words
    }

    /// Greedy wrap at `size`; nil when a word is wider than `width` or more than `maxLines` lines are needed.
    static func wrap(_ words: [String], size: BlockSize, width: Int, maxLines: Int = .max) -> [String]? {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in words {
            let w = size.width(ofWord: word)
            if w > width { return nil }
            if line.isEmpty {
                line = word; lineWidth = w
            } else if lineWidth + size.wordGap + w <= width {
                line += " " + word; lineWidth += size.wordGap + w
            } else {
                lines.append(line); line = word; lineWidth = w
                if lines.count >= maxLines { return nil }
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Draws `text` in `rect`: block letters centred in it, or bold normal text from its top left.
    /// The words overlapping `highlights` (character offsets into `text`) are drawn in `highlight`.
    /// Returns the rows used.
    @discardableResult
    public static func draw(_ text: String, in rect: Rect, style: Style, highlight: Style,
                            highlights: [Range<Int>] = [], into canvas: inout Canvas) -> Int {
        draw(text, layout: layout(text, width: rect.width, height: rect.height), in: rect, style: style,
             highlight: highlight, highlights: highlights, into: &canvas)
    }

    /// Draws `text` laid out as `layout` (from `layout(_:width:height:)` for `rect`'s size).
    @discardableResult
    public static func draw(_ text: String, layout: Layout, in rect: Rect, style: Style, highlight: Style,
                            highlights: [Range<Int>] = [], into canvas: inout Canvas) -> Int {
        guard !rect.isEmpty else { return 0 }
        guard let size = layout.size else {
            return drawNormal(layout.lines, text: text, in: rect, style: style.with(.bold),
                              highlight: highlight.with(.bold), highlights: highlights, into: &canvas)
        }
        let lit = litWords(text, highlights: highlights)
        let lineWidths = layout.lines.map { line in
            line.split(separator: " ").reduce(-size.wordGap) { $0 + size.wordGap + size.width(ofWord: $1) }
        }
        // Rows the next size up could not use: spread between the lines (at most half a line
        // more each), which keeps the eye on its line from across the kitchen.
        let gap = size.lineGap + spareGap(layout, size: size, height: rect.height)
        let height = layout.lines.count * size.rows + max(0, layout.lines.count - 1) * gap
        // Centred as a block, lines left-aligned inside it: one place to look, ragged edge on the right.
        let left = rect.x + max(0, (rect.width - (lineWidths.max() ?? 0)) / 2)
        var row = rect.y + max(0, (rect.height - height) / 2)
        var wordIndex = 0
        for line in layout.lines {
            var column = left
            for word in line.split(separator: " ") {
                let wordStyle = lit.contains(wordIndex) ? highlight : style
                BlockFont.draw(word: word, size: size, column: column, row: row, style: wordStyle, clip: rect, into: &canvas)
                column += size.width(ofWord: word) + size.wordGap
                wordIndex += 1
            }
            row += size.rows + gap
        }
        return min(rect.height, height)
    }

    /// Blank rows added between two lines of `layout` in an area `height` rows tall: the spare
    /// rows shared between the lines and above and below them, at most half a glyph's height.
    static func spareGap(_ layout: Layout, size: BlockSize, height: Int) -> Int {
        let lines = layout.lines.count
        guard lines > 1, !size.tight else { return 0 }
        return max(0, min(size.rows / 2, (height - layout.height) / (lines + 1)))
    }

    /// Indices of the whitespace-separated words of `text` that overlap a highlighted range.
    static func litWords(_ text: String, highlights: [Range<Int>]) -> Set<Int> {
        guard !highlights.isEmpty else { return [] }
        var lit = Set<Int>()
        var wordIndex = -1
        var inWord = false
        for (offset, character) in text.enumerated() {
            if character.isWhitespace { inWord = false; continue }
            if !inWord { inWord = true; wordIndex += 1 }
            if highlights.contains(where: { $0.contains(offset) }) { lit.insert(wordIndex) }
        }
        return lit
    }

    /// Wrapped bold text, with the characters inside `highlights` (offsets into `text`) restyled;
    /// a blank row between lines when there is room, which keeps the eye on its line from afar.
    private static func drawNormal(_ lines: [String], text: String, in rect: Rect, style: Style, highlight: Style,
                                   highlights: [Range<Int>], into canvas: inout Canvas) -> Int {
        let characters = Array(text)
        let spacing = lines.count * 2 - 1 <= rect.height ? 2 : 1
        var cursor = 0
        for (index, line) in lines.prefix(rect.height).enumerated() where index * spacing < rect.height {
            var column = rect.x
            for character in line {
                // Find this character in the original text to know whether it is highlighted.
                while cursor < characters.count && characters[cursor] != character { cursor += 1 }
                let lit = highlights.contains { $0.contains(cursor) }
                column = canvas.write(String(character), column: column, row: rect.y + index * spacing,
                                      style: lit ? highlight : style, limit: rect.maxX)
                cursor += 1
            }
        }
        return min(lines.count * spacing - (spacing - 1), rect.height)
    }
}
