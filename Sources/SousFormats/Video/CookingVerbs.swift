/// The verbs of cooking, in every form a caption or a speaker uses them ("add", "adding",
/// "added"), so a sentence can be told to be a step: "toss the noodles through" is one, "this one
/// is on repeat in my house" is not.
enum CookingVerbs {
    static let stems = [
        "add", "bake", "baste", "beat", "blanch", "blend", "blitz", "boil", "braise", "bring", "broil", "brown", "brush",
        "caramelise", "caramelize", "char", "chill", "chop", "coat", "combine", "cook", "cool", "cover", "crack", "crisp",
        "crush", "cube", "cut", "deglaze", "dice", "dip", "dissolve", "divide", "drain", "dredge", "drizzle", "drop", "dunk",
        "dust", "fill", "finish", "flip", "fold", "freeze", "fry", "garnish", "glaze", "grate", "grease", "grill", "grind",
        "heat", "julienne", "knead", "ladle", "layer", "line", "marinate", "mash", "massage", "melt", "microwave", "mince",
        "mix", "pat", "peel", "pile", "pipe", "place", "poach", "pop", "pour", "preheat", "press", "pulse", "puree", "purée",
        "put", "reduce", "refrigerate", "remove", "rest", "rinse", "roast", "roll", "rub", "salt", "saute", "sauté",
        "scatter", "score", "scramble", "scoop", "sear", "season", "serve", "shake", "shape", "shred", "sift", "simmer",
        "sizzle", "skewer", "slice", "smash", "soak", "soften", "spoon", "spread", "sprinkle", "squeeze", "stack", "steam",
        "stir", "strain", "stuff", "swirl", "taste", "thicken", "thread", "throw", "toast", "top", "toss", "transfer",
        "trim", "turn", "warm", "wash", "whip", "whisk", "wilt", "wrap", "zest", "drop", "tip", "lay", "let", "leave",
        "set", "assemble", "take", "grab", "bash", "blister", "char", "crumble", "cream", "debone", "defrost", "thaw", "tear",
        "pound",
    ]

    /// Every form of every stem: "bake", "bakes", "baked", "baking"; "chop", "chopped", "chopping".
    static let forms: Set<String> = {
        var forms = Set<String>()
        for stem in stems {
            forms.insert(stem)
            forms.insert(stem.hasSuffix("sh") || stem.hasSuffix("ss") || stem.hasSuffix("x") || stem.hasSuffix("z") ? stem + "es" : stem + "s")
            let base = stem.hasSuffix("e") ? String(stem.dropLast()) : stem
            forms.insert(base + "ing")
            forms.insert(base + "ed")
            // "chop" → "chopped": one vowel between consonants at the end doubles the last consonant.
            let letters = Array(stem)
            if letters.count >= 3, !isVowel(letters[letters.count - 1]), isVowel(letters[letters.count - 2]),
               !isVowel(letters[letters.count - 3]), !"wxy".contains(letters[letters.count - 1]) {
                let doubled = stem + String(letters[letters.count - 1])
                forms.insert(doubled + "ing")
                forms.insert(doubled + "ed")
            }
            if stem.hasSuffix("y") {
                forms.insert(String(stem.dropLast()) + "ies")
                forms.insert(String(stem.dropLast()) + "ied")
            }
        }
        return forms
    }()

    static func isVowel(_ c: Character) -> Bool { "aeiou".contains(c) }

    /// Words a sentence may open with before its verb: "then add", "now stir", "once hot, flip".
    static let openers: Set<String> = [
        "then", "now", "next", "and", "so", "first", "firstly", "finally", "lastly", "meanwhile", "just", "simply",
        "gently", "quickly", "carefully", "slowly", "ok", "okay", "alright", "after", "afterwards", "also", "um", "uh",
        "we're", "were", "i'm", "im", "you", "we", "i", "going", "gonna", "to", "want", "wanna", "need", "go", "ahead",
        "let's", "lets", "can", "will", "i'll", "we'll", "you'll", "should", "start", "by", "right", "well", "then,",
    ]

    /// The plain forms ("add", "stir"), which an instruction opens with.
    static let baseForms: Set<String> = Set(stems)

    /// Stems that are also foods or kitchen nouns ("salt", "brown sugar", "cream", "toast"): they
    /// open an instruction only when what follows reads as one ("salt the cucumbers", not "salt
    /// and pepper").
    static let ambiguous: Set<String> = [
        "salt", "cream", "brown", "zest", "top", "cube", "line", "pipe", "rest", "tip", "warm", "cool", "dust", "finish",
        "drop", "crack", "stack", "pile", "press", "shape", "char", "score", "set", "lay", "let", "leave", "pop", "put",
        "turn", "taste", "thread", "dip", "glaze", "spread", "crisp", "mash", "puree", "purée", "scramble", "smash",
        "stuff", "wrap", "toast", "grill", "roast", "steam", "fill", "sizzle", "season", "cut", "slice", "chop", "crumble",
        "tear", "bash", "drizzle", "squeeze", "sprinkle", "splash", "pinch", "dash", "pound",
    ]

    /// Words after an ambiguous stem that make it an instruction: "top with basil", "rest it".
    static let instructionFollowers: Set<String> = [
        "the", "a", "an", "it", "them", "everything", "all", "your", "some", "in", "into", "on", "onto", "over", "with",
        "until", "till", "for", "off", "up", "down", "out", "together", "through", "both", "each", "half", "this", "these",
        "those", "well", "gently", "generously", "lightly", "again", "aside", "to", "at", "from", "any", "whatever",
    ]

    /// Whether a sentence is an instruction: it opens with a cooking verb, perhaps after a few
    /// openers ("then add", "so now we're going to stir").
    static func opensInstruction(_ words: [Substring]) -> Bool {
        var index = 0
        while index < min(words.count, 8) {
            let lower = BareWord.of(words[index])
            if baseForms.contains(lower) {
                guard ambiguous.contains(lower) else { return true }
                let next = index + 1 < words.count ? BareWord.of(words[index + 1]) : ""
                if instructionFollowers.contains(next) { return true }
                // "Toast + soak the chillies": another, plainer verb close by settles it.
                return words[(index + 1)...].prefix(5).contains {
                    let word = BareWord.of($0)
                    return baseForms.contains(word) && !ambiguous.contains(word)
                }
            }
            if !openers.contains(lower) { return false }
            index += 1
        }
        return false
    }

    /// Whether a verb that is no food or kitchen noun ("add", "stir", not "salt" or "toast") is
    /// among the first words: "Once the oil is hot, add the garlic", not "flaky salt & rosemary".
    static func appearsPlainly(in words: [Substring], within limit: Int) -> Bool {
        words.prefix(limit).contains {
            let word = BareWord.of($0)
            return forms.contains(word) && !ambiguous.contains(word)
        }
    }

    /// Whether a cooking verb, in any form, is among the first words of a sentence (speech and
    /// prose: "I'm adding the garlic", "wok on max heat").
    static func appears(in words: [Substring], within limit: Int = 8) -> Bool {
        words.prefix(limit).contains { forms.contains(BareWord.of($0)) }
    }
}
