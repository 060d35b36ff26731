/// Writes an ingredient as one readable line, "1 1/2 cups flour, sifted", optionally scaled.
public enum IngredientFormatter {
    /// Unscaled, the line as the recipe wrote it ("2 small red chillies, roughly chopped").
    /// Scaled: amount and unit (see KitchenFormatter; at factor 1 metric amounts are the
    /// recipe's own and not rounded), then the name, a counted one agreeing with
    /// its amount ("1 1/2 onions", see CountNoun), then the note after a comma. Without an amount: the unit if any, the name and the note ("salt,
    /// to taste"). When nothing structured is known, the original text.
    public static func display(_ ingredient: Ingredient, factor: Rational = .one) -> String {
        let written = trimmed(ingredient.text)
        if factor == .one, !written.isEmpty { return written }
        let scaled = Scaler.scale(ingredient, by: factor)
        var words: [String] = []
        let unit = scaled.unit.map(trimmed) ?? ""
        if let low = scaled.quantity {
            words.append(KitchenFormatter.format(low: low, high: scaled.quantityHigh, unit: unit, exact: factor == .one))
        } else if !unit.isEmpty {
            words.append(unit)
        }
        var name = trimmed(scaled.name)
        if unit.isEmpty, let low = scaled.quantity { name = CountNoun.agreeing(name, with: scaled.quantityHigh ?? low) }
        if !name.isEmpty { words.append(name) }
        var line = words.joined(separator: " ")
        if line.isEmpty { return trimmed(ingredient.text) }
        if let note = scaled.note.map(trimmed), !note.isEmpty {
            line += ", " + note
        }
        return line
    }

    static func trimmed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
