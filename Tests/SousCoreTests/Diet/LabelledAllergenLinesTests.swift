import Foundation
import SousCore
import Testing

/// The labelled ingredient lines in `Labelled/allergen-lines.tsv`: real lines from the BBC corpus
/// and the starter library, plus lines for every allergen group, synonym, false friend and
/// negation the dictionary promises. Recall comes first: every miss is listed.
@Suite struct LabelledAllergenLinesTests {
    struct LabelledLine: Sendable {
        var number: Int
        var text: String
        var allergens: Set<Allergen>
        var unsure: Bool
        var diets: Set<Diet>
        var comment: String
    }

    static let lines: [LabelledLine] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Labelled/allergen-lines.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var lines: [LabelledLine] = []
        for (index, row) in text.split(separator: "\n").enumerated() where index > 0 && !row.hasPrefix("#") {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 4 else { continue }
            func list(_ column: String) -> [String] {
                column == "-" ? [] : column.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            let allergens = list(columns[1]).map { $0.hasPrefix("may ") ? String($0.dropFirst(4)) : $0 }
            lines.append(LabelledLine(number: index + 1, text: columns[0],
                                      allergens: Set(allergens.compactMap(Allergen.init(named:))),
                                      unsure: columns[2] == "yes",
                                      diets: Set(list(columns[3]).compactMap(Diet.init(named:))),
                                      comment: columns.count > 4 ? columns[4] : ""))
        }
        return lines
    }()

    let detector = AllergenDetector.standard

    @Test func theTableIsLargeAndWellFormed() throws {
        #expect(Self.lines.count >= 300)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Labelled/allergen-lines.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        for (index, row) in text.split(separator: "\n").enumerated() where index > 0 && !row.hasPrefix("#") {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(columns.count >= 4, "row \(index + 1) has \(columns.count) columns")
            for name in columns.count > 1 && columns[1] != "-" ? columns[1].split(separator: ",") : [] {
                let word = name.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "may ", with: "")
                #expect(Allergen(named: word) != nil, "row \(index + 1): unknown allergen \(word)")
            }
        }
    }

    @Test func everyLabelledAllergenIsFound() {
        var misses: [String] = []
        for line in Self.lines {
            let found = Set(detector.check(line: line.text).allergens)
            let missed = line.allergens.subtracting(found)
            if !missed.isEmpty {
                misses.append("row \(line.number) \"\(line.text)\": missed \(missed.sorted().map(\.name).joined(separator: ", "))")
            }
        }
        #expect(misses.isEmpty, "\(misses.count) missed allergens:\n\(misses.joined(separator: "\n"))")
    }

    @Test func noAllergenIsFoundThatIsNotLabelled() {
        var extras: [String] = []
        for line in Self.lines {
            let extra = Set(detector.check(line: line.text).allergens).subtracting(line.allergens)
            if !extra.isEmpty {
                extras.append("row \(line.number) \"\(line.text)\": unexpected \(extra.sorted().map(\.name).joined(separator: ", "))")
            }
        }
        #expect(extras.isEmpty, "\(extras.count) unexpected allergens:\n\(extras.joined(separator: "\n"))")
    }

    @Test func unsureFlagsAreAsLabelled() {
        let wrong = Self.lines.filter { detector.check(line: $0.text).unsure != $0.unsure }
            .map { "row \($0.number) \"\($0.text)\": expected unsure \($0.unsure)" }
        #expect(wrong.isEmpty, "\(wrong.count) unsure flags wrong:\n\(wrong.joined(separator: "\n"))")
    }

    @Test func dietsExcludedAreAsLabelled() {
        var wrong: [String] = []
        for line in Self.lines {
            let diets = Set(detector.check(line: line.text).dietsExcluded)
            if diets != line.diets {
                wrong.append("row \(line.number) \"\(line.text)\": expected \(line.diets.sorted().map(\.name)), found \(diets.sorted().map(\.name))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) diet answers wrong:\n\(wrong.joined(separator: "\n"))")
    }
}
