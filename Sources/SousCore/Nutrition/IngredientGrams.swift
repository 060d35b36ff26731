import Foundation

/// How much an ingredient line weighs, for its food: mass units directly, volumes through the
/// food's own cup and spoon weights (then kitchen densities, then 1 g/ml for liquids only),
/// counts ("2 onions", "3 cloves garlic", "1 large egg") through the food's household portions.
/// A range ("2-3") weighs its first amount (closer to the figures recipe pages publish); a line with no amount, "to taste" or "a pinch" weighs nothing.
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
        grams(for: ingredient, food: food, portions: PreparedPortion.prepare(food))
    }

    /// The line's weight for `food` whose portions are already read (the calculator keeps them).
    static func grams(for ingredient: Ingredient, food: NutritionFood, portions: [PreparedPortion]) -> Result {
        let result = netGrams(for: ingredient, food: food, portions: portions)
        guard case .grams(let grams) = result else { return result }
        return .grams(grams * DrainedCan.share(of: ingredient, food: food))
    }

    /// The line's weight as it says it: a can by its net weight, liquid and all.
    private static func netGrams(for ingredient: Ingredient, food: NutritionFood, portions: [PreparedPortion]) -> Result {
        guard let amount = amount(of: ingredient) else { return .noAmount }
        let unitText = ingredient.unit?.trimmingCharacters(in: .whitespaces) ?? ""
        let unit = unitText.isEmpty ? nil : Unit.lookup(unitText)
        if let unit, negligible.contains(unit.id) { return .noAmount }
        if let unit, unit.dimension == .mass {
            return .grams(BoneShares.standard.meat(in: amount * (unit.baseFactor?.doubleValue ?? 0), of: ingredient))
        }
        let line = LineWords(ingredient)
        let weighing = Weighing(ingredient: ingredient, food: food, portions: portions, line: line, unitID: unit?.id)
        // A weight the line gives in brackets: "2 (15 ounce) cans", "2 tsp (8g)", "4 salmon fillets
        // (about 6 oz each)", "2 heads broccoli (about 1 1/2 lb)".
        if let stated = bracketWeight(in: ingredient, unit: unit, unitText: unitText, weighing) {
            switch stated {
            case .each(let grams): return .grams(BoneShares.standard.meat(in: amount * grams, of: ingredient))
            case .total(let grams): return .grams(BoneShares.standard.meat(in: grams, of: ingredient))
            }
        }
        if unit == nil && !unitText.isEmpty {
            // A unit sous does not know ("bulb", "leaf", "ear", "container"): the food's portions may.
            let word = ShoppingName.singular(unitText.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".")))
            if let each = PortionChooser.countGrams(portions, food: food, unitWord: unitText.lowercased(), line: line) {
                return .grams(amount * each)
            }
            if packagingWords.contains(word), let size = statedSize(in: ingredient, weighing) {
                return .grams(amount * size)
            }
            if let each = wholeItem(word, weighing) ?? ItemWeights.standard.grams(forName: ingredient.name, unit: word) ?? usualWeight[word] {
                return .grams(amount * each)
            }
            return .noWeight
        }
        guard let unit else {
            // "1 14-ounce can coconut milk": a packet sized in the text.
            if !line.words.isDisjoint(with: packagingWords), let size = statedSize(in: ingredient, weighing) {
                return .grams(amount * size)
            }
            // A bare count: "2 onions", "1 large egg", "3 garlic cloves".
            if let each = ItemWeights.standard.particularGrams(forName: ingredient.name)
                ?? PortionChooser.countGrams(portions, food: food, unitWord: nil, line: line) {
                return .grams(amount * each)
            }
            // A count unit written in the name ("1 bouillon cube", "2 garlic cloves") the food has no portion for.
            let nameWords = NutritionCalculator.key(for: ingredient.name).split(separator: " ").map { ShoppingName.singular(String($0)) }
            if let each = ItemWeights.standard.grams(forName: ingredient.name) { return .grams(amount * each) }
            if let word = nameWords.first(where: { usualWeight[$0] != nil }), let each = usualWeight[word] {
                return .grams(amount * each)
            }
            return .noWeight
        }
        switch unit.dimension {
        case .mass:
            return .grams(amount * (unit.baseFactor?.doubleValue ?? 0))
        case .volume:
            let millilitres = amount * (unit.baseFactor?.doubleValue ?? 0)
            if let density = weighing.gramsPerMillilitre() { return .grams(millilitres * density) }
            return .noWeight
        case .count:
            // A packet the line gives the size of: "1 can (14 oz) tomatoes", "1 x 400g tin".
            if packaging.contains(unit.id), let size = statedSize(in: ingredient, weighing) {
                return .grams(amount * size)
            }
            if let each = PortionChooser.countGrams(portions, food: food, unitWord: unit.id, line: line) {
                return .grams(amount * each)
            }
            if let each = wholeItem(unit.id, weighing) ?? ItemWeights.standard.grams(forName: ingredient.name, unit: unit.id) {
                return .grams(amount * each)
            }
            if unit.id == "splash" { return .grams(amount * 15 * (weighing.gramsPerMillilitre() ?? 1)) }
            if let fallback = usualWeight[unit.id] { return .grams(amount * fallback) }
            return .noWeight
        }
    }

    /// Grams of one item when the unit only says "one of them" ("piece", "pc", "item", "Stück")
    /// or "one pack" ("packet", "sheet", "loaf"): the food's whole-item portion, then the usual
    /// weight of one (`ItemWeights`). Nil for other units and foods nothing gives a weight for.
    static func wholeItem(_ unitWord: String, _ weighing: Weighing) -> Double? {
        if itemUnits.contains(unitWord),
           let each = ItemWeights.standard.particularGrams(forName: weighing.ingredient.name)
            ?? PortionChooser.countGrams(weighing.portions, food: weighing.food, unitWord: nil, line: weighing.line) {
            return each
        }
        guard itemUnits.contains(unitWord) || packUnits.contains(unitWord) else { return nil }
        return ItemWeights.standard.grams(forName: weighing.ingredient.name)
    }

    /// Units that count whole items of the food.
    static let itemUnits: Set<String> = ["piece", "pc", "pce", "item", "number", "no", "nos", "whole", "unit", "each", "ea"]
    /// Units that count packs or sheets, weighed by the usual pack when the line gives no size.
    static let packUnits: Set<String> = [
        "packet", "package", "pack", "bag", "box", "sachet", "envelope", "sheet", "loaf", "block", "carton", "tub", "container",
    ]

    /// One line being weighed against one food.
    struct Weighing {
        let ingredient: Ingredient
        let food: NutritionFood
        let portions: [PreparedPortion]
        let line: LineWords
        let unitID: String?

        /// Grams per millilitre: the food's own cup or spoon weights, then the kitchen densities,
        /// then water's 1 g/ml for a liquid; nil for a solid nothing says the weight of.
        func gramsPerMillilitre() -> Double? {
            if let density = PortionChooser.volumeDensity(portions, line: line, lineUnitID: unitID) { return density }
            // "plain greek yogurt" tries "greek yogurt", then "yogurt"; then each word ("parmesan").
            let all = ShoppingName.key(for: ingredient.name).split(separator: " ")
            var words = all[...]
            while !words.isEmpty {
                let key = words.joined(separator: " ")
                if let density = IngredientDensity.gramsPerMillilitre(forKey: key)?.doubleValue ?? IngredientGrams.gramsPerCup[key].map({ $0 / 236.588 }) {
                    return density
                }
                words.removeFirst()
            }
            // A liquid before any single word of its name ("chicken stock" is not chicken).
            if IngredientGrams.isLiquid(food: food, name: ingredient.name) { return 1 }
            for word in all {
                if let density = IngredientDensity.gramsPerMillilitre(forKey: String(word))?.doubleValue
                    ?? IngredientGrams.gramsPerCup[String(word)].map({ $0 / 236.588 }) {
                    return density
                }
            }
            return nil
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

    /// The amount as one number: a range's first amount ("3-4 chicken breasts" counts 3; on the
    /// pages that publish their nutrition, the first amount comes closer to their figure than
    /// the midpoint); nil when the line gives none or says it is to taste.
    public static func amount(of ingredient: Ingredient) -> Double? {
        guard let low = ingredient.quantity?.doubleValue, low.isFinite, low > 0 else { return nil }
        return low
    }

    /// Cup weights for foods the table often gives only by the ounce: nuts and seeds, chocolate
    /// chips, crisps, shredded cheese, dried fruit (usual kitchen figures).
    static let gramsPerCup: [String: Double] = [
        "nut": 140, "cashew": 140, "almond": 140, "walnut": 120, "pecan": 110, "peanut": 145, "pistachio": 125,
        "hazelnut": 135, "seed": 140, "chocolate chip": 170, "chip": 30, "tortilla chip": 30, "crisp": 30,
        "cheese": 113, "raisin": 145, "cranberry": 120, "date": 150, "coconut": 85, "breadcrumb": 108, "crumb": 108,
        // Dry powders and flakes spooned from a jar, and starches.
        "powder": 110, "flake": 90, "starch": 130, "nutritional yeast": 60, "yeast": 140,
        // Cooked meat measured by the cup is shredded or diced.
        "chicken": 140, "turkey": 140,
    ]

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
        // Soft foods poured or spooned like liquids, near enough 1 g/ml.
        "yogurt", "yoghurt", "puree", "applesauce", "ketchup", "mayonnaise", "salsa", "pesto", "gravy", "custard",
    ]

    /// Count units too small to matter; the line counts as having no amount.
    static let negligible: Set<String> = ["pinch", "dash", "drop"]

    /// Packets whose size a line often gives in brackets.
    static let packaging: Set<String> = ["can", "tin", "jar", "packet", "bag", "box", "bottle", "sachet"]
    public static let packagingWords: Set<String> = [
        "can", "tin", "jar", "packet", "package", "bag", "box", "bottle", "sachet", "container", "carton", "tub", "pack", "loaf",
        "block", "envelope",
    ]

    /// Usual weights of a count unit when the food's portions do not say: a can or tin of 400 g
    /// (the common 14-15 oz size), a knob of butter 15 g, a handful 30 g, a sprig 1 g, a stock
    /// cube 10 g, a stick 10 g (a carrot or celery stick; butter and margarine have their own stick
    /// of 113 g in the table's portions), a clove 3 g, a bunch of herbs 30 g, a scoop (of protein
    /// powder) 30 g.
    static let usualWeight: [String: Double] = [
        "can": 400, "tin": 400, "knob": 15, "handful": 30, "sprig": 1, "cube": 10, "stick": 10, "clove": 3,
        "bunch": 30, "sachet": 7, "sheet": 10, "stalk": 40, "head": 500, "slice": 30, "scoop": 30,
        // A celery rib is a stalk; a loaf of bread the usual 1 lb; a thumb or an inch of ginger.
        "rib": 40, "loaf": 450, "thumb": 15, "inch": 10,
        // A dry lasagna noodle (a 1 lb box holds about 20); a sea scallop.
        "noodle": 20, "scallop": 30,
    ]

    /// Words in brackets after a measured amount that weigh something else than the amount: a
    /// packet ("from a 400g can"), or each piece.
    static let notTheWholeAmount: Set<String> = packagingWords.union(["each", "from", "per"])

    enum Stated { case each(Double), total(Double) }

    /// A weight the line gives in brackets. Right after the amount it weighs each item ("2 (15
    /// ounce) cans"); right after a measure it weighs the whole amount ("2 tsp (8g)", "1 cup
    /// (220 g)"); after the name it weighs each when it says so ("(about 6 oz each)") and the
    /// whole amount otherwise ("2 heads broccoli (about 1 1/2 lb)", "1/3 cup nutritional yeast
    /// (27g)"). Only masses count there
    /// (a volume in brackets, "(355 ml)", says no more than the unit), except the leading size
    /// of a packet, which may be fluid ounces.
    static func bracketWeight(in ingredient: Ingredient, unit: Unit?, unitText: String, _ weighing: Weighing) -> Stated? {
        let text = ingredient.text
        guard text.contains("(") else { return nil }
        var searchStart = text.startIndex
        while let open = text[searchStart...].firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            defer { searchStart = text.index(after: close) }
            let inside = String(text[text.index(after: open)..<close]).lowercased()
            guard let (value, unitWord) = SizeScanner(text: inside).firstMeasure(), let measure = Unit.lookup(unitWord),
                  let factor = measure.baseFactor?.doubleValue else { continue }
            let before = text[..<open].lowercased()
            let letters = before.split(whereSeparator: { !$0.isLetter }).joined(separator: " ")
            if letters.isEmpty {
                // Leading: the size of each.
                guard unit == nil || unit?.dimension == .count else { return nil }
                switch measure.dimension {
                case .mass: return .each(value * factor)
                case .volume: return .each(value * factor * (weighing.gramsPerMillilitre() ?? 1))
                case .count: return nil
                }
            }
            guard measure.dimension == .mass else { continue }
            if let unit, Unit.lookup(letters)?.id == unit.id || letters == unitText.lowercased() {
                // Right after the measure ("2 tsp (8g)"): the whole amount; after a packet
                // ("2 cans (15 oz)"), each.
                return packaging.contains(unit.id) ? .each(value * factor) : .total(value * factor)
            }
            // After the name of a measured amount ("1/3 cup nutritional yeast (27g)", "2 cups
            // cheddar, (divided (240g))"): the page weighed the whole amount, unless the bracket
            // is about a packet or each piece.
            if unit?.dimension == .volume {
                let insideWords = Set(inside.split(whereSeparator: { !$0.isLetter }).map(String.init))
                guard insideWords.isDisjoint(with: notTheWholeAmount) else { return nil }
                return .total(value * factor)
            }
            guard unit == nil || unit?.dimension == .count else { return nil }
            if inside.contains("each") || (unit.map { packaging.contains($0.id) } ?? false) { return .each(value * factor) }
            return .total(value * factor)
        }
        return nil
    }

    /// The size of one packet the line states: "(14 oz)", "(400g)", "x 400 g", "15-ounce".
    static func statedSize(in ingredient: Ingredient, _ weighing: Weighing) -> Double? {
        let text = ([ingredient.note ?? "", ingredient.text]).joined(separator: " ").lowercased()
        let scanner = SizeScanner(text: text)
        guard let (value, unitWord) = scanner.firstMeasure(), let unit = Unit.lookup(unitWord),
              let factor = unit.baseFactor?.doubleValue else { return nil }
        switch unit.dimension {
        case .mass: return value * factor
        case .volume:
            // "1 (15 fl oz) can": fluid ounces of a canned food, at the food's density or 1 g/ml.
            return value * factor * (weighing.gramsPerMillilitre() ?? 1)
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
            // The amount as the line parser reads it: "1/4 pound", "1½ lb", "15 to 16-ounce"
            // (a range weighs its first amount).
            let remaining = String(chars[index...])
            var end = index
            var number: Double?
            if let (range, rest) = QuantityParser.parseLeading(Substring(remaining)) {
                number = range.low.doubleValue
                end = index + remaining.count - rest.count
                // parseLeading drops the spaces after the amount; a unit still has to follow.
                while end > index, chars[end - 1] == " " { end -= 1 }
            } else {
                while end < chars.count, chars[end].isNumber || chars[end] == "." { end += 1 }
                number = Double(String(chars[index..<end]))
                if end == index { end += 1 }
            }
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
