/// An explicit "free from" word in a line: "gluten-free", "nut free", "free from dairy",
/// "vegan". It takes its groups out of the one food it qualifies, nothing else.
///
/// Only these forms count, because a missed allergen is worse than a false alarm:
/// - `<group>-free` or `<group> free` ("egg-free mayonnaise", "peanut-free"),
/// - `free from <group> [and <group>]`,
/// - `vegan` (takes out everything the vegan diet excludes: "vegan butter", "vegan mayo"),
/// - `unsulphured` (takes out sulphites: "unsulphured dried apricots").
/// "Lactose-free" (still milk), "wheat-free" (may still be rye or barley), "non-dairy" (creamers
/// often contain casein), "low-gluten" and "meat-free" (meat substitutes often contain egg or
/// gluten, which the food's entry would not say) take nothing out.
struct FreeFromQualifier: Equatable {
    /// The qualifier's words in the line.
    var start: Int
    var end: Int
    /// What it takes out of the food it qualifies.
    var removes: FoodContents

    /// The group words a free-from qualifier accepts.
    static let groups: [String: FoodContents] = [
        "gluten": FoodContents(.gluten),
        "dairy": FoodContents(.milk), "milk": FoodContents(.milk),
        "egg": FoodContents(.eggs), "eggs": FoodContents(.eggs),
        "nut": FoodContents(allergens: [.treeNuts, .peanuts]), "nuts": FoodContents(allergens: [.treeNuts, .peanuts]),
        "peanut": FoodContents(.peanuts), "peanuts": FoodContents(.peanuts),
        "soy": FoodContents(.soybeans), "soya": FoodContents(.soybeans),
        "sesame": FoodContents(.sesame),
        "fish": FoodContents(.fish),
        "shellfish": FoodContents(allergens: [.crustaceans, .molluscs]),
        "crustacean": FoodContents(.crustaceans), "crustaceans": FoodContents(.crustaceans),
        "mustard": FoodContents(.mustard),
        "celery": FoodContents(.celery),
        "sulphite": FoodContents(.sulphites), "sulphites": FoodContents(.sulphites),
        "sulfite": FoodContents(.sulphites), "sulfites": FoodContents(.sulphites),
        "lupin": FoodContents(.lupin),
        "alcohol": .alcohol,
    ]

    /// Dried fruit sold without sulphur dioxide.
    static let unsulphured: Set<String> = ["unsulphured", "unsulfured", "unsulphurised", "unsulfurized", "unsulphurized"]

    /// Every qualifier in a line, in order. "Free" must follow its group word directly (no
    /// punctuation between) and must not be "free-range": "eggs (free-range)" keeps its eggs.
    static func find(in text: IngredientWords) -> [FreeFromQualifier] {
        let words = text.words
        var found: [FreeFromQualifier] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "vegan" {
                found.append(FreeFromQualifier(start: index, end: index + 1, removes: Diet.vegan.excludes))
            } else if unsulphured.contains(word) {
                found.append(FreeFromQualifier(start: index, end: index + 1, removes: FoodContents(.sulphites)))
            } else if word == "free", index + 1 < words.count, words[index + 1] == "from", !text.breakBefore[index + 1] {
                var end = index + 2
                var removes = FoodContents()
                while end < words.count, let group = groups[words[end]] {
                    removes.formUnion(group)
                    end += 1
                    if end + 1 < words.count, words[end] == "and", groups[words[end + 1]] != nil { end += 1 }
                }
                if !removes.isEmpty {
                    found.append(FreeFromQualifier(start: index, end: end, removes: removes))
                    index = end
                    continue
                }
            } else if let group = groups[word], index + 1 < words.count, words[index + 1] == "free",
                      !text.breakBefore[index + 1], index + 2 >= words.count || words[index + 2] != "range" {
                // "tree nut free": "tree" belongs to the qualifier too.
                let start = word.hasPrefix("nut") && index > 0 && words[index - 1] == "tree" ? index - 1 : index
                let removes = start < index ? FoodContents(.treeNuts) : group
                found.append(FreeFromQualifier(start: start, end: index + 2, removes: removes))
                index += 2
                continue
            }
            index += 1
        }
        return found
    }
}
