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
        // "TOPPING (per pizza)", "Sauce (blend)": the aside in brackets is not the part's name.
        let core = TextSearch.contains(key, byte: 0x28) ? normalise(CaptionTitle.removeBrackets(String(head))) : key
        // "INGREDIENTI / INGREDIENTS (serves 4)": the same heading in two languages.
        let bilingual = TextSearch.contains(core, " / ")
            ? core.components(separatedBy: " / ").lazy.compactMap { kind(of: $0.trimmed(" ")) }.first : nil
        if let kind = kind(of: key) ?? (core != key ? kind(of: core) : nil) ?? bilingual {
            // "Recipe: Neapolitan-style Margherita Pizza": a dish's name after the colon, not its list.
            if kind == .ingredients, key.contains("recipe"), let inline, namesADish(inline) { return nil }
            return make(kind, inline: inline)
        }
        // "Ingredients (serves 2)", "Ingredients for 4 jars", "Method - 20 min".
        for (prefix, kind) in CaptionVocabulary.standard.leads where key.hasPrefix(prefix + " ") && key.split(separator: " ").count <= 6 {
            if kind == .ingredients, key.hasPrefix("ingredients for the ") {
                return .section(name: head.trimmed(" :").split(separator: " ").dropFirst(2).joined(separator: " "), inline: inline)
            }
            if let kind = Kind(kind) { return make(kind, inline: inline) }
        }
        // "Leftover rice is KEY. Here's what I used:": a heading after a sentence.
        if endsWithColon, let stop = key.lastIndex(where: { $0 == "." || $0 == "!" }) {
            let last = key[key.index(after: stop)...].trimmed(" ")
            if let kind = kind(of: last) { return make(kind, inline: nil) }
        }
        // A part of the list: "For the marinade:", "Sauce 👇", "FOR THE TADKA", "noodles:", "Curry".
        // A bullet may mark the part's name in capitals rather than its items ("▪️ MEAT & BROTH"
        // over "Beef brisket — 1 kg").
        guard !line.isListItem || partCue && CaptionReader.isShouted(line.text), !startsWithAmount(key) else { return nil }
        let words = key.split(separator: " ")
        guard !words.isEmpty, words.count <= 5 else { return nil }
        if key.hasPrefix("for the ") || (key.hasPrefix("for ") && (endsWithColon || line.points || nextIsItem)) {
            return .section(name: String(head).trimmed(" :"), inline: inline)
        }
        // "toppings: powdered sugar, lemon, berries": a part's name with its items after the colon.
        // "Chicken: 200°C, 20 min per 500g" or "Roasties: parboil 8 min, …" is method, not items.
        let inlineItems = inline.map {
            if CaptionIngredientReader.startsWithAmount(Substring($0)) { return true }
            return TextSearch.contains($0, ", ") && !startsWithAmount($0) && !CaptionReader.opensInstruction($0)
        } ?? false
        // "Mint yogurt: 200g Greek yogurt + 1 tbsp dried mint": a part of its own name, with more
        // than one measured item after the colon, where "Salt: 1 tsp" names one food and its amount.
        let measuredItems = inline.map {
            CaptionIngredientReader.split($0).filter { CaptionIngredientReader.startsWithAmount(Substring($0)) }.count >= 2
        } ?? false
        // "NƯỚC CHẤM (dipping broth)", "Hovmästarsås (mustard-dill sauce)": a part named in its own
        // language over its items, glossed in brackets; not a food with a note ("tomato (for the
        // sauce)") nor one with its amount ("Tejföl (sour cream): 200g").
        if nextIsItem, inline == nil, let aside = CaptionReader.bracketed(String(head)) {
            let gloss = normalise(aside)
            let glossWords = gloss.split(separator: " ")
            if isPart(gloss) || glossWords.last.map({ isPart($0) }) == true, !gloss.contains(where: \.isNumber),
               !["for", "to", "or", "optional", "about", "see", "use"].contains(glossWords.first ?? "") {
                return .section(name: String(head).trimmed(" :"), inline: inline)
            }
        }
        // "Now the potatoes: 500g of papa sabanera, … and 500g of papa pastusa. Add 3 tablespoons
        // of dried guascas and cook about 1 hour": items followed by what to do are prose, not a
        // part and its list.
        if let inline, CaptionSentences.split(inline).dropFirst().contains(where: { CaptionReader.opensInstruction($0) }) { return nil }
        // "Beef (sirloin or flank): 800g, sliced thin" is one food and its amount, though "Beef"
        // alone over items would name a part.
        if let inline, CaptionIngredientReader.isAmountOnly(inline.prefix { $0 != "," }) { return nil }
        // A longer name ends with its colon over the items: "Ground spices & the rest:". An aside
        // does not make a name longer ("Rempah (blend to a paste)").
        if core.split(separator: " ").count <= 3 || endsWithColon && nextIsItem, endsWithColon || line.points || measuredItems || partCue && nextIsItem
            || (nextIsItem || inlineItems) && (isPart(key) || isPart(core)) {
            // "Garnish: chives, sour cream" is a part though "garnish" is a verb, and so is "Stir fry:"
            // over measured items; "Garnish:" over no item may not be.
            if CookingVerbs.opensInstruction(words), !(inlineItems && isPart(key)), !(endsWithColon && nextIsItem) { return nil }
            // "lemon bars 🍋 (recipe ⬇️)": the dish's name pointing at its recipe, not a part of it
            // ("Sauce recipe 👇" still is one).
            let named = words.filter { $0.trimmed("()[]") != "recipe" }
            if named.count < words.count, !isPart(named.joined(separator: " ").trimmed("()[] ")) { return nil }
            return .section(name: String(head).trimmed(" :"), inline: inline)
        }
        return nil
    }

    /// Text after "Recipe:" that names a dish: no amount, no run of items.
    static func namesADish(_ text: String) -> Bool {
        guard !CaptionIngredientReader.startsWithAmount(Substring(text)) else { return false }
        for separator in [", ", "; ", " + "] where TextSearch.contains(text, separator) { return false }
        return text.contains(where: \.isLetter)
    }

    enum Kind {
        case ingredients, method, notes, ignored

        /// A vocabulary kind as a heading's; a part name alone is no heading of the caption's own.
        init?(_ kind: CaptionVocabulary.Kind) {
            switch kind {
            case .ingredients: self = .ingredients
            case .method: self = .method
            case .notes: self = .notes
            case .ignored: self = .ignored
            case .part: return nil
            }
        }
    }

    static func make(_ kind: Kind, inline: String?) -> CaptionHeading {
        switch kind {
        case .ingredients: .ingredients(inline: inline)
        case .method: .method(inline: inline)
        case .notes: .notes
        case .ignored: .ignored
        }
    }

    /// What a heading opens: a caption heading from `caption-headings.txt`, else a section heading
    /// of any language sous reads ("Zutaten", "Préparation").
    static func kind(of key: some StringProtocol) -> Kind? {
        let key = String(key)
        if let kind = CaptionVocabulary.standard.headings[key] { return Kind(kind) }
        switch SectionHeadings.standard.kind(of: key) {
        case .ingredients: return .ingredients
        case .steps: return .method
        case .notes: return .notes
        case nil: return nil
        }
    }

    /// Whether `key` names a part of a recipe ("sauce", "marinade") in `caption-headings.txt`.
    static func isPart(_ key: some StringProtocol) -> Bool { CaptionVocabulary.standard.headings[String(key)] == .part }

    /// Lowercased, without the brackets, stars and punctuation that dress a heading up.
    static func normalise(_ text: some StringProtocol) -> String {
        var text = text.lowercased().replacingOccurrences(of: "’", with: "'")
        // "【Ingredients】2-3 servings", "〈How to make〉": East Asian brackets dress a heading.
        // Each is U+3008 to U+300F or U+3010, U+3011: UTF-8 lead byte E3.
        if text.utf8.contains(0xE3), text.contains(where: { cornerBrackets.contains($0) }) {
            text = String(text.map { cornerBrackets.contains($0) ? " " : $0 })
        }
        return text.trimmed(" :-–—()[]{}*#=.!|/\\\"")
    }

    private static let cornerBrackets: Set<Character> = ["【", "】", "〔", "〕", "〈", "〉", "《", "》", "「", "」", "『", "』"]

    static func startsWithAmount(_ key: String) -> Bool {
        guard let first = key.first else { return false }
        return first.isNumber || "½¼¾⅓⅔⅛".contains(first)
    }
}
