/// Writes an ingredient as one readable line, "1 1/2 cups flour, sifted", optionally scaled.
public enum IngredientFormatter {
    /// Unscaled, the line as the recipe wrote it ("2 small red chillies, roughly chopped").
    /// Scaled: amount and unit (see KitchenFormatter), then the name as given (names are never
    /// pluralised: "1 1/2 egg" is clumsy, but "eggs" guessed wrongly would be worse), then the
    /// note after a comma. Without an amount: the unit if any, the name and the note ("salt,
    /// to taste"). When nothing structured is known, the original text.
    public static func display(_ ingredient: Ingredient, factor: Rational = .one) -> String {
        let written = trimmed(ingredient.text)
        if factor == .one, !written.isEmpty { return written }
        let scaled = Scaler.scale(ingredient, by: factor)
        var words: [String] = []
        let unit = scaled.unit.map(trimmed) ?? ""
        if let low = scaled.quantity {
            words.append(KitchenFormatter.format(low: low, high: scaled.quantityHigh, unit: unit))
        } else if !unit.isEmpty {
            words.append(unit)
        }
        let name = trimmed(scaled.name)
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
