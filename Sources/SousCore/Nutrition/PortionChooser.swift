import Foundation

/// Picks the household portion of a food that fits an ingredient line: the plainest cup or
/// spoon weight for a volume ("cup" over "cup, sliced", unless the line says sliced), the size
/// the line names for a count ("1 large onion" takes "large"), else the medium one.
enum PortionChooser {
    /// A portion's unit text read as words: "medium (2-1/2\" dia)" gives ["medium"], "cup, chopped"
    /// gives ["cup", "chopped"]; bracketed asides are dropped.
    static func words(of unit: String) -> [String] {
        var text = unit.lowercased()
        while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            text.removeSubrange(open...close)
        }
        if let open = text.firstIndex(of: "(") { text = String(text[..<open]) }
        return text.split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    /// The volume unit a portion is measured in ("cup", "tbsp", "fl oz") and the words after it.
    static func volumeUnit(of portion: NutritionFood.Portion) -> (unit: Unit, rest: [String])? {
        let w = words(of: portion.unit)
        guard let first = w.first else { return nil }
        if w.count >= 2, let unit = Unit.lookup(first + " " + w[1]), unit.dimension == .volume, unit.id == "fl oz" {
            return (unit, Array(w.dropFirst(2)))
        }
        guard let unit = Unit.lookup(first), unit.dimension == .volume, first != "c", first != "t" || portion.unit.hasPrefix("t ")
        else { return nil }
        return (unit, Array(w.dropFirst()))
    }

    /// The words of a line that can pick a portion: name, note and text, lowercased and singular.
    static func lineWords(_ ingredient: Ingredient) -> Set<String> {
        let text = [ingredient.name, ingredient.note ?? "", ingredient.text].joined(separator: " ").lowercased()
        var result = Set<String>()
        for word in text.split(whereSeparator: { !$0.isLetter }) {
            let w = String(word)
            result.insert(w)
            result.insert(ShoppingName.singular(w))
        }
        return result
    }

    /// Words in a portion that only qualify it and say nothing about the line.
    static let neutral: Set<String> = ["nlea", "serving", "whole", "yields", "approx", "about", "dia", "long", "thick", "inch"]

    /// Grams per millilitre from the food's own volume portions, or nil when it has none.
    static func volumeDensity(food: NutritionFood, ingredient: Ingredient) -> Double? {
        var best: (score: Double, density: Double)?
        var line: Set<String>?
        let lineUnit = ingredient.unit.flatMap { Unit.lookup($0)?.id }
        for portion in food.portions where portion.amount > 0 && portion.grams > 0 {
            guard let (unit, rest) = volumeUnit(of: portion), let ml = unit.baseFactor?.doubleValue else { continue }
            let qualifiers = rest.filter { !neutral.contains($0) && $0 != "or" && $0 != "and" }
            var score: Double
            if qualifiers.isEmpty {
                score = 2
            } else {
                if line == nil { line = lineWords(ingredient) }
                let shared = qualifiers.filter { line!.contains($0) || line!.contains(ShoppingName.singular($0)) }.count
                score = shared > 0 ? 3 + Double(shared) * 0.1 : 1
            }
            // A cup weight is measured more finely than a teaspoon's.
            // The line's own measure first, then a cup (weighed more finely than a teaspoon).
            if unit.id == lineUnit { score += 0.1 } else if unit.id == "cup" { score += 0.05 }
            let density = portion.grams / (portion.amount * ml)
            if best == nil || score > best!.score { best = (score, density) }
        }
        return best?.density
    }

    static let sizes = ["large", "medium", "small", "jumbo"]

    /// Portion units that are not one whole item of the food.
    static let notAnItem: Set<String> = [
        "serving", "nlea", "slice", "slices", "wedge", "strip", "strips", "ring", "rings", "package", "container",
        "cubic", "pat", "dash", "sprigs", "sprig", "spear", "leaf", "leaves", "oz", "lb", "tsp", "tbsp", "cup", "cups",
        "fl", "quart", "pint", "tablespoon", "teaspoon", "jar", "can", "bunch", "stalk", "stick", "cloves", "clove",
        "piece", "pieces", "section", "sections", "cubes", "cube", "chop", "scoop", "bar", "packet", "head",
    ]

    /// Grams in one of the line's counted things: `unitWord` ("clove", "stalk", "bunch") when the
    /// line names one, else one whole item of the food ("medium", "large", "fruit", "whole").
    static func countGrams(food: NutritionFood, unitWord: String?, ingredient: Ingredient) -> Double? {
        let line = lineWords(ingredient)
        let lineSize = sizes.first { line.contains($0) }
        let lineExtra = line.contains("extra")
        let isEgg = food.description.lowercased().hasPrefix("egg")
        var best: (score: Double, grams: Double)?
        for portion in food.portions where portion.amount > 0 && portion.grams > 0 {
            let w = words(of: portion.unit)
            guard let first = w.first else { continue }
            var score: Double = 0
            if let unitWord {
                let wanted = ShoppingName.singular(unitWord)
                // "stalk, medium", "ear, large", "cloves", "10 sprigs".
                guard ShoppingName.singular(first) == wanted || first == unitWord else { continue }
                if w.count == 1 { score += 1 }
            } else {
                let itemWords = w.filter { !sizes.contains($0) && $0 != "extra" && $0 != "whole" }
                if notAnItem.contains(first) { continue }
                // "Potato medium", "plum tomato", "cherry" (tomatoes), "avocado": a word of the line.
                if let itemWord = itemWords.first, !["fruit", "each", "item", "egg"].contains(itemWord) {
                    if line.contains(itemWord) || line.contains(ShoppingName.singular(itemWord)) {
                        score += 2
                    } else if food.description.lowercased().contains(itemWord) {
                        // The food's own name as its unit ("avocado", "Potato medium").
                        score += 0.5
                    } else {
                        continue
                    }
                }
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
            let each = portion.grams / portion.amount
            if best == nil || score > best!.score { best = (score, each) }
        }
        return best?.grams
    }
}
