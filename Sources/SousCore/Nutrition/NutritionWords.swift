/// Words of an ingredient name or a USDA description as the food matcher compares them:
/// lower case without accents (see `IngredientWords`), singular ("tomatoes" is "tomato",
/// "berries" is "berry", "leaves" is "leaf") and with a few spellings made one ("chilli" and
/// "chile" are "chili", "yoghurt" is "yogurt", "mince" is "ground" as the USDA says).
enum NutritionWords {
    static func words(_ text: String) -> [String] {
        IngredientWords(line: text).words.map { word in
            let single = singular(word)
            return spellings[single] ?? single
        }
    }

    /// The singular of an English plural, by rule; words that only look plural stay as they are
    /// ("asparagus", "cress", "hummus"). Both sides go through it, so a wrong guess still matches.
    static func singular(_ word: String) -> String {
        guard word.count > 3, !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") else { return word }
        if let irregular = irregulars[word] { return irregular }
        // "berries" is "berry", while "pies" is "pie" (no two-letter stem takes "y").
        if word.hasSuffix("ies") { return word.count > 5 ? String(word.dropLast(3)) + "y" : String(word.dropLast()) }
        if word.hasSuffix("oes") { return String(word.dropLast(2)) }
        if word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") || word.hasSuffix("zes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        return word
    }

    private static let irregulars: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife",
    ]

    /// One spelling for words written several ways (after `singular`).
    private static let spellings: [String: String] = [
        "chilli": "chili", "chilly": "chili", "chile": "chili", "yoghurt": "yogurt", "flatleaf": "parsley",
        "mince": "ground", "minced": "ground", "peppercorn": "pepper", "wholemeal": "whole", "wholewheat": "whole",
        "soured": "sour", "raising": "rising", "mangoe": "mango", "mangos": "mango",
    ]
}
