import Foundation

/// Weights of one whole item or one pack of foods whose household portions give none
/// (`Tables/item-weights.txt`): "1 shallot", "2 pieces Japanese eggplant", "1 packet taco
/// seasoning". Loaded once; read by `IngredientGrams` after the food's own portions.
public struct ItemWeights: Sendable {
    /// Food words (lower case, singular) -> grams of one item.
    let grams: [String: Double]

    public static let standard: ItemWeights = {
        guard let folder = Bundle.module.url(forResource: "Tables", withExtension: nil),
              let text = try? String(contentsOf: folder.appendingPathComponent("item-weights.txt"), encoding: .utf8),
              let weights = try? parse(text) else { return ItemWeights(grams: [:]) }
        return weights
    }()

    init(grams: [String: Double]) { self.grams = grams }

    /// Reads `food words | grams` lines; `#` starts a comment.
    public static func parse(_ text: String) throws(DataFileError) -> ItemWeights {
        var grams: [String: Double] = [:]
        for (line, parts) in PipeTable.rows(text) {
            guard parts.count == 2, !parts[0].isEmpty, let value = Double(parts[1]), value > 0, value.isFinite else {
                throw DataFileError(file: "item-weights.txt", line: line, "expected \"food words | grams\"")
            }
            grams[NutritionCalculator.key(for: parts[0])] = value
        }
        return ItemWeights(grams: grams)
    }

    /// Grams of one `unit` of the food `name` names, when the table gives that pair ("garlic
    /// head", "celery rib"): a unit whose usual weight differs from food to food.
    public func grams(forName name: String, unit: String) -> Double? {
        let unitWord = ShoppingName.singular(unit.lowercased())
        guard !unitWord.isEmpty else { return nil }
        return grams(forName: name + " " + unitWord)
    }

    /// Grams of one item when the table names a kind of food in two words or more that `name`
    /// ends with ("japanese eggplant", "whole chicken"): more particular than the portions of the
    /// general food the line is counted as ("Eggplant, raw"), so it comes before them.
    public func particularGrams(forName name: String) -> Double? {
        grams(forName: name, fewestWords: 2)
    }

    /// Grams of one item of the food `name` names, trying its words from the first and then
    /// without leading words ("large japanese eggplant", "japanese eggplant", "eggplant").
    public func grams(forName name: String) -> Double? {
        grams(forName: name, fewestWords: 1)
    }

    /// The name's words from the first, then without leading words, down to `fewestWords`.
    private func grams(forName name: String, fewestWords: Int) -> Double? {
        var words = NutritionCalculator.key(for: name).split(separator: " ")[...]
        while words.count >= fewestWords {
            if let found = grams[words.joined(separator: " ")] { return found }
            words.removeFirst()
        }
        return nil
    }
}
