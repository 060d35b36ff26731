import Foundation

extension NutritionCalculator {
    /// Bumped when the way lines are matched, weighed or counted changes in code.
    static let rulesVersion = "nutrition-9"

    /// What the standard calculator's figures come from: its rules, the shipped nutrient tables
    /// (foods, portions, aliases, item weights, bone shares, the word index) and the food concepts, so figures stored with an
    /// older version are worked out again. Hashed once, when first asked (a few milliseconds).
    public static let standardVersion: String = {
        var bytes: [UInt8] = []
        for name in ["foods.tsv", "portions.tsv", "aliases.txt", "item-weights.txt", "bone-shares.txt", NutritionFoodIndex.fileName] {
            bytes += ShippedFile.bytes(name, in: "Tables") ?? Array("missing \(name)".utf8)
        }
        return rulesVersion + ":" + AllergenDetector.hash(bytes) + ":" + FoodKnowledge.standardVersion
    }()
}
