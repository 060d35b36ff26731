import SousCore

/// The loose measures of captions and speech, which recipe cards rarely use: "a drizzle of oil",
/// "thumb of ginger", "squeeze of lemon", "handful of parsley", "2 nests egg noodles". Read
/// before the ingredient-line parser, which knows the measures of written recipes only.
enum CaptionMeasure {
    /// Measures only captions use; their names are the units.
    static let words: [String: String] = [
        "drizzle": "drizzle", "drizzles": "drizzle", "squeeze": "squeeze", "squeezes": "squeeze", "sprinkle": "sprinkle",
        "sprinkling": "sprinkle", "thumb": "thumb", "thumbs": "thumb", "nest": "nest", "nests": "nest", "knob": "knob",
        "knobs": "knob", "dollop": "dollop", "dollops": "dollop", "glug": "glug", "glugs": "glug", "splash": "splash",
        "splashes": "splash", "pinch": "pinch", "pinches": "pinch", "dash": "dash", "dashes": "dash", "handful": "handful",
        "handfuls": "handful", "bunch": "bunch", "bunches": "bunch", "sprig": "sprig", "sprigs": "sprig", "scoop": "scoop",
        "scoops": "scoop", "shake": "shake", "shakes": "shake", "smidge": "smidge", "dusting": "dusting",
        "spoon": "spoon", "spoons": "spoon", "spoonful": "spoon", "spoonfuls": "spoon", "bundle": "bundle", "bundles": "bundle",
    ]

    /// Vessels and pieces that measure only before "of" ("2 bowls of rice", "two ribs of celery",
    /// "1 side of salmon"); "in a bowl" is no amount and "short ribs" a cut.
    static let vessels: [String: String] = [
        "bowl": "bowl", "bowls": "bowl", "plate": "plate", "plates": "plate", "jar": "jar", "jars": "jar", "bag": "bag",
        "bags": "bag", "packet": "packet", "packets": "packet", "box": "box", "boxes": "box", "bottle": "bottle", "bottles": "bottle",
        "rib": "rib", "ribs": "rib", "side": "side", "sides": "side", "rasher": "rasher", "rashers": "rasher",
    ]

    /// Units that only measure, never hold or name a place: said with "a" alone they are an amount.
    static let measuringUnits: Set<String> = ["tsp", "tbsp", "cup", "g", "kg", "ml", "l", "oz", "lb", "pint"]

    /// Words that only say how big a measure is ("a big handful", "small bunch").
    static let sizes: Set<String> = ["big", "small", "large", "generous", "good", "little", "healthy", "heaped", "heaping", "level", "tiny", "huge", "decent", "whole"]

    /// A measure at the start of `text`: its amount (1 for "a"/"an", or for a bare "pinch of"),
    /// its unit and the words after it (perhaps none: "a big handful"). Nil when the text does
    /// not start with a measure.
    static func read(_ text: String) -> (quantity: QuantityRange?, unit: String, rest: Substring, ofFollowed: Bool)? {
        var rest = Substring(text)
        var quantity: QuantityRange?
        let firstWord = rest.prefix(while: { $0 != " " }).lowercased()
        let article = firstWord == "a" || firstWord == "an"
        if article {
            quantity = QuantityRange(low: 1)
            rest = rest.dropFirst(firstWord.count).drop(while: { $0 == " " })
        } else if let (range, after) = QuantityParser.parseLeading(rest) {
            quantity = range
            rest = after
        }
        var sized = false
        while true {
            let word = rest.prefix(while: { $0 != " " }).lowercased()
            guard sizes.contains(word) else { break }
            sized = true
            rest = rest.dropFirst(word.count).drop(while: { $0 == " " })
        }
        // "a small bunch.": the stop that ends what was said is no part of the measure.
        let word = rest.prefix(while: { !" ,.;!?".contains($0) }).lowercased()
        let afterWord = rest.dropFirst(word.count).drop(while: { $0 == " " })
        let ofFollowed = afterWord.lowercased().hasPrefix("of ")
        // "shake HARD with ice", "drizzle over the top": a measure that is also a cooking verb,
        // with no amount, size or "of" to make it one, is the verb.
        if quantity == nil, !sized, !ofFollowed, CookingVerbs.baseForms.contains(word) { return nil }
        // The written units count too after a number or before "of": "2 tbsp", "a slice of cheese"
        // ("in a jar" is no amount).
        // "Salt – about a teaspoon.": a spoon, cup or weight with its article that ends what was
        // said ("in a jar." is where, not how much).
        let endsClause = afterWord.first.map { ",.;!?".contains($0) } ?? true
        let measured = article && endsClause ? IngredientLineParser.unitIDs[word].flatMap { measuringUnits.contains($0) ? $0 : nil } : nil
        guard let unit = words[word] ?? measured ?? (quantity != nil && !article || ofFollowed ? IngredientLineParser.unitIDs[word] : nil)
                ?? (ofFollowed ? vessels[word] : nil) else {
            return nil
        }
        rest = ofFollowed ? afterWord.dropFirst(3).drop(while: { $0 == " " }) : afterWord
        // "pinch of salt", "Small handful parsley": a measure named alone is one of it.
        if quantity == nil { quantity = QuantityRange(low: 1) }
        return (quantity, unit, rest, ofFollowed)
    }
}
