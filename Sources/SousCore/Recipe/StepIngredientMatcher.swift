/// Which ingredients a step's text mentions, for recipes whose steps do not link them (web
/// pages, plain text): "each chicken leg" uses "6 chicken legs", "blend the garlic" uses
/// "4 garlic cloves", "the chillies" uses "2 red chillies". Words are compared singular and
/// without preparation; a bare word that could name many foods ("sauce", "oil") is not enough.
public enum StepIngredientMatcher {
    public static func indices(of ingredients: [Ingredient], usedIn text: String) -> [Int] {
        let words = ShoppingName.words(of: text)
        let step = " " + words.joined(separator: " ") + " "
        return ingredients.indices.filter { index in
            names(for: ingredients[index].name).contains { step.contains(" " + $0 + " ") }
        }
    }

    /// What the step may call an ingredient: its whole name, its last two words ("soy sauce"),
    /// its last word ("chilli" for "red chillies"), or its first when the last only counts
    /// pieces ("garlic" for "garlic cloves").
    static func names(for name: String) -> [String] {
        let key = ShoppingName.key(for: name)
        let parts = key.split(separator: " ").map(String.init)
        guard let last = parts.last else { return [] }
        var names = [key]
        // "soy sauce" for "light soy sauce".
        if parts.count > 2 { names.append(parts.suffix(2).joined(separator: " ")) }
        if parts.count > 1 {
            if pieceWords.contains(last), let first = parts.first, first.count >= 3, !generic.contains(first) { names.append(first) }
            else if !generic.contains(last), !pieceWords.contains(last), last.count >= 3 { names.append(last) }
        }
        return names
    }

    static let pieceWords: Set<String> = ["clove", "stalk", "sprig", "leaf", "slice", "piece", "fillet", "stick", "head", "bunch"]
    static let generic: Set<String> = ["sauce", "oil", "juice", "powder", "paste", "extract", "seed", "flake", "zest",
                                       "light", "dark", "red", "green", "white", "black", "fresh", "dried", "ground"]
}
