/// The word lists the nutrition food matcher scores with. Each list is about a kind of word,
/// never about one food: the foods themselves come from the table and `aliases.txt`.
enum NutritionMatchWords {
    /// Words of an ingredient name that do not change which food it is: preparation, size,
    /// temperature, quality ("finely chopped large fresh ripe").
    static let filler: Set<String> = [
        "chopped", "diced", "sliced", "finely", "roughly", "thinly", "coarsely", "large", "small", "medium", "big",
        "fresh", "freshly", "ripe", "cold", "warm", "hot", "boiling", "lukewarm", "cool", "iced", "good", "quality",
        "free", "range", "organic", "handful", "of", "a", "an", "the", "to", "taste", "trimmed", "peeled", "grated",
        "crushed", "and", "or", "extra", "mature", "raw", "baby", "young", "new", "unwaxed", "halved", "quartered",
        "shredded", "torn", "pitted", "deseeded", "softened", "melted", "beaten", "picked", "washed", "plus", "more",
        "for", "serving", "dusting", "greasing", "frying", "garnish", "optional", "whole", "loose",
    ]

    /// The shape a food comes in ("cinnamon stick", "garlic clove"): dropped from the end of a
    /// name that has other words.
    static let forms: Set<String> = [
        "stick", "pod", "clove", "leaf", "fillet", "sprig", "strand", "piece", "slice", "wedge", "cube", "head",
        "bunch", "segment", "floret", "stalk", "sheet",
    ]

    /// Nouns that say what form a food was made into ("ginger garlic paste", "chestnut puree"):
    /// a food of that form made of something else ("almond paste") is not the line's food.
    static let madeForms: Set<String> = ["paste", "puree", "powder", "pulp"]

    /// Description words that make it a different food from what a name without them means:
    /// processed, cooked, preserved, flavoured or made for someone else.
    static let changing: [String: Double] = {
        var weights: [String: Double] = [:]
        for word in ["frozen", "cooked", "boiled", "roasted", "fried", "dehydrated", "dried", "infant", "imitation",
                     "low", "reduced", "nonfat", "lowfat", "light", "diet", "sweetened", "prepared", "mix", "substitute",
                     "flavored", "baked", "braised", "broiled", "grilled", "stewed", "microwaved", "steamed", "sauteed",
                     "pickled", "concentrate", "condensed", "evaporated", "heated", "toasted", "glazed", "breaded", "battered", "juice",
                     "powder", "paste", "sauce", "syrup", "lean", "meatless", "deli", "rotisserie", "seasoned",
                     "prepackaged", "vinegar", "chocolate", "loaf", "dessert", "candied", "smoked", "cured", "sliced", "flavor", "topping", "free", "chip",
                     // Fat rendered from a meat, and the organs and offcuts of an animal: a name
                     // that does not say them means the meat ("cooked bacon", "whole chicken", "turkey").
                     "rendered", "heart", "liver", "gizzard", "giblet", "kidney", "brain", "tongue", "tripe", "lung", "spleen",
                     "pancreas", "suet", "chitterling", "jowl", "thymus", "mechanically"] {
            weights[word] = 2
        }
        for word in ["canned", "skin", "drained", "refrigerated", "peeled"] {
            weights[word] = 1
        }
        return weights
    }()

    /// Two description words that together make it a different food ("variety meats" are offal,
    /// while "variety" alone marks the commonest form, "all varieties"). Cost as for `changing`.
    static let changingPhrases: [String: Double] = ["variety meat": 2.5, "by product": 1, "separable fat": 2.5]

    /// Description groups whose foods are sold dried ("Seeds, sunflower seed kernels, dried"):
    /// there "dried" costs nothing: it is how the food is sold, not a different food.
    static let soldDried: Set<String> = ["seed", "nut"]

    /// Description words that mark the plain, raw or commonest form of a food.
    static let plain: [String: Double] = [
        "raw": 1, "fresh": 0.3, "whole": 0.5, "all": 0.3, "purpose": 0.3, "granulated": 0.6, "plain": 0.3,
        "regular": 0.3, "salted": 0.2, "white": 0.2, "average": 0.8, "variety": 0.5, "unprepared": 0.3,
        "broiler": 0.3, "ripe": 0.3, "solid": 0.2,
    ]

    /// Description words that say nothing about the food ("with added vitamin D", "8 grams per ounce").
    static let neutral: Set<String> = [
        "and", "or", "with", "in", "of", "to", "by", "ns", "nfs", "includes", "include", "gram", "protein", "ounce",
        "per", "added", "vitamin", "d", "a", "c", "milkfat", "fluid", "made", "from", "type", "form", "fat",
    ]

    /// A description's first words that only name its group ("Spices, pepper, black";
    /// "Alcoholic beverage, wine, table, red"): the food's own name is the next part.
    static let groupNames: Set<String> = [
        "spice", "beverage", "alcoholic", "nut", "seed", "fish", "mollusk", "crustacean", "leavening", "agent",
        "snack", "candy", "cereal", "soup", "game", "meat",
    ]
}
