/// A caption's headings, however they are dressed: "Ingredients👇", "INGREDIENTS:", "[Directions]",
/// "What you need", "👇 METHOD 👇", "Ingredients (serves 2):", "Leftover rice is KEY. Here's what
/// I used:", and the part names inside a list ("For the marinade:", "Sauce 👇", "FOR THE TADKA").
/// Text after a heading's colon is its first content ("Ingredients: 2 eggs, 1 banana").
enum CaptionHeading: Hashable, Sendable {
    case ingredients(inline: String?)
    case method(inline: String?)
    case notes
    /// A part that holds nothing of the recipe: chapters, music, equipment links.
    case ignored
    /// A named part of the ingredients or the method ("For the sauce").
    case section(name: String, inline: String?)

    /// The heading `line` is, if any. `nextIsItem` says whether the next line reads as a list item
    /// or an amount, which a bare part name ("Curry") needs before it counts as one. `partCue`
    /// says the line is dressed as a part's name inside a list ("BÉCHAMEL" in capitals over items
    /// in lower case, "~ TO FINISH ~"), so a name the list of parts lacks counts too.
    static func read(_ line: CaptionLine, nextIsItem: Bool, partCue: Bool = false) -> CaptionHeading? {
        let text = line.text
        var head = Substring(text)
        var inline: String?
        if let colon = text.prefix(60).firstIndex(of: ":") {
            head = text[..<colon]
            let after = text[text.index(after: colon)...].trimmed(" ")
            inline = after.isEmpty ? nil : after
        } else if let equals = TextSearch.firstOffset(of: " = ", in: String(text.prefix(60))) {
            // "dipping sauce = 2 tbsp soy + 1 tbsp rice vinegar": "=" used as a colon before amounts.
            let utf8 = text.utf8
            let cut = utf8.index(utf8.startIndex, offsetBy: equals)
            let after = text[utf8.index(cut, offsetBy: 3)...].trimmed(" ")
            if startsWithAmount(after) || CaptionIngredientReader.startsWithAmount(Substring(after)) {
                head = text[..<cut]
                inline = after
            }
        }
        guard head.count <= 80 else { return nil }
        let key = normalise(head)
        let endsWithColon = text.hasSuffix(":")
        if let kind = kind(of: key) { return make(kind, inline: inline) }
        // "Ingredients (serves 2)", "Ingredients for 4 jars", "Method - 20 min".
        for (prefix, kind) in prefixes where key.hasPrefix(prefix + " ") && key.split(separator: " ").count <= 6 {
            if kind == .ingredients, key.hasPrefix("ingredients for the ") {
                return .section(name: head.trimmed(" :").split(separator: " ").dropFirst(2).joined(separator: " "), inline: inline)
            }
            return make(kind, inline: inline)
        }
        // "Leftover rice is KEY. Here's what I used:": a heading after a sentence.
        if endsWithColon, let stop = key.lastIndex(where: { $0 == "." || $0 == "!" }) {
            let last = key[key.index(after: stop)...].trimmed(" ")
            if let kind = kind(of: last) { return make(kind, inline: nil) }
        }
        // A part of the list: "For the marinade:", "Sauce 👇", "FOR THE TADKA", "noodles:", "Curry".
        guard !line.isListItem, !startsWithAmount(key) else { return nil }
        let words = key.split(separator: " ")
        guard !words.isEmpty, words.count <= 5 else { return nil }
        if key.hasPrefix("for the ") || (key.hasPrefix("for ") && (endsWithColon || line.points || nextIsItem)) {
            return .section(name: String(head).trimmed(" :"), inline: inline)
        }
        // "toppings: powdered sugar, lemon, berries": a part's name with its items after the colon.
        let inlineItems = inline.map { startsWithAmount($0) || TextSearch.contains($0, ", ") } ?? false
        // "Mint yogurt: 200g Greek yogurt + 1 tbsp dried mint": a part of its own name, with more
        // than one measured item after the colon, where "Salt: 1 tsp" names one food and its amount.
        let measuredItems = inline.map { CaptionIngredientReader.startsWithAmount(Substring($0)) && CaptionIngredientReader.split($0).count >= 2 } ?? false
        if words.count <= 3, endsWithColon || line.points || measuredItems || partCue && nextIsItem
            || (nextIsItem || inlineItems) && partNames.contains(key) {
            // "Garnish: chives, sour cream" is a part though "garnish" is a verb; "Garnish:" alone may not be.
            if CookingVerbs.opensInstruction(words), !(inlineItems && partNames.contains(key)) { return nil }
            // "lemon bars 🍋 (recipe ⬇️)": the dish's name pointing at its recipe, not a part of it
            // ("Sauce recipe 👇" still is one).
            let named = words.filter { $0.trimmed("()[]") != "recipe" }
            if named.count < words.count, !partNames.contains(named.joined(separator: " ").trimmed("()[] ")) { return nil }
            return .section(name: String(head).trimmed(" :"), inline: inline)
        }
        return nil
    }

    enum Kind { case ingredients, method, notes, ignored }

    static func make(_ kind: Kind, inline: String?) -> CaptionHeading {
        switch kind {
        case .ingredients: .ingredients(inline: inline)
        case .method: .method(inline: inline)
        case .notes: .notes
        case .ignored: .ignored
        }
    }

    static func kind(of key: some StringProtocol) -> Kind? {
        let key = String(key)
        if ingredientNames.contains(key) { return .ingredients }
        if methodNames.contains(key) { return .method }
        if noteNames.contains(key) { return .notes }
        if ignoredNames.contains(key) { return .ignored }
        return nil
    }

    /// Lowercased, without the brackets, stars and punctuation that dress a heading up.
    static func normalise(_ text: some StringProtocol) -> String {
        text.lowercased().replacingOccurrences(of: "’", with: "'").trimmed(" :-–—()[]{}*#=.!|/\\\"")
    }

    static func startsWithAmount(_ key: String) -> Bool {
        guard let first = key.first else { return false }
        return first.isNumber || "½¼¾⅓⅔⅛".contains(first)
    }

    static let ingredientNames: Set<String> = [
        "ingredients", "ingredient", "ingredient list", "ingredients list", "the ingredients", "what you need",
        "what you'll need", "what you will need", "what you need for this", "you'll need", "youll need", "you will need",
        "you need", "you'll need these", "shopping list", "grocery list", "here's what i used", "heres what i used",
        "what i used", "here's what you need", "heres what you need", "recipe", "the recipe", "recipe below",
        "here's the recipe", "heres the recipe", "ingredients needed", "ingredients used", "ingredients you need",
        "you'll need the following", "ingredienti", "ingredientes", "zutaten", "ingrédients",
    ]
    static let methodNames: Set<String> = [
        "method", "the method", "steps", "the steps", "instructions", "directions", "how to make it", "how to make",
        "how to", "how i made it", "how to cook it", "how to cook", "preparation", "prep", "to make", "what to do",
        "let's cook", "lets cook", "cooking", "method/steps", "steps to make", "recipe steps", "instructions below",
        "step by step", "step-by-step", "make it", "to cook", "the process", "process",
    ]
    static let noteNames: Set<String> = ["notes", "note", "tips", "tip", "chef's tips", "top tips", "storage", "to store", "serving suggestions", "variations"]
    static let ignoredNames: Set<String> = [
        "chapters", "timestamps", "time stamps", "music", "equipment", "tools", "gear", "my gear", "kitchen tools",
        "products used", "products", "shop", "links", "socials", "follow me", "nutrition", "macros", "nutrition info",
        "contents", "video chapters", "kitchen equipment", "what i use", "things i used", "cookware",
    ]
    static let prefixes: [(String, Kind)] = [
        ("ingredients", .ingredients), ("ingredient", .ingredients), ("what you need", .ingredients), ("you'll need", .ingredients),
        ("method", .method), ("instructions", .method), ("directions", .method), ("steps", .method), ("how to make", .method),
        ("notes", .notes), ("tips", .notes),
    ]

    /// Names of a recipe's parts, which may stand alone above their list without a colon.
    static let partNames: Set<String> = [
        "sauce", "the sauce", "marinade", "dressing", "glaze", "topping", "toppings", "garnish", "garnishes", "filling",
        "base", "crust", "dough", "batter", "tadka", "curry", "noodles", "salad", "everything else", "the rest", "to serve",
        "for serving", "main", "veg", "veggies", "spice mix", "spices", "seasoning", "rub", "broth", "soup", "frosting",
        "icing", "syrup", "slaw", "pickles", "dip", "the dip", "rice", "meat", "chicken", "beef", "pasta", "stir fry",
        "optional", "optional toppings", "extras", "assembly", "cake", "cream", "custard", "buns", "tacos", "wraps",
    ]
}
