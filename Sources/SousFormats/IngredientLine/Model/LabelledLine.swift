import Foundation
import SousCore

/// A line of the labelled corpora (`../shared/corpora/ingredient-lines`), its fields matched back
/// to the line's tokens: each token takes the label of the field that holds it ("200g/7oz plain
/// flour": 200 quantity, g unit, / other, 7 quantity, oz unit, plain name, flour name). The
/// corpora write fields their own way (units singular, "½" as `#1$2`, "leaves" as "leaf",
/// punctuation dropped), so tokens and field words are compared in one normal form.
public struct LabelledLine: Sendable {
    public var id: String
    public var input: String
    /// At most one amount and one unit: the lines the scores are given on.
    public var simple: Bool
    public var fields: [LineLabel: String]
    /// The decoded amount (`qty_value`): a number, or the low and high of a range.
    public var quantity: [Double]?

    /// Fields in the order a token is given to one: an amount before a word of the name.
    static let fieldOrder: [(LineLabel, String)] = [
        (.quantity, "quantity"), (.unit, "unit"), (.name, "name"), (.size, "size"),
        (.preparation, "preparation"), (.purpose, "purpose"), (.comment, "comment"),
    ]

    /// One line in ten, chosen by its id, is never trained on: the held-out part every score is given on.
    public var isHeldOut: Bool { LineFeatures.hash("held-out", id) % 10 == 0 }

    /// Another tenth, for deciding how the parser uses the model (`SousTrain --dev` trains without
    /// it and scores on it), so the held-out tenth is scored, not tuned on.
    public var isDevelopment: Bool { LineFeatures.hash("held-out", id) % 10 == 1 }

    /// nil for a line without an input.
    public init?(json object: [String: Any]) {
        guard let input = object["input"] as? String, let id = object["id"] as? String else { return nil }
        self.id = id
        self.input = input
        simple = object["simple"] as? Bool ?? false
        var fields: [LineLabel: String] = [:]
        for (label, key) in Self.fieldOrder { fields[label] = object[key] as? String ?? "" }
        self.fields = fields
        if let value = object["qty_value"] as? Double {
            quantity = [value]
        } else if let range = object["qty_value"] as? [Double] {
            quantity = range
        }
    }

    /// Whether `ingredient` has this line's amount (or range) and unit, the units compared by
    /// their one name ("tablespoon" is "tbsp").
    public func amountAndUnitRight(_ ingredient: Ingredient) -> Bool {
        quantityRight(ingredient) && unitRight(ingredient)
    }

    /// Whether `ingredient` has this line's amount, or both ends of its range.
    public func quantityRight(_ ingredient: Ingredient) -> Bool {
        func same(_ a: Double?, _ b: Double?) -> Bool {
            if let a, let b { return abs(a - b) < 0.001 }
            return a == nil && b == nil
        }
        let expectedHigh = (quantity?.count ?? 0) == 2 ? quantity?[1] : nil
        return same(quantity?.first, ingredient.quantity?.doubleValue) && same(expectedHigh, ingredient.quantityHigh?.doubleValue)
    }

    public func unitRight(_ ingredient: Ingredient) -> Bool {
        Self.unitName(fields[.unit] ?? "") == Self.unitName(ingredient.unit ?? "")
    }

    /// A unit by its one name, so "tablespoon", "tbsp" and "T" compare equal; another word singular.
    public static func unitName(_ text: String) -> String {
        if text.isEmpty { return "" }
        if let unit = Unit.lookup(text) { return unit.id }
        let lower = text.lowercased()
        return lower.hasSuffix("s") && lower.count > 3 ? String(lower.dropLast()) : lower
    }

    /// The lines of a `.jsonl` file.
    public static func read(_ url: URL) throws -> [LabelledLine] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]).flatMap(LabelledLine.init(json:))
        }
    }

    /// The tokens and their labels; nil when the fields cannot be found in the line (more than
    /// one field word matches no token), so a training line is never taught wrong.
    public func example() -> LineModelTrainer.Example? {
        let tokens = LineToken.tokens(of: input)
        var remaining: [LineLabel: [String]] = [:]
        for (label, _) in Self.fieldOrder {
            remaining[label] = (fields[label] ?? "").split(separator: " ").map { Self.normal(String($0), isNumber: label == .quantity) }
        }
        var labels: [LineLabel] = []
        for token in tokens {
            guard token.kind != .punctuation else {
                labels.append(.other)
                continue
            }
            let normal = Self.normal(token.text, isNumber: token.kind == .number)
            var found = LineLabel.other
            for (label, _) in Self.fieldOrder {
                if let index = remaining[label]?.firstIndex(of: normal) {
                    remaining[label]?.remove(at: index)
                    found = label
                    break
                }
            }
            labels.append(found)
        }
        let unmatched = remaining.values.reduce(0) { $0 + $1.count }
        guard unmatched <= 1, !tokens.isEmpty else { return nil }
        return LineModelTrainer.Example(tokens: tokens, labels: labels)
    }

    /// Lower case, singular, a unit by its one name, a number by its value ("½", "0.5" and `#1$2` alike).
    static func normal(_ text: String, isNumber: Bool) -> String {
        if isNumber || text.first?.isNumber == true || text.hasPrefix("#") {
            if let value = number(text) { return String(format: "%.4f", value) }
        }
        let lower = text.lowercased()
        if let unit = Unit.lookup(lower) { return "unit:" + unit.id }
        if lower.hasSuffix("ves"), lower.count > 4 { return String(lower.dropLast(3)) + "f" }
        return LineFeatures.singular(lower)
    }

    /// "1½", "1 1/2", "0.5", "1,5", and the corpora's `1#1$2`.
    static func number(_ text: String) -> Double? {
        if text.contains("#") {
            let parts = text.split(separator: "#", omittingEmptySubsequences: false)
            let whole = Double(parts[0]) ?? 0
            let fraction = parts.count > 1 ? parts[1].split(separator: "$") : []
            guard fraction.count == 2, let top = Double(fraction[0]), let bottom = Double(fraction[1]), bottom != 0 else { return nil }
            return whole + top / bottom
        }
        return QuantityParser.parse(text)?.low.doubleValue
    }
}
