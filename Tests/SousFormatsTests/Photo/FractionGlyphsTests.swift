import Foundation
import Testing
@testable import SousFormats

/// Reading a fraction from its glyph, on pictures drawn here: which words are looked at again, how
/// a glyph is cut into its numerator and denominator, and how the second reading is put back.
struct FractionGlyphsTests {
    /// A white picture with ink (0) where `inked` says.
    static func picture(width: Int, height: Int, inked: (Int, Int) -> Bool) -> GrayPage {
        var page = GrayPage(width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height))
        for y in 0..<height { for x in 0..<width where inked(x, y) { page.pixels[y * width + x] = 0 } }
        return page
    }

    /// A "½"-like glyph: a bar above left, a box below right, and a slash from bottom left to top
    /// right touching both.
    static let fraction = picture(width: 40, height: 36) { x, y in
        let numerator = (16...19).contains(x) && (2...15).contains(y)
        let denominator = ((17...26).contains(x) && ((21...23).contains(y) || (31...33).contains(y)))
            || ((21...33).contains(y) && ((17...19).contains(x) || (24...26).contains(x)))
        let slash = abs(Double(x) - (37 - Double(y))) <= 1.5 && (2...33).contains(y)
        return numerator || denominator || slash
    }

    static func word(_ text: String, line: Int, left: Double = 0, width: Double = 40) -> OCRWord {
        OCRWord(text: text, confidence: 40, box: PixelBox(left: left, top: 0, width: width, height: 36), line: line)
    }

    @Test func theSlashIsTakenOutAndTheHalvesStandApart() throws {
        let ink = Self.fraction.pixels.map { $0 < 128 }
        let whole = InkShapes(ink: ink, width: 40, columns: 0..<40)
        #expect(whole.shapes.count == 1, "the slash joins the digits")
        let glyph = try #require(whole.bounds)
        let apart = InkShapes(ink: FractionGlyphs.withoutSlash(ink, width: 40, glyph: glyph, columns: 0..<40), width: 40, columns: 0..<40)
        #expect(apart.shapes.contains { $0.bounds.top + $0.bounds.height <= 18 })
        #expect(apart.shapes.contains { $0.bounds.top >= 18 })
    }

    @Test func aFractionGlyphIsCutIntoItsDigitsAndAPlainDigitIsNot() throws {
        let candidate = try #require(FractionGlyphs.cut(Self.word("4", line: 1), index: 0, from: Self.fraction, mustLookLikeAFraction: true))
        #expect(candidate.whole == "")
        #expect(candidate.numerator.height <= 16 && candidate.numerator.width <= 8, "\(candidate.numerator.width)x\(candidate.numerator.height)")
        #expect(candidate.denominator.height <= 16, "\(candidate.denominator.height)")
        // A "1" drawn as a bar, and a "7" cut by its own diagonal, are one narrow shape or two of a digit's height.
        let bar = Self.picture(width: 12, height: 36) { x, y in (4...7).contains(x) && (2...33).contains(y) }
        #expect(FractionGlyphs.cut(Self.word("1", line: 1, width: 12), index: 0, from: bar, mustLookLikeAFraction: true) == nil)
        let seven = Self.picture(width: 18, height: 36) { x, y in ((2...15).contains(x) && (2...4).contains(y)) || abs(Double(x) - (15 - Double(y - 4) * 0.4)) <= 1.5 && (4...33).contains(y) }
        #expect(FractionGlyphs.cut(Self.word("7", line: 1, width: 18), index: 0, from: seven, mustLookLikeAFraction: true) == nil)
    }

    /// A monospaced face draws "½" narrow, in one digit's cell: two small digits standing apart,
    /// each taller than wide, is a fraction; a "2" whose diagonal is taken out leaves two flat
    /// strokes, and is not.
    @Test func aNarrowFractionIsOneButADigitCutIntoStrokesIsNot() throws {
        let narrow = Self.picture(width: 20, height: 36) { x, y in
            let numerator = (2...4).contains(x) && (1...14).contains(y)
            let denominator = ((10...17).contains(x) && ((21...23).contains(y) || (32...34).contains(y)))
                || ((21...34).contains(y) && ((10...12).contains(x) || (15...17).contains(x)))
            let slash = abs(Double(x) - (19 - Double(y) * 0.5)) <= 1 && (2...34).contains(y)
            return numerator || denominator || slash
        }
        let candidate = FractionGlyphs.cut(Self.word("4", line: 1, width: 20), index: 0, from: narrow, mustLookLikeAFraction: true)
        #expect(candidate != nil)
        let two = Self.picture(width: 20, height: 36) { x, y in
            let arc = (2...17).contains(x) && (1...5).contains(y)
            let diagonal = abs(Double(x) - (17 - Double(y - 5) * 0.5)) <= 1.5 && (5...30).contains(y)
            let base = (2...18).contains(x) && (31...34).contains(y)
            return arc || diagonal || base
        }
        #expect(FractionGlyphs.cut(Self.word("2", line: 1, width: 20), index: 0, from: two, mustLookLikeAFraction: true) == nil)
    }

    @Test func aWholeNumberBeforeTheFractionIsKept() throws {
        // "1½": a bar, a gap, then the fraction.
        let page = Self.picture(width: 56, height: 36) { x, y in
            ((3...6).contains(x) && (2...33).contains(y)) || (x >= 16 && Self.fraction[x - 16, y] == 0)
        }
        let candidate = try #require(FractionGlyphs.cut(Self.word("1%", line: 1, width: 56), index: 0, from: page))
        #expect(candidate.whole == "1")
    }

    @Test func wordsThatOpenALineAndMayBeAFractionAreSuspected() {
        let words = [
            Self.word("%", line: 1), Self.word("cup", line: 1), Self.word("milk", line: 1),
            Self.word("•", line: 2), Self.word("1%", line: 2), Self.word("tsp", line: 2),
            Self.word("ya", line: 3), Self.word("cup", line: 3), Self.word("sugar", line: 3),
            Self.word("Heat", line: 4), Self.word("the", line: 4), Self.word("oven", line: 4),
            Self.word("2", line: 5), Self.word("eggs", line: 5), Self.word("4%", line: 5),
            Self.word("v2", line: 6), Self.word("tsp", line: 6),
            Self.word("1.5", line: 7), Self.word("lb", line: 7), Self.word("5-6", line: 8), Self.word("tbsp", line: 8),
        ]
        let suspects = FractionGlyphs.suspects(in: words)
        #expect(suspects.map(\.index) == [0, 4, 6, 12, 15])
        #expect(suspects.map(\.readAsNumber) == [false, false, false, true, false])
    }

    /// An engine line run across a column gap ("1 onion, sliced      ¥, cup soy sauce"): the word
    /// after the gap opens the right column's line, and is looked at again.
    @Test func aWordAfterAColumnGapInOneEngineLineIsSuspected() {
        let words = [
            Self.word("1", line: 1, left: 0, width: 20), Self.word("onion", line: 1, left: 30, width: 100),
            Self.word("¥,", line: 1, left: 400, width: 30), Self.word("cup", line: 1, left: 440, width: 60),
            Self.word("2", line: 1, left: 510, width: 20),
        ]
        #expect(FractionGlyphs.suspects(in: words).map(\.index) == [0, 2])
    }

    @Test func theSheetsDigitsArePutBackOnlyAsAFractionRecipesUse() throws {
        let candidate = try #require(FractionGlyphs.cut(Self.word("1%", line: 1), index: 0, from: Self.fraction))
        var second = candidate
        second.wordIndex = 1
        let sheet = FractionGlyphs.sheet([candidate, second])
        #expect(sheet.rows.count == 2)
        let read = { (text: String, rows: Range<Int>) in
            OCRWord(text: text, confidence: 90, box: PixelBox(left: 40, top: Double(rows.lowerBound), width: 20, height: Double(rows.count)))
        }
        let sheetWords = [read("1", sheet.rows[0].numerator), read("2", sheet.rows[0].denominator),
                          read("7", sheet.rows[1].numerator), read("3", sheet.rows[1].denominator)]
        let words = [Self.word("1%", line: 1), Self.word("%", line: 2)]
        let result = FractionGlyphs.applying(sheetWords, on: sheet, candidates: [candidate, second], to: words)
        #expect(result.map(\.text) == ["1/2", "%"], "7/3 is no recipe's fraction")
        #expect(result[0].confidence == 90)
    }

    /// One half read: nothing over "2" can only be ½; nothing over "4" is most likely ¼, a guess.
    @Test func aFractionWithOneHalfReadIsTheOneRecipesUseMost() throws {
        let candidate = try #require(FractionGlyphs.cut(Self.word("%", line: 1), index: 0, from: Self.fraction))
        var second = candidate
        second.wordIndex = 1
        let sheet = FractionGlyphs.sheet([candidate, second])
        let read = { (text: String, rows: Range<Int>) in
            OCRWord(text: text, confidence: 90, box: PixelBox(left: 40, top: Double(rows.lowerBound), width: 20, height: Double(rows.count)))
        }
        let words = [Self.word("%", line: 1), Self.word("%", line: 2)]
        let result = FractionGlyphs.applying([read("2", sheet.rows[0].denominator), read("4", sheet.rows[1].denominator)],
                                             on: sheet, candidates: [candidate, second], to: words)
        #expect(result.map(\.text) == ["1/2", "1/4"])
        #expect(result[0].confidence == 90)
        #expect(result[1].confidence == FractionGlyphs.guessConfidence)
    }

    @Test func aPictureIsCroppedScaledAndWrittenAsPGM() throws {
        let page = Self.picture(width: 10, height: 6) { x, _ in x < 5 }
        let crop = try #require(page.crop(PixelBox(left: 3, top: -2, width: 20, height: 4)))
        #expect(crop.width == 7 && crop.height == 2)
        #expect(page.crop(PixelBox(left: 20, top: 0, width: 5, height: 5)) == nil)
        #expect(page.scaled(by: 3).width == 30)
        let threshold = page.inkThreshold()
        #expect(threshold >= 0 && threshold < 255)
        #expect(String(decoding: page.pgm.prefix(11), as: UTF8.self) == "P5\n10 6\n255")
    }
}
