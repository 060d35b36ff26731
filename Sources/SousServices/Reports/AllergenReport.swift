import Foundation
import SousCore
import SousFormats

/// `sous allergens`: ingredient lines read from standard input within limits, and what each
/// contains, as text or JSON.
public enum AllergenReport {
    /// Input is whatever was piped in: bounded like an import.
    public static let maximumBytes = ImportLimits.maximumBytes
    public static let maximumLines = 100_000
    public static let maximumLineLength = ImportLimits.maximumLineFieldLength

    /// The non-blank lines of standard input, refusing input too large to be a list of ingredients.
    public static func readLines(from handle: FileHandle) throws -> [String] {
        var data = Data()
        while let chunk = try handle.read(upToCount: 65_536), !chunk.isEmpty {
            data.append(chunk)
            if data.count > maximumBytes {
                throw ServiceFailure("the input is over \(maximumBytes / 1_000_000) MB; sous allergens reads up to that much at a time")
            }
        }
        var lines: [String] = []
        for (index, raw) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            if line.count > maximumLineLength {
                throw ServiceFailure("line \(index + 1) is \(line.count) characters long; an ingredient line can be up to \(maximumLineLength)")
            }
            lines.append(line)
            if lines.count > maximumLines {
                throw ServiceFailure("the input has more than \(maximumLines) lines; check them in smaller batches")
            }
        }
        return lines
    }

    /// "1 tbsp pesto  contains: milk, tree nuts  (not for: vegan, dairy-free)".
    public static func describe(_ line: String, _ safety: IngredientSafety) -> String {
        if AllergenDetector.isHeadingOrEmpty(line) && safety.contents.isEmpty { return line + "  (a heading, not an ingredient)" }
        let certain = safety.contents.subtracting(safety.mayContain).allergens
        let possible = safety.mayContain.allergens
        var parts: [String] = []
        if !certain.isEmpty { parts.append("contains: " + certain.map(\.shortName).joined(separator: ", ")) }
        if !possible.isEmpty { parts.append("may contain: " + possible.map(\.shortName).joined(separator: ", ")) }
        if safety.unsure { parts.append("check the label") }
        if parts.isEmpty { parts.append("no allergens found") }
        let diets = safety.dietsExcluded
        if !diets.isEmpty { parts.append("(not for: " + diets.map(\.name).joined(separator: ", ") + ")") }
        return ([line] + parts).joined(separator: "  ")
    }

    private struct LineReport: Encodable {
        var text: String
        var allergens: [String]
        var mayContain: [String]
        var unsure: Bool
        var dietsExcluded: [String]
        var foods: [String]

        enum CodingKeys: String, CodingKey {
            case text, allergens, unsure, foods
            case mayContain = "may_contain"
            case dietsExcluded = "diets_excluded"
        }
    }

    /// One array of `{"text", "allergens", "may_contain", "unsure", "diets_excluded", "foods"}`;
    /// `allergens` includes the "may contain" groups, which `may_contain` also lists.
    public static func json(_ results: [(String, IngredientSafety)]) throws -> String {
        let reports = results.map { line, safety in
            LineReport(text: line, allergens: safety.allergens.map(\.name), mayContain: safety.mayContain.allergens.map(\.name),
                       unsure: safety.unsure, dietsExcluded: safety.dietsExcluded.map(\.rawValue), foods: safety.foods)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(reports), as: UTF8.self)
    }
}
