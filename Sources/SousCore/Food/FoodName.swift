/// The food a parsed ingredient names, without the container or amount words the line parser
/// leaves in the name: "bag of potatoes" is potatoes, "a bowl of apples" apples, and a name that
/// is only a container ("400 g tin chopped tomatoes" read as "tin") is the food in its note.
public enum FoodName {
    public static func of(_ ingredient: Ingredient, words: FoodStateWords = .standard) -> String {
        let name = strip(ingredient.name, words)
        if !name.isEmpty { return name }
        let note = ingredient.note ?? ""
        let firstPart = note.prefix { $0 != "," && $0 != "(" && $0 != ";" }
        let fromNote = strip(String(firstPart), words)
        return fromNote.isEmpty ? ingredient.name : fromNote
    }

    /// `name` without leading portion words ("bag of", "a few tins of").
    static func strip(_ name: String, _ words: FoodStateWords) -> String {
        var parts = name.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let first = parts.first, words.portions.contains(first.lowercased()) { parts = parts.dropFirst() }
        return parts.joined(separator: " ")
    }
}
