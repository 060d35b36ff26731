import Foundation
import SousCore
import SousFormats
import Testing

/// The hand-labelled German, Dutch, French, Italian, Spanish and Portuguese ingredient lines in
/// `ForeignTune/` (may be tuned on) and `ForeignHeldBack/` (scored once before changes, then only
/// for its floor; see each README). A line is read by the line parser, its name by the food
/// knowledge base, and the whole line by the nutrition calculator.
///
/// Scoring, fixed before the first run: the quantity is right when it equals the label (a range
/// by both ends); the unit when sous's unit is the labelled id, or, for `other`, when sous gives
/// none of the ids it knows; the name when it equals the label ignoring case and spacing; the
/// food when the line's concept is the concept of the labelled English name or one below it;
/// "counted" when a line with an amount is weighed and matched by the nutrition calculator.
@Suite struct ForeignLinesTests {
    struct Row: Sendable {
        var row: Int
        var line: String
        var quantity: String
        var unit: String
        var name: String
        var food: String
    }

    struct Score {
        var total = 0
        var quantity = 0
        var unit = 0
        var name = 0
        var allThree = 0
        var food = 0
        var withAmount = 0
        var counted = 0
        var misses: [String] = []

        func percent(_ n: Int, of all: Int? = nil) -> String {
            let all = all ?? total
            return all == 0 ? "n/a" : String(format: "%.1f%% (%d/%d)", Double(n) * 100 / Double(all), n, all)
        }

        var summary: String {
            "quantity \(percent(quantity)); unit \(percent(unit)); name \(percent(name)); all three \(percent(allThree)); "
                + "food \(percent(food)); lines with an amount counted for nutrition \(percent(counted, of: withAmount))"
        }
    }

    static func rows(_ folder: String) -> [Row] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent(folder + "/lines.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var rows: [Row] = []
        for (index, row) in text.split(separator: "\n").enumerated() where index > 0 {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 5 else { continue }
            rows.append(Row(row: index + 1, line: columns[0], quantity: columns[1], unit: columns[2], name: columns[3], food: columns[4]))
        }
        return rows
    }

    static func quantityText(_ ingredient: Ingredient) -> String {
        func text(_ value: Rational?) -> String {
            guard let value else { return "" }
            let double = value.doubleValue
            return double == double.rounded() ? String(Int(double)) : String(format: "%g", double)
        }
        let low = text(ingredient.quantity)
        guard let high = ingredient.quantityHigh else { return low }
        return low + "-" + text(high)
    }

    static func quantityLabel(_ label: String) -> String {
        label.split(separator: "-").map { part in
            guard let value = Double(part) else { return String(part) }
            return value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
        }.joined(separator: "-")
    }

    static func unitIsRight(_ ingredient: Ingredient, label: String) -> Bool {
        let known = ingredient.unit.flatMap(SousCore.Unit.lookup)?.id
        switch label {
        case "": return ingredient.unit == nil || ingredient.unit!.isEmpty
        case "other": return known == nil
        default: return known == label
        }
    }

    static func plain(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func concept(of text: String) -> Int? {
        let knowledge = FoodKnowledge.standard
        let match = knowledge.match(text)
        return match.kind == .food ? match.concept : nil
    }

    static func foodIsRight(_ ingredient: Ingredient, line: String, label: String) -> Bool {
        let knowledge = FoodKnowledge.standard
        guard let wanted = concept(of: label) else { return false }
        guard let read = concept(of: ingredient.name) ?? concept(of: line) else { return false }
        return read == wanted || knowledge.isA(read, wanted)
    }

    static func isCounted(_ ingredient: Ingredient) -> Bool {
        let recipe = Recipe(title: "line", servings: 1, ingredients: [ingredient])
        guard let line = NutritionCalculator.standard.nutrition(for: recipe).lines.first else { return false }
        if case .counted = line.outcome { return true }
        return false
    }

    static func score(_ folder: String) -> Score {
        var score = Score()
        for row in rows(folder) {
            let parsed = IngredientLineParser.parse(row.line)
            let quantity = quantityText(parsed) == quantityLabel(row.quantity)
            let unit = unitIsRight(parsed, label: row.unit)
            let name = plain(parsed.name) == plain(row.name)
            let food = foodIsRight(parsed, line: row.line, label: row.food)
            score.total += 1
            score.quantity += quantity ? 1 : 0
            score.unit += unit ? 1 : 0
            score.name += name ? 1 : 0
            score.allThree += quantity && unit && name ? 1 : 0
            score.food += food ? 1 : 0
            if !row.quantity.isEmpty {
                score.withAmount += 1
                score.counted += isCounted(parsed) ? 1 : 0
            }
            if !(quantity && unit && name && food) {
                score.misses.append("row \(row.row) \"\(row.line)\": read \(quantityText(parsed)) | \(parsed.unit ?? "") | \(parsed.name)"
                    + " (food \(concept(of: parsed.name).map { FoodKnowledge.standard.concepts[$0].id } ?? "-"))"
                    + ", labelled \(row.quantity) | \(row.unit) | \(row.name) (\(row.food))")
            }
        }
        return score
    }

    @Test func theTuningLinesAreReadAsLabelled() throws {
        let score = Self.score("ForeignTune")
        try #require(score.total > 0, "the labelled lines are absent")
        print("foreign ingredient lines (tuning set): \(score.summary)")
        if ProcessInfo.processInfo.environment["SOUS_SHOW_MISSES"] != nil { print(score.misses.joined(separator: "\n")) }
        #expect(score.total >= 200)
        // Floors a little under the figures of 28 November (all three 90.8%, food 70.4%).
        #expect(score.allThree * 100 >= score.total * 85, "\(score.summary)")
        #expect(score.food * 100 >= score.total * 65, "\(score.summary)")
    }

    @Test func theHeldBackLinesAreReadAsLabelled() throws {
        let score = Self.score("ForeignHeldBack")
        try #require(score.total > 0, "the labelled lines are absent")
        // Only the summary is printed, never the lines missed: this set is not for tuning.
        if ProcessInfo.processInfo.environment["SOUS_REPORT_HELD_BACK"] != nil {
            print("foreign ingredient lines (held back): \(score.summary)")
        }
        #expect(score.total >= 200)
        // Floors under the figures after the work of 28 November (all three 85.0%, food 66.2%;
        // first run 50.4% and 61.2%): see the README.
        #expect(score.allThree * 100 >= score.total * 80, "the held-back lines fell below their floor")
        #expect(score.food * 100 >= score.total * 60, "the held-back lines fell below their floor")
    }
}
