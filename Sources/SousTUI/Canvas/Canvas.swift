import SousCore

/// One cell of the screen. A wide character occupies its cell and marks the next as a continuation.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style
    /// True for the right half of a two-column character; the backend skips it.
    public var isContinuation: Bool

    public init(character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}

/// An in-memory grid of cells that screens draw into; the terminal backend flushes it.
public struct Canvas: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// Fills a rectangle (clipped to the canvas) with spaces in `style`.
    public mutating func fill(_ rect: Rect, style: Style) {
        let x0 = max(0, rect.x), x1 = min(width, rect.maxX)
        let y0 = max(0, rect.y), y1 = min(height, rect.maxY)
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            clearWideNeighbours(column: x0, row: row, width: x1 - x0)
            for column in x0..<x1 { cells[row * width + column] = Cell(character: " ", style: style) }
        }
    }

    /// Writes `text` from (column, row) in `style`, never past `limit` (an absolute column, default the
    /// right edge). Wide characters that would not fit whole are not drawn. Returns the next column.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, column: Int, row: Int, style: Style,
                               limit: Int? = nil) -> Int {
        guard row >= 0, row < height else { return column }
        let end = min(limit ?? width, width)
        var x = column
        for original in text {
            let character = Self.textPresentation(original)
            let w = DisplayWidth.of(character)
            // Control characters never reach a cell, whatever text a screen is handed.
            if w == 0 || character.unicodeScalars.contains(where: TerminalText.isControl) { continue }
            if x + w > end { break }
            if x >= 0 {
                clearWideNeighbours(column: x, row: row, width: w)
                cells[row * width + x] = Cell(character: character, style: style)
                if w == 2 { cells[row * width + x + 1] = Cell(character: " ", style: style, isContinuation: true) }
            }
            x += w
        }
        return x
    }

    /// Drops the emoji variation selector (U+FE0F): terminals and ncurses disagree on whether it makes a
    /// character two columns wide, and a disagreement shifts the rest of the row.
    static func textPresentation(_ character: Character) -> Character {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F }) else { return character }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.filter { $0.value != 0xFE0F })
        return Character(String(kept))
    }

    /// Overwriting half of a wide character would leave the other half dangling; blank it.
    private mutating func clearWideNeighbours(column: Int, row: Int, width w: Int) {
        let base = row * width
        if cells[base + column].isContinuation, column > 0 {
            cells[base + column - 1] = Cell(character: " ", style: cells[base + column - 1].style)
        }
        let after = column + w
        if after < width, cells[base + after].isContinuation {
            cells[base + after] = Cell(character: " ", style: cells[base + after].style)
        }
    }

    /// Applies extra attributes or colours to a row segment without changing its characters.
    public mutating func restyle(row: Int, from start: Int, to end: Int, _ change: (inout Style) -> Void) {
        guard row >= 0, row < height else { return }
        for column in max(0, start)..<max(max(0, start), min(width, end)) {
            change(&cells[row * width + column].style)
        }
    }

    /// The characters of each row, trailing spaces kept: the text form used by snapshot tests.
    public var text: String {
        var lines: [String] = []
        for row in 0..<height {
            var line = ""
            for column in 0..<width {
                let cell = cells[row * width + column]
                if !cell.isContinuation { line.append(cell.character) }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
