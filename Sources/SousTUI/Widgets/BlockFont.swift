import Foundation

/// Large type in block characters: turns text into what the faces can draw and draws words
/// at a `BlockSize`. The faces and sizes say what the letters look like; this says how a
/// word becomes rows of cells.
public enum BlockFont {
    private static let replacements: [Character: String] = [
        "½": "1/2", "¼": "1/4", "¾": "3/4", "⅓": "1/3", "⅔": "2/3",
        "–": "-", "—": "-", "’": "'", "‘": "'", "“": "\"", "”": "\"", "º": "°", "˚": "°",
    ]

    /// Text as the font can draw it: accents dropped, fractions spelt out, upper case; nil when some
    /// character has no glyph (the caller then uses normal text).
    public static func normalized(_ text: String) -> String? {
        var out = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            guard let drawn = normalized(word: word) else { return nil }
            out += out.isEmpty ? drawn : " " + drawn
        }
        return out
    }

    /// One word as the font can draw it, nil when a character has no glyph. Never adds or
    /// removes a word, so the words drawn match the words of the text one for one.
    public static func normalized(word: some StringProtocol) -> String? {
        // Plain ASCII, most steps, needs only upper case: folding goes through Foundation and
        // cook mode lays its step out on every frame.
        let folded: String
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            folded = word.uppercased()
        } else {
            var out = ""
            for character in word { out += replacements[character] ?? String(character) }
            folded = out.folding(options: [.diacriticInsensitive], locale: nil).uppercased()
        }
        guard !folded.isEmpty, folded.allSatisfy({ BlockFace.characters.contains($0) }) else { return nil }
        return folded
    }

    /// The rows of one (normalized) word drawn at `size`, each `size.width(ofWord:)` columns wide.
    public static func render(word: some StringProtocol, size: BlockSize) -> [String] {
        var rows = Array(repeating: Array(repeating: Character(" "), count: size.width(ofWord: word)), count: size.rows)
        forEachCell(of: word, size: size) { column, row, character in rows[row][column] = character }
        return rows.map { String($0) }
    }

    /// Draws one (normalized) word at `size` with its top left at (column, row), only inside `clip`.
    /// Writes the inked cells alone, straight into the canvas: a step in large type is thousands of
    /// cells, drawn again on every timer tick, and the blank ones are already the background.
    public static func draw(word: some StringProtocol, size: BlockSize, column: Int, row: Int, style: Style,
                            clip: Rect, into canvas: inout Canvas) {
        let x0 = max(clip.x, 0), x1 = min(clip.maxX, canvas.width)
        let y0 = max(clip.y, 0), y1 = min(clip.maxY, canvas.height)
        forEachCell(of: word, size: size) { x, y, character in
            let cx = column + x, cy = row + y
            guard character != " ", cx >= x0, cx < x1, cy >= y0, cy < y1 else { return }
            canvas[cx, cy] = Cell(character: character, style: style)
        }
    }

    /// Calls `body` with (column, row, character) for every cell of `word` drawn at `size`,
    /// blank ones included, columns counted from the word's left edge.
    private static func forEachCell(of word: some StringProtocol, size: BlockSize, _ body: (Int, Int, Character) -> Void) {
        let face = size.face, scale = size.scale
        let scaledHeight = face.pixelHeight * scale
        let advance = size.glyphColumns + size.letterGap
        let scaledWidth = face.pixelWidth * scale
        // Whether the pixel at scaled (row, column) of a glyph is set; the gap after it never is.
        func on(_ glyph: [UInt8], _ row: Int, _ column: Int) -> Bool {
            guard row < scaledHeight, column < scaledWidth else { return false }
            return glyph[row / scale] >> (face.pixelWidth - 1 - column / scale) & 1 == 1
        }
        for (index, character) in word.enumerated() {
            guard let glyph = face.bitmap(for: character) else { continue }
            let left = index * advance
            for row in 0..<size.rows {
                for column in 0..<size.glyphColumns {
                    let cell: Character
                    switch size.drawing {
                    case .full:
                        cell = on(glyph, row, column) ? "█" : " "
                    case .half:
                        let top = on(glyph, row * 2, column), bottom = on(glyph, row * 2 + 1, column)
                        cell = top && bottom ? "█" : top ? "▀" : bottom ? "▄" : " "
                    case .quadrant:
                        let (x, y) = (column * 2, row * 2)
                        let bits = (on(glyph, y, x) ? 8 : 0) | (on(glyph, y, x + 1) ? 4 : 0)
                            | (on(glyph, y + 1, x) ? 2 : 0) | (on(glyph, y + 1, x + 1) ? 1 : 0)
                        cell = quadrants[bits]
                    }
                    body(left + column, row, cell)
                }
            }
        }
    }

    /// A cell of two by two pixels by its bits: top left 8, top right 4, bottom left 2, bottom right 1.
    private static let quadrants: [Character] = Array(" ▗▖▄▝▐▞▟▘▚▌▙▀▜▛█")

    /// Columns a word takes at `size`.
    public static func width(ofWord word: some StringProtocol, size: BlockSize) -> Int { size.width(ofWord: word) }
}
