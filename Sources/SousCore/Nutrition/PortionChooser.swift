import Foundation

/// Picks the household portion of a food that fits an ingredient line: the plainest cup or
/// spoon weight for a volume ("cup" over "cup, sliced", unless the line says sliced), the size
/// the line names for a count ("1 large onion" takes "large"), else the medium one.
enum PortionChooser {
    /// Grams per millilitre from the food's own volume portions, or nil when it has none.
    static func volumeDensity(_ portions: [PreparedPortion], line: LineWords, lineUnitID: String?) -> Double? {
        var best: (score: Double, density: Double)?
        for portion in portions {
            guard let ml = portion.millilitres else { continue }
            var score: Double
            if portion.qualifiers.isEmpty {
                score = 2
            } else {
                let shared = portion.qualifiers.filter { line.contains($0) }.count
                score = shared > 0 ? 3 + Double(shared) * 0.1 : 1
            }
            // The line's own measure first, then a cup (weighed more finely than a teaspoon).
            if portion.volumeUnitID == lineUnitID { score += 0.1 } else if portion.volumeUnitID == "cup" { score += 0.05 }
            if best == nil || score > best!.score { best = (score, portion.gramsEach / ml) }
        }
        return best?.density
    }

    static let sizes = ["large", "medium", "small", "jumbo"]

    /// Portion units that are not one whole item of the food.
    static let notAnItem: Set<String> = [
        "serving", "nlea", "slice", "slices", "wedge", "strip", "strips", "ring", "rings", "package", "container",
        "cubic", "pat", "dash", "sprigs", "sprig", "spear", "leaf", "leaves", "oz", "lb", "tsp", "tbsp", "cup", "cups",
        "fl", "quart", "pint", "tablespoon", "teaspoon", "jar", "can", "bunch", "stalk", "stick", "cloves", "clove",
        "section", "sections", "cubes", "cube", "chop", "scoop", "bar", "packet", "head",
    ]

    static let generic: Set<String> = ["fruit", "each", "item", "egg", "piece", "pieces"]

    /// Portion units that are one whole item of the foods that have them ("head" of a cabbage).
    static let wholeItemUnits: Set<String> = ["head"]

    /// Grams in one of the line's counted things: `unitWord` ("clove", "stalk", "bunch") when the
    /// line names one, else one whole item of the food ("medium", "large", "fruit", "whole").
    static func countGrams(_ portions: [PreparedPortion], food: NutritionFood, unitWord: String?, line: LineWords) -> Double? {
        let lineSize = sizes.first { line.contains($0) }
        let lineExtra = line.contains("extra")
        let description = food.description.lowercased()
        let isEgg = description.hasPrefix("egg")
        let wanted = unitWord.map(ShoppingName.singular)
        var best: (score: Double, grams: Double)?
        for portion in portions {
            let w = portion.words
            guard let first = w.first else { continue }
            var score: Double = 0
            if let unitWord, let wanted {
                // "stalk, medium", "ear, large", "cloves", "10 sprigs".
                guard portion.firstSingular == wanted || first == unitWord else { continue }
                if w.count == 1 { score += 1 }
            } else if notAnItem.contains(first) {
                // "2 garlic cloves", "12 minced cloves of garlic": a unit written in the name.
                if line.nameWords.contains(first) || line.nameWords.contains(portion.firstSingular) {
                    score += 3
                    if w.count == 1 { score += 0.5 }
                } else if wholeItemUnits.contains(first) {
                    // "1 cauliflower", "1 iceberg lettuce": one head, when nothing names the item better.
                    score -= 1
                } else {
                    continue
                }
            } else {
                // "Potato medium", "plum tomato", "cherry" (tomatoes), "avocado": a word of the line.
                if let itemWord = w.first(where: { !sizes.contains($0) && $0 != "extra" && $0 != "whole" }),
                   !generic.contains(itemWord) {
                    if line.contains(itemWord) || line.contains(ShoppingName.singular(itemWord)) {
                        score += 2
                    } else if description.contains(itemWord) {
                        // The food's own name as its unit ("avocado", "Potato medium").
                        score += 0.5
                    } else {
                        continue
                    }
                }
                // "1 piece" (a chicken breast) only when nothing names the item better.
                if first == "piece" || first == "pieces" { score -= 0.5 }
                if w.contains("fruit") || w.contains("whole") || w.contains("each") || w.contains("item") { score += 1 }
            }
            if let lineSize {
                if w.contains(lineSize) { score += 4 }
            } else if isEgg {
                if w.contains("large") { score += 1.6 }
            } else if w.contains("medium") {
                score += 1.5
            }
            if w.contains("extra") != lineExtra { score -= 1 }
            if best == nil || score > best!.score { best = (score, portion.gramsEach) }
        }
        return best?.grams
    }
}
