import Foundation
import Testing
@testable import SousFormats

/// Tesseract's TSV, written by hand: word rows kept, everything else and anything malformed skipped.
@Suite struct TesseractTSVTests {
    @Test func wordRowsBecomeWordsWithTheirLinesBoxesAndConfidences() {
        let tsv = """
        level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext
        1\t1\t0\t0\t0\t0\t0\t0\t1716\t2383\t-1\t
        2\t1\t1\t0\t0\t0\t178\t137\t490\t123\t-1\t
        4\t1\t1\t1\t1\t0\t180\t137\t488\t58\t-1\t
        5\t1\t1\t1\t1\t1\t180\t137\t228\t51\t94.214920\tLemon
        5\t1\t1\t1\t1\t2\t433\t144\t235\t51\t95.568443\tDrizzle
        5\t1\t2\t2\t1\t1\t173\t378\t54\t23\t93.156807\t225
        """
        let words = TesseractTSV.words(from: tsv)
        #expect(words.map(\.text) == ["Lemon", "Drizzle", "225"])
        #expect(words[0].box == PixelBox(left: 180, top: 137, width: 228, height: 51))
        #expect(abs(words[1].confidence - 95.568443) < 0.0001)
        #expect(words[2].lineKey == [1, 2, 2, 1])
    }

    @Test(arguments: [
        "5\t1\t1\t1\t1\t1\t10\t10\t20\t20\t-1\tghost",          // no confidence: not a word
        "5\t1\t1\t1\t1\t1\t10\t10\t20\t20\t90\t   ",            // blank text
        "5\t1\t1\t1\t1\t1\t10\t10\t0\t20\t90\tflat",            // no width
        "5\t1\t1\t1\t1\t1\tx\t10\t20\t20\t90\tbad",             // not a number
        "5\t1\t1\t1\t1\t1\t10\t10\t20\t20\t90",                 // too few fields
        "5\t1\t1\t1\t1\t1\t10\t10\t1e300\t20\t90\thuge",        // absurd size
        "5\t1\t1\t1\t1\t1\t10\t10\tnan\t20\t90\tnan",
        "",
    ])
    func malformedRowsAreSkipped(row: String) {
        #expect(TesseractTSV.words(from: row).isEmpty)
    }

    @Test func wordsAreCleanedLikeAnyImportedText() {
        let words = TesseractTSV.words(from: "5\t1\t1\t1\t1\t1\t10\t10\t20\t20\t90\tsalt\u{1B}[31m\u{202E}")
        #expect(words.map(\.text) == ["salt"])
    }

    @Test func aConfidenceOutsideTheScaleIsClamped() {
        let words = TesseractTSV.words(from: "5\t1\t1\t1\t1\t1\t10\t10\t20\t20\t250\tsalt")
        #expect(words.first?.confidence == 100)
    }
}
