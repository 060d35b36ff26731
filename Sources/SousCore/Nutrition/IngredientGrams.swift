import Foundation

/// How much an ingredient line weighs, for its food: mass units directly, volumes through the
/// food's own cup and spoon weights (then kitchen densities, then 1 g/ml for liquids only),
/// counts ("2 onions", "3 cloves garlic", "1 large egg") through the food's household portions.
/// A range ("2-3") weighs its midpoint; a line with no amount, "to taste" or "a pinch" weighs nothing.
public enum IngredientGrams {
    public enum Result: Hashable, Sendable {
        case grams(Double)
        /// No amount to weigh ("salt to taste", "a pinch of nutmeg", "parsley").
        case noAmount
        /// An amount whose unit cannot be weighed for this food ("1 bunch" of a food without bunch weights).
        case noWeight

        public var grams: Double? { if case .grams(let g) = self { g } else { nil } }
    }

    /// The line's weight for `food`.
    public static func grams(for ingredient: Ingredient, food: NutritionFood) -> Result {
        guard let amount = amount(of: ingredient) else { return .noAmount }
        let unitText = ingredient.unit?.trimmingCharacters(in: .whitespaces) ?? ""
        let unit = unitText.isEmpty ? nil : Unit.lookup(unitText)
        if unit == nil && !unitText.isEmpty {
            // A unit sous does not know ("bulb", "leaf", "ear"): the food's portions may.
            if let each = PortionChooser.countGrams(food: food, unitWord: unitText.lowercased(), ingredient: ingredient) {
                return .grams(amount * each)
            }
            return .noWeight
        }
        // "1 (15 ounce) container ricotta", "2 (14.5 oz) cans tomatoes": the bracket right after
        // the amount gives the weight of each.
        if unit == nil || unit?.dimension == .count, let each = leadingSize(of: ingredient, food: food) {
            return .grams(amount * each)
        }
        guard let unit else {
            // A bare count: "2 onions", "1 large egg", "3 garlic cloves".
            if let each = PortionChooser.countGrams(food: food, unitWord: nil, ingredient: ingredient) {
                return .grams(amount * each)
            }
            return .noWeight
        }
        if negligible.contains(unit.id) { return .noAmount }
        switch unit.dimension {
        case .mass:
            return .grams(amount * (unit.baseFactor?.doubleValue ?? 0))
        case .volume:
            let millilitres = amount * (unit.baseFactor?.doubleValue ?? 0)
            if let density = gramsPerMillilitre(food: food, ingredient: ingredient) {
                return .grams(millilitres * density)
            }
            return .noWeight
        case .count:
            // A packet the line gives the size of: "1 (14 oz) can tomatoes", "1 x 400g tin".
            if packaging.contains(unit.id), let size = statedSize(in: ingredient, food: food) {
                return .grams(amount * size)
            }
            if let each = PortionChooser.countGrams(food: food, unitWord: unit.id, ingredient: ingredient) {
                return .grams(amount * each)
            }
            if unit.id == "splash" { return .grams(amount * 15 * (gramsPerMillilitre(food: food, ingredient: ingredient) ?? 1)) }
            if let fallback = usualWeight[unit.id] { return .grams(amount * fallback) }
            return .noWeight
        }
    }

    /// The weight the unit alone gives, without knowing the food: mass units exactly, volumes at
    /// 1 g/ml. Used so a line that could not be counted still weighs in the coverage figure.
    public static func gramsFromUnitAlone(_ ingredient: Ingredient) -> Double? {
        guard let amount = amount(of: ingredient), let text = ingredient.unit, let unit = Unit.lookup(text),
              let factor = unit.baseFactor?.doubleValue else { return nil }
        switch unit.dimension {
        case .mass: return amount * factor
        case .volume: return amount * factor
        case .count: return nil
        }
    }

    /// The amount as one number: the midpoint of a range; nil when the line gives none or says
    /// it is to taste.
    public static func amount(of ingredient: Ingredient) -> Double? {
        guard let low = ingredient.quantity?.doubleValue, low.isFinite, low > 0 else { return nil }
        var value = low
        if let high = ingredient.quantityHigh?.doubleValue, high.isFinite, high > low { value = (low + high) / 2 }
        return value
    }

    /// Grams per millilitre: the food's own cup or spoon weights, then the kitchen densities,
    /// then water's 1 g/ml for a liquid; nil for a solid nothing says the weight of.
    static func gramsPerMillilitre(food: NutritionFood, ingredient: Ingredient) -> Double? {
        if let density = PortionChooser.volumeDensity(food: food, ingredient: ingredient) { return density }
        let key = ShoppingName.key(for: ingredient.name)
        if let density = IngredientDensity.gramsPerMillilitre(forKey: key)?.doubleValue { return density }
        if isLiquid(food: food, name: ingredient.name) { return 1 }
        return nil
    }

    static func isLiquid(food: NutritionFood, name: String) -> Bool {
        let words = Set(NutritionCalculator.key(for: name).split(separator: " ").map(String.init))
            // The food's kind only ("Tomatoes, canned, packed in tomato juice" is not a liquid).
            .union(NutritionCalculator.key(for: String(food.description.prefix(while: { $0 != "," })))
                .split(separator: " ").map(String.init))
        return !words.isDisjoint(with: liquidWords)
    }

    static let liquidWords: Set<String> = [
        "water", "broth", "stock", "milk", "juice", "wine", "vinegar", "sauce", "oil", "cream", "beer", "syrup",
        "beverage", "beverages", "liquid", "soup", "coffee", "tea", "rum", "brandy", "vodka", "whiskey", "sake",
        "mirin", "buttermilk", "kefir", "drink", "extract", "liqueur", "cider", "dressing",
    ]

    /// Count units too small to matter; the line counts as having no amount.
    static let negligible: Set<String> = ["pinch", "dash", "drop"]

    /// Packets whose size a line often gives in brackets.
    static let packaging: Set<String> = ["can", "tin", "jar", "packet", "bag", "box", "bottle", "sachet"]

    /// Usual weights of a count unit when the food's portions do not say: a can or tin of 400 g
    /// (the common 14-15 oz size), a knob of butter 15 g, a handful 30 g, a sprig 1 g, a stock
    /// cube 10 g, a stick (of butter) 113 g, a clove 3 g, a bunch of herbs 30 g.
    static let usualWeight: [String: Double] = [
        "can": 400, "tin": 400, "knob": 15, "handful": 30, "sprig": 1, "cube": 10, "stick": 113, "clove": 3,
        "bunch": 30, "sachet": 7, "sheet": 10, "stalk": 40, "head": 500, "slice": 30,
    ]

    /// The size in a bracket that directly follows the amount ("2 (15 ounce) cans"), not one
    /// after the name ("2 heads broccoli (about 1 1/2 lb)" is the weight of both).
    static func leadingSize(of ingredient: Ingredient, food: NutritionFood) -> Double? {
        let text = ingredient.text
        guard let open = text.firstIndex(of: "("), !text[..<open].contains(where: { $0.isLetter }),
              let close = text[open...].firstIndex(of: ")") else { return nil }
        let inside = String(text[text.index(after: open)..<close]).lowercased()
        guard let (value, unitWord) = SizeScanner(text: inside).firstMeasure(), let unit = Unit.lookup(unitWord),
              let factor = unit.baseFactor?.doubleValue else { return nil }
        switch unit.dimension {
        case .mass: return value * factor
        case .volume: return value * factor * (PortionChooser.volumeDensity(food: food, ingredient: ingredient) ?? 1)
        case .count: return nil
        }
    }

    /// The size of one packet the line states: "(14 oz)", "(400g)", "x 400 g", "15-ounce".
    static func statedSize(in ingredient: Ingredient, food: NutritionFood) -> Double? {
        let text = ([ingredient.note ?? "", ingredient.text]).joined(separator: " ").lowercased()
        let scanner = SizeScanner(text: text)
        guard let (value, unitWord) = scanner.firstMeasure(), let unit = Unit.lookup(unitWord),
              let factor = unit.baseFactor?.doubleValue else { return nil }
        switch unit.dimension {
        case .mass: return value * factor
        case .volume:
            // "1 (15 fl oz) can": fluid ounces of a canned food, at the food's density or 1 g/ml.
            let density = PortionChooser.volumeDensity(food: food, ingredient: ingredient) ?? 1
            return value * factor * density
        case .count: return nil
        }
    }
}

/// Finds "14 oz", "400g", "15-ounce" in a line's text.
struct SizeScanner {
    let text: String

    func firstMeasure() -> (Double, String)? {
        let chars = Array(text)
        var index = 0
        while index < chars.count {
            guard chars[index].isNumber else { index += 1; continue }
            var end = index
            while end < chars.count, chars[end].isNumber || chars[end] == "." { end += 1 }
            let number = Double(String(chars[index..<end]))
            var unitStart = end
            while unitStart < chars.count, chars[unitStart] == " " || chars[unitStart] == "-" { unitStart += 1 }
            var unitEnd = unitStart
            while unitEnd < chars.count, chars[unitEnd].isLetter || chars[unitEnd] == "." { unitEnd += 1 }
            var word = String(chars[unitStart..<unitEnd]).trimmingCharacters(in: CharacterSet(charactersIn: "."))
            // "fl oz", "fl. oz."
            if word == "fl" || word == "fluid" {
                var next = unitEnd
                while next < chars.count, chars[next] == " " { next += 1 }
                var nextEnd = next
                while nextEnd < chars.count, chars[nextEnd].isLetter { nextEnd += 1 }
                word += " " + String(chars[next..<nextEnd])
            }
            if let number, number > 0, !word.isEmpty, let unit = Unit.lookup(word), unit.dimension != .count {
                return (number, word)
            }
            index = max(unitEnd, index + 1)
        }
        return nil
    }
}
