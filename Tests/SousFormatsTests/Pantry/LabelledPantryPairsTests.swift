import Foundation
import SousCore
import SousFormats
import Testing

/// The hand-labelled pantry coverage pairs in `SousCoreTests/Pantry/Labelled/pantry-pairs.tsv`
/// (written before sous was run on them): a pantry item typed as a cook would, a recipe's
/// ingredient line, and whether the first covers the second: `yes`, `note` (a more general food
/// held: worth a look) or `no`. Each pair goes through the real pantry reader, line parser and
/// matcher.
@Suite struct LabelledPantryPairsTests {
    struct Pair: Sendable {
        var row: Int
        var pantryItem: String
        var recipeLine: String
        var relation: String
        var covers: String
    }

    static let pairs: [Pair] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../SousCoreTests/Pantry/Labelled/pantry-pairs.tsv").standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var pairs: [Pair] = []
        for (index, row) in text.split(separator: "\n").enumerated() where index > 0 && !row.hasPrefix("#") {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 4 else { continue }
            pairs.append(Pair(row: index + 1, pantryItem: columns[0], recipeLine: columns[1], relation: columns[2], covers: columns[3]))
        }
        return pairs
    }()

    static let today = PlanDay(year: 2026, month: 11, day: 25)!

    /// What sous says about one pair: "yes", "note" or "no".
    static func verdict(_ pair: Pair) throws -> String {
        let item = try PantryLines.item(from: pair.pantryItem, today: today)
        let recipe = Recipe(title: "Pair", ingredients: [IngredientLineParser.parse(pair.recipeLine)])
        let suggestion = PantryMatcher(items: [item], staples: PantryStaples(names: []), today: today).suggestion(for: recipe)
        if !suggestion.missing.isEmpty { return "no" }
        return suggestion.noted.isEmpty ? "yes" : "note"
    }

    @Test func theTableIsLargeEnough() {
        #expect(Self.pairs.count >= 100)
    }

    @Test func atLeastNinetyPercentOfPairsAreJudgedAsLabelled() throws {
        try #require(!Self.pairs.isEmpty)
        var wrong: [String] = []
        var rightByRelation: [String: (right: Int, total: Int)] = [:]
        for pair in Self.pairs {
            let found = try Self.verdict(pair)
            let right = found == pair.covers
            rightByRelation[pair.relation, default: (0, 0)].total += 1
            if right { rightByRelation[pair.relation]!.right += 1 } else {
                wrong.append("row \(pair.row) \"\(pair.pantryItem)\" for \"\(pair.recipeLine)\" (\(pair.relation)): expected \(pair.covers), found \(found)")
            }
        }
        let right = Self.pairs.count - wrong.count
        let summary = rightByRelation.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.right)/\($0.value.total)" }.joined(separator: ", ")
        print("pantry pairs: \(right)/\(Self.pairs.count) right (\(summary))")
        #expect(right * 10 >= Self.pairs.count * 9, "\(right)/\(Self.pairs.count) right (\(summary)):\n\(wrong.joined(separator: "\n"))")
    }
}
