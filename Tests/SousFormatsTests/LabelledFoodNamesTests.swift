import Foundation
import SousCore
import SousFormats
import Testing

/// The hand-labelled ingredient names in `SousCoreTests/Food/Labelled` (drawn from web-pages-2 and
/// the BBC lines and labelled against the Open Food Facts taxonomy without reading sous's code):
/// each line through the line parser, then `FoodKnowledge.match` on its name. A `nearest` label
/// (the taxonomy lacks the food) is also right when sous names a food below it.
@Suite struct LabelledFoodNamesTests {
    struct Row: Sendable {
        var row: Int
        var line: String
        var concept: String
        var kind: String
    }

    static func rows(_ path: String) -> [Row] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../SousCoreTests/Food/Labelled/" + path).standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var rows: [Row] = []
        var header = true
        for (index, row) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !row.hasPrefix("#") && !row.isEmpty {
            if header { header = false; continue }
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 3 else { continue }
            rows.append(Row(row: index + 1, line: columns[0], concept: columns[1], kind: columns[2]))
        }
        return rows
    }

    /// What sous reads for one line: a concept id, "not-a-food" or "unknown".
    static func read(_ line: String) -> (id: String, concept: Int?) {
        let knowledge = FoodKnowledge.standard
        let parsed = IngredientLineParser.parse(line)
        var match = knowledge.match(parsed.name)
        if match.kind == .unknown { match = knowledge.match(line) }
        switch match.kind {
        case .unknown: return ("unknown", nil)
        case .notFood: return ("not-a-food", match.concept)
        case .food: return (knowledge.concepts[match.concept!].id, match.concept)
        }
    }

    static func isRight(_ row: Row) -> Bool {
        let (id, concept) = read(row.line)
        if id == row.concept { return true }
        let knowledge = FoodKnowledge.standard
        guard row.kind == "nearest", let concept, let label = knowledge.index(of: row.concept) else { return false }
        return knowledge.isA(concept, label)
    }

    static func score(_ path: String) -> (right: Int, total: Int, misses: [String]) {
        let rows = rows(path)
        var misses: [String] = []
        for row in rows where !isRight(row) {
            misses.append("row \(row.row) \"\(row.line)\": expected \(row.concept) (\(row.kind)), read \(read(row.line).id)")
        }
        return (rows.count - misses.count, rows.count, misses)
    }

    @Test func theTuningTableIsReadAsLabelled() throws {
        let result = Self.score("names-concepts.tsv")
        try #require(result.total > 0, "the labelled names are absent")
        print("food names (tuning set): \(result.right)/\(result.total) right")
        #expect(result.total >= 800)
        #expect(result.right * 100 >= result.total * 60, "\(result.right)/\(result.total)")
        if ProcessInfo.processInfo.environment["SOUS_SHOW_MISSES"] != nil { print(result.misses.joined(separator: "\n")) }
    }

    @Test func theHeldBackTableIsReadAsLabelled() throws {
        let result = Self.score("heldback/names-concepts-heldback.tsv")
        try #require(result.total > 0, "the labelled names are absent")
        // Not printed: the held-back part is scored for its floor here and reported once, at the
        // end of a piece of work (see the README), so it cannot become a tuning set.
        if ProcessInfo.processInfo.environment["SOUS_REPORT_HELD_BACK"] != nil {
            print("food names (held back): \(result.right)/\(result.total) right")
        }
        let enough = result.right * 100 >= result.total * 60
        #expect(enough, "the held-back names fell below 60% right")
    }
}
