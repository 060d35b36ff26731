import SousCore
@testable import SousTUI
import Testing

/// The block faces at every size: every character keeps a shape of its own (the look-alikes a
/// cook would misread across a kitchen are named), and the sizes are ranked as cook mode needs.
@Suite struct BlockFontTests {
    static let characters = BlockFace.characters.sorted()

    static func drawn(_ character: Character, _ size: BlockSize) -> [String] {
        BlockFont.render(word: String(character), size: size)
    }

    @Test(arguments: BlockSize.all)
    func noTwoGlyphsLookAlike(_ size: BlockSize) {
        var seen: [[String]: Character] = [:]
        for character in Self.characters {
            let rows = Self.drawn(character, size)
            if let other = seen[rows] {
                Issue.record("\(other) and \(character) are drawn alike at \(size)")
            }
            seen[rows] = character
        }
        #expect(seen.count == Self.characters.count)
    }

    /// Pairs worth naming: the ones people misread on signs and seven-segment displays.
    static let lookAlikes: [(Character, Character)] = [
        ("M", "N"), ("M", "W"), ("N", "W"), ("0", "O"), ("0", "D"), ("1", "I"), ("1", "L"), ("I", "L"), ("5", "S"),
        ("8", "B"), ("2", "Z"), ("6", "G"), ("U", "V"), ("O", "Q"), ("7", "T"), ("°", "O"), (".", ","), (":", ";"),
    ]

    @Test(arguments: BlockSize.all)
    func lookAlikesAreTold(_ size: BlockSize) {
        for (a, b) in Self.lookAlikes {
            #expect(Self.drawn(a, size) != Self.drawn(b, size), "\(a) and \(b) at \(size)")
        }
    }

    @Test func lowerCaseLIsDrawnAsCapitalL() {
        // "l" has no glyph of its own: it is drawn as L, which the look-alike test keeps apart from 1 and I.
        #expect(BlockFont.normalized(word: "l") == "L")
        #expect(BlockFont.normalized("1 l oil") == "1 L OIL")
    }

    @Test func bothFacesDrawTheSameCharacters() {
        #expect(Set(BlockFace.smallGlyphs.keys) == Set(BlockFace.tallGlyphs.keys))
        for character in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789°/%-'\"(),.:;!?&+*=" {
            #expect(BlockFace.characters.contains(character), "\(character)")
        }
    }

    @Test(arguments: BlockFace.allCases)
    func glyphTablesAreWellFormed(_ face: BlockFace) {
        let table = face == .small ? BlockFace.smallGlyphs : BlockFace.tallGlyphs
        for (character, rows) in table {
            #expect(rows.count == face.pixelHeight, "\(character)")
            #expect(rows.allSatisfy { $0.count == face.pixelWidth && $0.allSatisfy { ".#".contains($0) } }, "\(character)")
            #expect(rows.contains { $0.contains("#") }, "\(character) has no ink")
        }
    }

    @Test(arguments: BlockSize.all)
    func aWordIsAsWideAndTallAsItsSizeSays(_ size: BlockSize) {
        let rows = BlockFont.render(word: "20-25°C", size: size)
        #expect(rows.count == size.rows)
        #expect(rows.allSatisfy { $0.count == size.width(ofWord: "20-25°C") })
        #expect(size.width(ofWord: "20-25°C") == 7 * size.glyphColumns + 6 * size.letterGap)
    }

    @Test func sizesAreListedLargestFirstAndEachIsSometimesTheOneThatFits() {
        let sizes = BlockSize.all
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0.area >= $1.area })
        for (index, size) in sizes.enumerated() {
            // A size after another is only worth having if it is narrower or shorter.
            for larger in sizes[..<index] {
                #expect(size.glyphColumns + size.letterGap < larger.glyphColumns + larger.letterGap || size.rows < larger.rows
                        || size.lineGap < larger.lineGap,
                        "\(size) is never chosen after \(larger)")
            }
        }
        #expect(sizes.contains(BlockSize(.small, scale: 2, drawing: .full)), "twice the 3x5 face")
        #expect(sizes.contains { $0.face == .tall && $0.drawing == .half })
        #expect(sizes.suffix(3) == [.three, .threeTight, .narrow])
    }

    @Test(arguments: BlockSize.all.filter(\.tight))
    func tightLinesStillStandHalfARowApart(_ size: BlockSize) {
        // No blank row between lines is only readable because no glyph inks its last row's lower half.
        for character in Self.characters {
            let last = Self.drawn(character, size).last ?? ""
            #expect(last.allSatisfy { " ▀▘▝".contains($0) }, "\(character) at \(size) reaches the next line")
        }
    }

    @Test func halfBlocksStackTwoPixelsInACell() {
        // The 3x5 "E" at half blocks: rows 1-2, 3-4 and 5 of its pixels.
        #expect(BlockFont.render(word: "E", size: .three) == ["█▀▀", "█▀ ", "▀▀▀"])
        #expect(BlockFont.render(word: "E", size: .five) == ["███", "█  ", "██ ", "█  ", "███"])
        // Quadrants: two pixels across a cell too, the last column's right half the gap before the next letter.
        #expect(BlockFont.render(word: "E", size: .narrow) == ["▛▘", "▛ ", "▀▘"])
        #expect(BlockFont.render(word: "RE", size: .narrow) == ["▛▖▛▘", "▛▖▛ ", "▘▘▀▘"])
        #expect(BlockFont.render(word: "-", size: BlockSize(.small, scale: 2, drawing: .full))
                == ["      ", "      ", "      ", "      ", "██████", "██████", "      ", "      ", "      ", "      "])
    }
}
