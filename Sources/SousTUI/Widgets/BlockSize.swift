/// One size of large type: a face, an integer scale and whether pixels are drawn as full blocks
/// (one pixel a cell), half blocks (two pixels stacked in a cell with ▀ ▄ █, which keeps letters
/// about as wide as they are tall on a terminal's tall cells) or quadrants (two by two pixels in a
/// cell with ▘ ▝ ▖ ▗ and their mixes: letters half as wide, for a long step on a small screen).
/// `all` lists the sizes cook mode chooses from, largest first, so the first that fits is the
/// largest that fits.
public struct BlockSize: Hashable, Sendable, CustomStringConvertible {
    public enum Drawing: Hashable, Sendable { case full, half, quadrant }

    public let face: BlockFace
    public let scale: Int
    public let drawing: Drawing
    /// Lines set without a blank row between them. Only worth it where the glyphs leave their own
    /// gap: half blocks of an odd pixel height at scale 1 draw nothing in their last row's lower
    /// half, so lines still stand half a row apart.
    public let tight: Bool

    public init(_ face: BlockFace, scale: Int = 1, drawing: Drawing, tight: Bool = false) {
        self.face = face
        self.scale = max(1, scale)
        self.drawing = drawing
        self.tight = tight
    }

    /// Rows a line of glyphs takes: the capital height.
    public var rows: Int {
        let pixels = face.pixelHeight * scale
        return drawing == .full ? pixels : (pixels + 1) / 2
    }

    /// Columns one glyph takes. Quadrants put two pixels in a column, the glyph's and the one-pixel
    /// gap after it, so a 3-pixel glyph and its gap fill two columns.
    public var glyphColumns: Int {
        drawing == .quadrant ? ((face.pixelWidth + 1) * scale + 1) / 2 : face.pixelWidth * scale
    }
    /// Columns between two glyphs of a word: one pixel (inside the glyph's own columns for quadrants).
    public var letterGap: Int { drawing == .quadrant ? 0 : scale }
    /// Columns between two words: more than twice the gap between letters, so words stand apart at a
    /// glance (for quadrants one column, two pixels, after the gap pixel: three against one).
    public var wordGap: Int { drawing == .quadrant ? scale : 2 * scale + 1 }
    /// Blank rows between two lines of glyphs.
    public var lineGap: Int { tight ? 0 : scale }

    /// Columns `word` takes (one glyph per character).
    public func width(ofWord word: some StringProtocol) -> Int { width(ofGlyphs: word.count) }

    /// Columns a word of `count` glyphs takes.
    public func width(ofGlyphs count: Int) -> Int { count <= 0 ? 0 : count * (glyphColumns + letterGap) - letterGap }

    /// Rows `lines` lines of glyphs take, with the gaps between them.
    public func height(ofLines lines: Int) -> Int { lines <= 0 ? 0 : lines * rows + (lines - 1) * lineGap }

    public var description: String {
        "\(face.pixelWidth)x\(face.pixelHeight)\(scale > 1 ? " x\(scale)" : "") \(drawing) blocks "
            + "(\(glyphColumns)x\(rows) cells\(tight ? ", tight lines" : ""))"
    }

    /// Today's two sizes of the 3x5 face, which the timer dashboard also uses.
    public static let five = BlockSize(.small, drawing: .full)
    public static let three = BlockSize(.small, drawing: .half)
    /// `three` with its lines closer, for a long step.
    public static let threeTight = BlockSize(.small, drawing: .half, tight: true)
    /// The 3x5 face in quadrants, two columns a glyph with its gap, lines half a row apart: the last
    /// block size before plain text, which takes a step of about 100 characters at 80x24.
    public static let narrow = BlockSize(.small, drawing: .quadrant, tight: true)

    /// The largest size at which `word` takes at most `width` columns and `rows` rows, if any.
    public static func largest(for word: some StringProtocol, width: Int, rows: Int) -> BlockSize? {
        let count = word.count
        return all.first { $0.rows <= rows && $0.width(ofGlyphs: count) <= width }
    }

    /// Cells one glyph covers: what "larger" means when sizes are ranked. Height alone would always
    /// prefer the tall, narrow full-block sizes; area weighs the wider half-block ones fairly.
    public var area: Int { glyphColumns * rows }

    /// Every size, largest first (by `area`, the taller first at equal area). Each one is narrower
    /// or shorter than every size before it (or, last, sets its lines closer), so each is the
    /// largest that fits for some step and area.
    /// Half blocks give square pixels on a terminal's 1:2 cells (the best-shaped letters); full blocks
    /// give pixels twice as tall as wide (taller letters from the same width).
    public static let all: [BlockSize] = [
        BlockSize(.tall, scale: 3, drawing: .half),   // 15x11
        BlockSize(.tall, scale: 2, drawing: .full),   // 10x14
        BlockSize(.tall, scale: 2, drawing: .half),   // 10x7
        BlockSize(.small, scale: 2, drawing: .full),  // 6x10, twice today's 3x5
        BlockSize(.tall, drawing: .full),             // 5x7
        BlockSize(.small, scale: 2, drawing: .half),  // 6x5
        BlockSize(.tall, drawing: .half),             // 5x4
        five,                                         // 3x5
        three,                                        // 3x3
        threeTight,                                   // 3x3, no blank row between lines
        narrow,                                       // 2x3 with the letter gap, no blank row between lines
    ]
}
