/// A can's net weight is its solids and its liquid, and USDA weighs many canned foods drained
/// ("Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained solids"). A line that
/// weighs such a food by the can it comes in ("1 (15 oz) can chickpeas, drained", "400g tin
/// chickpeas") counts the solids the cook keeps: the share of a can's net weight that USDA's own
/// sized cans of drained foods leave (SR28 WEIGHT.txt, the "1 can (303 x 406)" and "1 can (N oz),
/// drained" portions): 0.62 for vegetables and pulses (the median of 15 cans, from 0.53 to 0.69;
/// USDA's unsized "1 can drained" of chickpeas, kidney and pinto beans, 253-277 g of a 15.5 oz
/// can, agrees) and 0.88 for fish and shellfish (the median of 8, from 0.68 to 1.0).
/// A can counted without its size ("1 can chickpeas") is already weighed drained, by the food's
/// own can portion.
enum DrainedCan {
    static let vegetableShare = 0.62
    static let fishShare = 0.88

    /// The share of the weight `grams` found for the line that the food's figures stand for:
    /// 1 unless the line weighs a drained food by its can's stated net size.
    static func share(of ingredient: Ingredient, food: NutritionFood) -> Double {
        let description = food.description.lowercased()
        guard description.contains("drained") else { return 1 }
        let text = ([ingredient.text, ingredient.note ?? ""]).joined(separator: " ").lowercased()
        let words = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
        guard !words.isDisjoint(with: canWords), words.isDisjoint(with: keptLiquid), !text.contains("drained weight"),
              SizeScanner(text: text).firstMeasure() != nil else { return 1 }
        // SR28's food group is the number's first two digits: 15 is finfish and shellfish.
        return food.id.hasPrefix("15") ? fishShare : vegetableShare
    }

    static let canWords: Set<String> = ["can", "cans", "tin", "tins"]
    /// Words that keep the can's liquid in the dish.
    static let keptLiquid: Set<String> = ["undrained", "liquid", "juices", "brine"]
}
