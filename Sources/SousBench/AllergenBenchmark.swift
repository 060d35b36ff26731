import Foundation
import SousCore

/// Lines per second through the allergen detector: the whole library is re-checked whenever the
/// dictionary changes, so a 100,000-recipe library (about a million lines) must take seconds.
/// Reads the BBC ingredient corpus when `../shared/corpora` is there, else a built-in sample.
enum AllergenBenchmark {
    static func run(into table: inout ResultTable) {
        let detector = AllergenDetector.standard
        let lines = corpusLines() ?? sampleLines
        var checked = 0
        var unsure = 0
        let clock = Stopwatch()
        while clock.elapsedSeconds < 2 {
            for line in lines where detector.check(line: line).unsure { unsure += 1 }
            checked += lines.count
        }
        let rate = Double(checked) / clock.elapsedSeconds
        table.atLeast("allergens", "ingredient lines checked (\(lines.count) distinct lines)", rate, limit: 100_000, unit: "lines/s")
        table.add("allergens", "  lines read as \"check the label\"",
                  Format.number(100 * Double(unsure) / Double(max(checked, 1)), digits: 2) + " %")
        let load = Stopwatch()
        _ = try? AllergenDetector(dictionaryText: dictionaryText())
        table.add("allergens", "  dictionary compile (\(detector.entries.count) foods, names only)", Format.number(load.elapsedSeconds * 1000, digits: 1) + " ms")
    }

    static func corpusLines() -> [String]? {
        guard let text = try? String(contentsOfFile: "../shared/corpora/ingredient-lines/bbc.jsonl", encoding: .utf8) else { return nil }
        struct Line: Decodable { var input: String }
        let decoder = JSONDecoder()
        let lines = text.split(separator: "\n").compactMap { try? decoder.decode(Line.self, from: Data($0.utf8)).input }
        return lines.isEmpty ? nil : lines
    }

    static func dictionaryText() -> String {
        let names = AllergenDetector.standard.entries.map { $0.names.joined(separator: " | ") + " : none" }
        return names.joined(separator: "\n")
    }

    static let sampleLines = [
        "2 tbsp olive oil", "1 onion, finely chopped", "2 garlic cloves, crushed", "400g can chopped tomatoes",
        "1 tbsp pesto", "200g gluten-free pasta", "50g butter or margarine", "1 butternut squash, peeled and cubed",
        "3 tbsp soy sauce", "salt and freshly ground black pepper", "100ml double cream", "1 chicken stock cube",
    ]
}
