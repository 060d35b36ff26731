import Foundation
import SousCore

/// What Tesseract reads for a printed vulgar fraction in an amount ("%" or "¥2" for "½", "1%" for
/// "1½"): its English model has no glyph for them. `Readings/fraction-readings.txt`, derived by
/// `scripts/derive-ocr-fractions.py` from fractions printed in many typefaces and read back, gives
/// for each reading the amount it most likely stands for, weighed by how often recipes use each
/// fraction. A reading shared by several fractions is a guess, so a line repaired with it is
/// always marked for checking.
struct FractionReadings {
    /// Reading -> amount as the ingredient parser reads it ("1 1/2").
    let amounts: [String: String]

    init(amounts: [String: String]) {
        self.amounts = amounts
    }

    /// Parses the file's format; a malformed line is an error naming it.
    init(text: String) throws(DataFileError) {
        var amounts: [String: String] = [:]
        for row in WordFileRows.rows(in: text) {
            guard row.hasFields(3), QuantityParser.parseLeading(Substring(row.fields[1])) != nil else {
                throw DataFileError(file: "fraction-readings.txt", line: row.number, "should be READING<TAB>AMOUNT<TAB>EVIDENCE, not \"\(row.line)\"")
            }
            amounts[row.fields[0]] = row.fields[1]
        }
        self.amounts = amounts
    }

    /// The shipped table, loaded once; empty (nothing repaired) if the file is missing from the install.
    static let standard: FractionReadings = {
        guard let folder = Bundle.module.url(forResource: "Readings", withExtension: nil),
              let text = try? String(contentsOf: folder.appendingPathComponent("fraction-readings.txt"), encoding: .utf8),
              let table = try? FractionReadings(text: text) else { return FractionReadings(amounts: [:]) }
        return table
    }()
}
