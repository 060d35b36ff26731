import Foundation

/// How the swap table compares an ingredient with its foods: both are reduced to a shopping key
/// (lower case, no preparation, last word singular: "150 g unsalted butter, softened" is
/// "unsalted butter"), and an ingredient matches the longest table food its key ends with
/// ("unsalted butter" matches "butter", "light soy sauce" matches "soy sauce" before "sauce").
/// A looser match cannot make a dish unsafe: a swap is offered only when it takes out every
/// conflicting bit the detector found in the line.
enum SwapFoodName {
    static func key(_ name: String) -> String {
        ShoppingName.key(for: name)
    }

    /// The keys to look up for `ingredient`, most specific first.
    static func candidates(for ingredient: Ingredient) -> [String] {
        let words = key(name(of: ingredient)).split(separator: " ")
        return words.indices.map { words[$0...].joined(separator: " ") }
    }

    /// The food's name: the parsed name, or the written line without its amount and unit.
    static func name(of ingredient: Ingredient) -> String {
        let name = ingredient.name.trimmingCharacters(in: .whitespaces)
        if !name.isEmpty { return name }
        var rest = Substring(ingredient.text)
        if let (_, after) = QuantityParser.parseLeading(rest) { rest = after }
        let words = rest.split(separator: " ", maxSplits: 1)
        if let first = words.first, Unit.lookup(String(first)) != nil {
            rest = words.count > 1 ? words[1] : ""
        }
        return String(rest)
    }
}
