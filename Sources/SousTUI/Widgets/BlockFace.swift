/// A bitmap typeface for large type: every glyph is a grid of pixels of one fixed size.
/// Two faces share one character set so that a step can move between sizes without a
/// character losing its glyph: the 3x5 face for small sizes and long steps, the 5x7 face
/// for the large ones, where the extra pixels keep look-alike characters apart.
public enum BlockFace: String, Hashable, Sendable, CaseIterable {
    /// 3 pixels wide, 5 high.
    case small
    /// 5 pixels wide, 7 high.
    case tall

    public var pixelWidth: Int { self == .small ? 3 : 5 }
    public var pixelHeight: Int { self == .small ? 5 : 7 }

    /// A glyph's rows as bit masks, the leftmost pixel in the highest bit; nil without a glyph.
    public func bitmap(for character: Character) -> [UInt8]? {
        self == .small ? Self.smallBitmaps[character] : Self.tallBitmaps[character]
    }

    /// The characters both faces draw (upper case, digits and kitchen punctuation).
    public static let characters: Set<Character> = Set(smallGlyphs.keys)

    // The tables are written as pictures ("#" set) for people; drawing reads them as bits.
    private static let smallBitmaps = bitmaps(smallGlyphs)
    private static let tallBitmaps = bitmaps(tallGlyphs)

    private static func bitmaps(_ table: [Character: [String]]) -> [Character: [UInt8]] {
        table.mapValues { rows in
            rows.map { row in row.reduce(UInt8(0)) { bits, pixel in bits << 1 | (pixel == "#" ? 1 : 0) } }
        }
    }
}
