import Foundation
import SousCore

/// Reads the TSV Tesseract writes (`tesseract image stdout tsv`): one row per page, block,
/// paragraph, line and word, each with its box and, for words, a confidence. Only the word rows
/// are kept. The output is treated as text from outside: rows that do not parse are skipped,
/// never trusted, and each word passes `ImportedText` like any imported text.
public enum TesseractTSV {
    /// The level Tesseract gives word rows.
    static let wordLevel = 5
    /// No page has more words; anything past this is not a page.
    public static let maximumWords = 50_000

    public static func words(from tsv: String) -> [OCRWord] {
        var words: [OCRWord] = []
        for row in tsv.split(whereSeparator: \.isNewline) {
            guard words.count < maximumWords else { break }
            let fields = row.split(separator: "\t", maxSplits: 11, omittingEmptySubsequences: false)
            guard fields.count == 12, Int(fields[0]) == wordLevel else { continue }
            let numbers = fields[1...9].map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.allSatisfy({ $0 != nil }) else { continue }
            let n = numbers.map { $0! }
            // page, block, paragraph, line, word, left, top, width, height.
            guard n.allSatisfy({ $0.isFinite && abs($0) < 1_000_000 }), n[7] > 0, n[8] > 0 else { continue }
            let confidence = Double(fields[10].trimmingCharacters(in: .whitespaces)) ?? -1
            let text = ImportedText.clean(String(fields[11])).trimmingCharacters(in: .whitespaces)
            // Tesseract gives -1 to rows that hold no word, and empty text to blobs it dropped.
            guard confidence >= 0, !text.isEmpty else { continue }
            words.append(OCRWord(text: text, confidence: confidence,
                                 box: PixelBox(left: n[5], top: n[6], width: n[7], height: n[8]),
                                 page: Int(n[0]), block: Int(n[1]), paragraph: Int(n[2]), line: Int(n[3])))
        }
        return words
    }
}
