/// A swap worked out for one ingredient line at the servings shown: the line's amount, and the
/// replacement's lines with their amounts ("150 g butter -> 113 g olive oil";
/// "2 eggs -> 2 tbsp ground flaxseed + 6 tbsp water").
public struct SwappedLine: Hashable, Sendable, CustomStringConvertible {
    /// The original line scaled by the factor.
    public var original: Ingredient
    public var swap: Swap
    /// What goes in instead, scaled, with `text` written out, in the swap's order. The original
    /// line's note is not carried over: "softened" or "beaten" was meant for the food replaced.
    public var replacements: [Ingredient]
    /// Set when a "per" amount could not be worked out for the line (no amount, or a unit that
    /// does not convert): the replacement's own amounts are then shown as given, "per egg".
    public var perUnknown: String?

    public init(_ ingredient: Ingredient, swap: Swap, factor: Rational = .one) {
        let scaled = Scaler.scale(ingredient, by: factor)
        original = scaled
        self.swap = swap
        var perUnknown: String?
        let count: (low: Rational, high: Rational?)?
        switch swap.ratio {
        case .times: count = nil
        case .per(let amount, let unit):
            count = SwappedLine.count(of: scaled, per: amount, unit, food: swap.foodKeys.first)
            if count == nil { perUnknown = swap.ratio.description }
        }
        replacements = swap.parts.map { part in
            var line = Ingredient(section: ingredient.section, name: part.name)
            if let amount = part.amount {
                line.unit = part.unit
                if let count {
                    line.quantity = amount * count.low
                    line.quantityHigh = count.high.map { amount * $0 }
                } else {
                    line.quantity = amount * (factor > .zero ? factor : .one)
                    if perUnknown != nil { line.note = perUnknown }
                }
            } else {
                let ratio: Rational = if case .times(let r) = swap.ratio { r } else { .one }
                line.quantity = scaled.quantity.map { $0 * ratio }
                line.quantityHigh = scaled.quantityHigh.map { $0 * ratio }
                line.unit = scaled.unit
            }
            line.text = IngredientFormatter.display(line)
            return line
        }
        self.perUnknown = perUnknown
    }

    /// "150 g unsalted butter -> 113 g olive oil"; "butter -> olive oil" without an amount.
    public var description: String {
        var food = original
        food.note = nil
        food.text = ""
        let parts = replacements.map { part -> String in
            var shown = part
            if perUnknown != nil { shown.note = nil }
            shown.text = ""
            return IngredientFormatter.display(shown)
        }
        let right = parts.joined(separator: " + ") + (perUnknown.map { " " + $0 } ?? "")
        return IngredientFormatter.display(food) + " -> " + right
    }

    /// How many `amount` `unit` the line holds: a count of the food itself ("per egg" for
    /// "2 eggs"), or a measure reached by converting units, across mass and volume through the
    /// food's density ("per cup" for "250 g plain flour" is 2).
    static func count(of line: Ingredient, per amount: Rational, _ unit: String,
                      food: String?) -> (low: Rational, high: Rational?)? {
        guard let low = line.quantity, amount > .zero else { return nil }
        func convert(_ value: Rational) -> Rational? {
            guard let perUnit = Unit.lookup(unit) else {
                // "per egg": the line counts the food when it has no unit of its own.
                let lineUnit = line.unit.flatMap(Unit.lookup)
                return line.unit == nil || lineUnit?.dimension == .count && lineUnit?.name(for: 1) == unit
                    ? value / amount : nil
            }
            guard let lineUnit = line.unit.flatMap(Unit.lookup) else { return nil }
            if let converted = lineUnit.convert(value, to: perUnit) { return converted / amount }
            guard let lineFactor = lineUnit.baseFactor, let perFactor = perUnit.baseFactor else { return nil }
            let keys = [ShoppingName.key(for: SwapFoodName.name(of: line))] + (food.map { [$0] } ?? [])
            guard let density = keys.lazy.compactMap(IngredientDensity.gramsPerMillilitre(forKey:)).first else {
                return nil
            }
            let base = value * lineFactor
            let perBase = amount * perFactor
            switch (lineUnit.dimension, perUnit.dimension) {
            case (.mass, .volume): return base / density / perBase
            case (.volume, .mass): return base * density / perBase
            default: return nil
            }
        }
        guard let lowCount = convert(low) else { return nil }
        return (lowCount, line.quantityHigh.flatMap(convert))
    }
}
