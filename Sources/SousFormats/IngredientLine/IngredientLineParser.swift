import SousCore

/// Reads one free-text ingredient line ("1 1/2 cups (355 ml) warm water", "2 large eggs,
/// beaten", "200g/7oz plain flour", "salt and pepper to taste") into an `Ingredient`:
/// amount (and upper amount of a range), unit, name and note, keeping the original text.
/// Used by every format that has no structured ingredients. Never fails: what it cannot
/// read stays in the name.
public enum IngredientLineParser {
    /// `model` reads the name where it disagrees with the rules (`LineModelNames`): the web-page
    /// and Paprika importers give it; nil (captions, photos, typed text) reads by the rules alone,
    /// which still do better on those lines (see the README's "Ingredient-line model").
    public static func parse(_ line: String, section: String? = nil, model: LineModel? = nil) -> Ingredient {
        let original = HTMLText.collapse(line)
        var rest = Substring(original)
        var notes: [String] = []

        rest = rest.drop(while: { bulletCharacters.contains($0) || $0 == " " })
        if let (name, note, fruit) = fruitPart(rest) {
            var ingredient = parse(String(fruit), section: section, model: model)
            ingredient.name = name ?? ingredient.name
            if let note { ingredient.note = [note, ingredient.note].compactMap { $0 }.joined(separator: ", ") }
            ingredient.text = original
            return ingredient
        }
        rest = stripParentheticals(rest, into: &notes, leadingOnly: true)

        var quantity: Rational?
        var high: Rational?
        var unit: String?
        // "few sprigs coriander", "some salt": a vague amount is no number.
        if let first = rest.first, first == "a" || first == "A" || first == "f" || first == "F" || first == "s" || first == "S"
            || first == "p" || first == "P" {
            let head = rest.prefix(12).lowercased()
            // The vague word goes: "few chives" is chives, "few sprigs coriander" is sprigs of coriander.
            for vague in ["a few ", "few ", "some ", "several ", "a couple of ", "plenty of ", "plenty "] where head.hasPrefix(vague) {
                rest = rest.dropFirst(vague.count)
                break
            }
        }
        // "quelques cerneaux de noix", "etwas Salz": the same in other languages.
        if let word = Optional(rest.prefix(while: isLetter)), (2...8).contains(word.count), vagueLeads.contains(word.lowercased()) {
            rest = rest.dropFirst(word.count).drop(while: { $0 == " " })
        }
        // "approx 10 gold stars", "about 2 tbsp": the amount is still the amount.
        if let first = rest.first, first == "a" || first == "A" || first == "c" || first == "C" || first == "r" || first == "R" {
            let head = rest.prefix(14).lowercased()
            for hedge in ["approx. ", "approx ", "approximately ", "about ", "around ", "roughly ", "circa ", "ca. ", "c. ", "at least "]
            where head.hasPrefix(hedge) && QuantityParser.parseLeading(rest.dropFirst(hedge.count)) != nil {
                notes.append(String(hedge.dropLast()).trimmed("."))
                rest = rest.dropFirst(hedge.count)
                break
            }
        }
        if QuantityParser.parseLeading(rest) == nil, let moved = amountMovedToFront(rest) { rest = moved }
        if let afterArticle = articleForOne(rest) {
            quantity = .one
            rest = afterArticle
        } else if let (range, after) = QuantityParser.parseLeading(rest), !startsWithArticleWord(rest, after: after), !startsWithGrade(rest) {
            quantity = range.low
            high = range.high
            rest = after
            // "1 (14 oz) can tomatoes", "1 1/2 cups (355 ml) water": the aside is a note.
            rest = stripParentheticals(rest, into: &notes, leadingOnly: true)
            rest = droppingMultiplier(rest, into: &notes)
        }
        // "1 large handful basil", "½ a lemon": size words and articles before the unit.
        var leadingSize: [Substring] = []
        while let first = rest.first, descriptorInitials.contains(first) || first.isUppercase {
            let word = rest.prefix(while: { $0 != " " })
            // "4 thin slices of beef": "thin" says how the counted pieces are cut.
            guard sizeWords.contains(word.lowercased()) || countSizeWords.contains(word.lowercased()),
                  leadingUnit(rest.dropFirst(word.count).drop(while: { $0 == " " })) != nil else { break }
            leadingSize.append(word)
            rest = rest.dropFirst(word.count).drop(while: { $0 == " " })
        }
        if quantity != nil, rest.hasPrefix("a ") || rest.hasPrefix("an ") {
            rest = rest.drop(while: { $0 != " " }).drop(while: { $0 == " " })
        }
        var unitAsWritten: Substring = ""
        if let (found, after) = leadingUnit(rest) ?? (quantity != nil ? gluedUnit(rest) : nil) {
            unit = found
            unitAsWritten = rest[..<after.startIndex]
            rest = after
            rest = stripParentheticals(rest, into: &notes, leadingOnly: true)
        }
        if quantity != nil || unit != nil {
            // "200g/7oz flour", "250ml (1 cup) milk": the second amount says the same thing.
            rest = skipAlternativeAmount(rest, into: &notes)
            // "2 cups of flour"; "500 gramas de frango", "2 gousses d'ail", "3 cucchiai di olio".
            if let of = dropWord(rest, "of") {
                // "1/4 of a white onion": the article after "of" is no part of the name.
                rest = quantity != nil && unit == nil ? dropWord(of, "a") ?? dropWord(of, "an") ?? of : of
            } else if unit != nil {
                rest = withoutLinkingArticle(rest)
            }
            // "1 inch piece of ginger", "2 cm piece ginger": the length measures a piece of the food.
            if let unit, unit == "inch" || unit == "cm", let piece = dropWord(rest, "piece") ?? dropWord(rest, "pieces") {
                rest = dropWord(piece, "of") ?? piece
            }
        }

        // The name runs to the first comma or bracket that ends it; what follows is preparation or comment.
        var name = rest
        if let cut = nameEnd(in: name) {
            let tail = name[cut...]
            name = name[..<cut]
            var cleaned = Substring(tail.trimmed(" ,;–—"))
            // "(optional)" alone: the brackets say nothing once it is a note.
            if cleaned.first == "(", cleaned.last == ")", cleaned.dropFirst().firstIndex(of: "(") == nil {
                cleaned = cleaned.dropFirst().dropLast()
            }
            if !cleaned.isEmpty { notes.append(String(cleaned)) }
        }
        // A comma left in the name only joined describing words to the food.
        var nameText = (name.utf8.contains(0x2C) ? name.replacingOccurrences(of: ",", with: "") : String(name)).trimmed(" -–:.")
        // "1 small onion or 2 shallots": an alternative with an amount of its own is a note.
        if nameText.utf8.count > 4, let alternative = Self.wordOr(in: nameText),
           QuantityParser.parseLeading(nameText[nameText.index(alternative, offsetBy: 4)...]) != nil {
            notes.insert(String(nameText[alternative...]).trimmed(" "), at: 0)
            nameText = String(nameText[..<alternative]).trimmed(" ,")
        }
        let lowerName = nameText.utf8.contains(0x20) ? nameText.lowercased() : ""
        let lastWord = lowerName.lastIndex(of: " ").map { String(lowerName[lowerName.index(after: $0)...]) } ?? ""
        for suffix in trailingNotesByLastWord[lastWord] ?? [] {
            if lowerName.hasSuffix(" " + suffix) {
                nameText = String(nameText.dropLast(suffix.count + 1)).trimmed(" ,")
                notes.insert(suffix, at: 0)
                break
            }
        }
        // Notes read in the order the line gives them: size and preparation before the name,
        // preparation after it, then what followed a comma or sat in brackets.
        var front: [String] = leadingSize.isEmpty ? [] : [leadingSize.joined(separator: " ")]
        if nameText.utf8.contains(0x20) { nameText = withoutForeignDescriptors(nameText, into: &front) }
        nameText = stripStateChoice(nameText, into: &front)
        nameText = stripLeadingDescriptors(nameText, into: &front, counted: quantity != nil && unit == nil)
        nameText = cutTrailingPreparation(nameText, into: &front)
        notes.insert(contentsOf: front, at: 0)
        // "10 garlic cloves" is garlic counted in cloves; "4 whole cloves" is the spice: what is left
        // before the unit must name a food.
        if unit == nil, let (trailing, shorter) = trailingUnit(nameText), namesFood(shorter, FoodKnowledge.standard) {
            unit = trailing
            nameText = shorter
        } else if unit == nil, quantity != nil, let ending = unitEndingCompound(nameText) {
            unit = ending
        }
        if let model, !nameText.isEmpty {
            let refined = LineModelNames.refine(LineModelNames.Reading(name: nameText, notes: notes, unit: unit), line: original, model: model)
            (nameText, notes, unit) = (refined.name, refined.notes, refined.unit)
        }
        // "30 cloves": the word read as a unit is the food itself.
        if nameText.isEmpty, notes.isEmpty, unit != nil, FoodKnowledge.standard.concept(forName: String(unitAsWritten)) != nil {
            nameText = String(unitAsWritten).trimmed(" ")
            unit = nil
        }
        if nameText.isEmpty {
            nameText = notes.isEmpty ? original : notes.removeFirst()
        }
        return Ingredient(section: section, quantity: quantity, quantityHigh: high, unit: unit, name: nameText,
                          note: notes.isEmpty ? nil : notes.joined(separator: ", "), text: original)
    }

    /// Where the name ends: at a semicolon, a bracket that closes the line's words ("(optional)",
    /// "(about 2 cups), chopped") or a comma after a food ("onion, chopped"). Not at a bracket with
    /// more of the name after it ("groundnut (peanut) oil", "roma (plum) tomatoes"), nor at a
    /// comma between describing words and the food ("skinless, boneless chicken breasts",
    /// "cooked, peeled, and deveined shrimp").
    static func nameEnd(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let cut = text[index...].firstIndex(where: { $0 == "," || $0 == "(" || $0 == ";" || $0 == "–" || $0 == "—" }) {
            switch text[cut] {
            case "–", "—":
                // "400 ml coconut milk – 1 can", "2 bottles dark ale – Chimay Blue or any bruin": a
                // spaced dash after the name starts an aside; "semi-skimmed" or "1–2" have no spaces.
                let spaced = cut > text.startIndex && text[text.index(before: cut)] == " "
                    && text[text.index(after: cut)...].first == " "
                if spaced, text[..<cut].contains(where: \.isLetter) { return cut }
                index = text.index(after: cut)
            case "(":
                guard let close = text[cut...].firstIndex(of: ")") else { return cut }
                let after = text[text.index(after: close)...].drop(while: { $0 == " " })
                guard let next = after.first, next.isLetter, text.index(after: close) != after.startIndex else { return cut }
                // "chocolate sprinkles (granulado) for rolling": a note after the aside ends the name there.
                if noteStarts.contains(after.prefix(while: { $0 != " " }).lowercased()) { return cut }
                index = after.startIndex
            case ",":
                let after = text[text.index(after: cut)...]
                // "salt, to taste": a note follows, told by its first word without asking the food knowledge.
                let nextWord = after.drop(while: { $0 == " " }).prefix(while: { $0 != " " && $0 != "," }).lowercased()
                if noteStarts.contains(nextWord) { return cut }
                // "onion, chopped": a preparation follows a food, told without the food knowledge
                // unless the word before the comma describes ("cooked, sliced mushrooms",
                // "low-sodium, light soy sauce"): then the comma may only join describing words.
                let lastWord = text[..<cut].split(separator: " ").last.map { $0.lowercased() } ?? ""
                // "bone-in, skin-on chicken thighs": describing words only, joined by commas.
                if text[..<cut].split(separator: " ").allSatisfy({ cutWords.contains($0.lowercased()) }) {
                    index = after.startIndex
                    continue
                }
                let describes = lastWord.contains("-") || lastWord.hasSuffix("ed") || preparationWords.contains(lastWord)
                    || choiceStates.contains(lastWord) || sizeWords.contains(lastWord)
                if leadsFood(nextWord) && !describes { return cut }
                let remaining = after.prefix(while: { $0 != "(" && $0 != ";" })
                let knowledge = FoodKnowledge.standard
                guard !namesFood(String(text[..<cut]), knowledge), namesFood(String(remaining), knowledge) else { return cut }
                index = after.startIndex
            default:
                return cut
            }
        }
        return nil
    }

    static let bulletCharacters: Set<Character> = ["-", "•", "*", "·", "▢", "□", "◦", "‣", "–", "—", "☐", "✓", "»", "›", "▸", "►", "➤"]

    static let trailingNotes = [
        "to taste", "to serve", "to garnish", "for garnish", "optional", "as needed", "for serving", "to decorate",
        "to season", "as desired", "as required", "if needed", "for frying", "for greasing", "for dusting",
        "to finish", "for drizzling", "for brushing", "for sprinkling", "to sprinkle", "as per taste", "on top",
        "to top", "for topping", "for dipping", "on the bone", "off the bone",
    ] + foreignTrailingNotes
    /// The closing phrases by their last word, so a line is checked against one or two, not all.
    static let trailingNotesByLastWord: [String: [String]] = Dictionary(grouping: trailingNotes) {
        String($0.split(separator: " ").last ?? "")
    }

    /// Words that only say how big or how prepared something is; they move to the note.
    static let sizeWords: Set<String> = ["large", "small", "medium", "medium-sized", "extra-large", "big", "jumbo", "heaped", "heaping", "level", "rounded", "generous", "scant", "tiny", "sized", "medium sized", "poached",
                                          "gestr.", "gestrichener", "gestrichene", "gehäufter", "gehäufte", "geh."]
    /// Size words only straight after a count ("4 thin veal escalopes").
    static let countSizeWords: Set<String> = ["thin"]
    static let preparationWords: Set<String> = [
        "chopped", "sliced", "diced", "minced", "grated", "crushed", "shredded", "steamed", "beaten", "melted",
        "softened", "peeled", "halved", "quartered", "cubed", "trimmed", "deseeded", "seeded", "zested", "juiced",
        "torn", "mashed", "sifted", "blanched", "packed",
    ]
    /// How a cut of meat or fish is sold, which a comma may join: "bone-in, skin-on chicken thighs".
    static let cutWords: Set<String> = ["bone-in", "skin-on", "boneless", "skinless", "skin-off", "bone-out"]
    static let preparationAdverbs: Set<String> = [
        "finely", "roughly", "thinly", "freshly", "coarsely", "lightly", "thickly", "very", "well", "fairly", "lightly-",
    ]

    /// First letters of the descriptor words, to skip the word-by-word check for most names.
    static let descriptorInitials: Set<Character> = Set((sizeWords.union(countSizeWords).union(preparationWords).union(preparationAdverbs)).compactMap(\.first))

    /// States a food may be bought or kept in, which a line may offer as a choice ("fresh or
    /// frozen cranberries"): the choice is a note, the food the name.
    static let choiceStates: Set<String> = ["fresh", "frozen", "thawed", "dried", "canned", "tinned", "chilled", "raw", "cooked"]
    /// Their first letters, lower case: most names are ruled out by one byte.
    static let choiceInitials = Set(choiceStates.compactMap { $0.utf8.first })

    /// "fresh or frozen cranberries", "fresh or thawed frozen blueberries": states joined by "or"
    /// or "and" before the food go to the note; a single state stays ("cooked chicken").
    static func stripStateChoice(_ name: String, into notes: inout [String]) -> String {
        guard let initial = name.utf8.first, Self.choiceInitials.contains(initial | 0x20),
              choiceStates.contains(name.prefix(while: { $0 != " " }).lowercased()) else { return name }
        let words = name.split(separator: " ")
        var count = 0
        var joined = false
        while count < words.count - 1 {
            let word = words[count].lowercased()
            if choiceStates.contains(word) {
                count += 1
            } else if joiningWords.contains(word), count > 0 {
                joined = true
                count += 1
            } else {
                break
            }
        }
        guard joined, count < words.count, choiceStates.contains(words[count - 1].lowercased()) else { return name }
        notes.append(words[..<count].joined(separator: " "))
        return words[count...].joined(separator: " ")
    }

    /// `counted`: the name follows a count with no unit ("4 thin veal chops"), where "thin" says
    /// how the pieces are cut, as the labelled corpora read it; after a unit it names the food
    /// ("4 slices thin white bread").
    static func stripLeadingDescriptors(_ name: String, into notes: inout [String], counted: Bool = false) -> String {
        // Most names start with the food: its first letter, then its first word, rule them out
        // before the name is split.
        guard let firstLetter = name.first?.lowercased().first, descriptorInitials.contains(firstLetter) else { return name }
        let sizes = counted ? sizeWords.union(countSizeWords) : sizeWords
        let firstWord = name.prefix(while: { $0 != " " }).lowercased().trimmed(",")
        guard sizes.contains(firstWord) || preparationWords.contains(firstWord) || preparationAdverbs.contains(firstWord)
        else { return name }
        // "minced beef" is meat sold so, named in full: its first word is no preparation there
        // (where "chopped tomatoes" are tomatoes, chopped).
        if firstWord == "minced", isMeatNamedInFull(name, from: firstWord) { return name }
        var words = name.split(separator: " ", omittingEmptySubsequences: true)
        var removed: [Substring] = []
        while words.count > 1 {
            let word = words[0].lowercased().trimmed(",")
            // "medium grain rice": a size before "grain" names the kind of grain.
            let namesGrain = words[1].lowercased().hasPrefix("grain")
            if sizes.contains(word) && !namesGrain || preparationWords.contains(word) {
                removed.append(words.removeFirst())
            } else if !removed.isEmpty, joiningWords.contains(word), words.count > 2,
                      preparationWords.contains(words[1].lowercased().trimmed(",")) {
                // "peeled and sliced apples": the joined preparations go together.
                removed.append(words.removeFirst())
            } else if preparationAdverbs.contains(word), words.count > 2 {
                removed.append(words.removeFirst())
                removed.append(words.removeFirst())
            } else {
                break
            }
        }
        if removed.isEmpty { return name }
        notes.append(removed.joined(separator: " "))
        return words.joined(separator: " ")
    }

    /// Whether the food knowledge reads `name` as a meat whose name starts with `firstWord`
    /// ("minced beef" is a food of its own, a kind of meat).
    static func isMeatNamedInFull(_ name: String, from firstWord: String) -> Bool {
        let knowledge = FoodKnowledge.standard
        let match = knowledge.match(name)
        guard match.words.first == firstWord, let concept = match.concept, let meat = knowledge.index(of: "en:meat") else { return false }
        return knowledge.isA(concept, meat)
    }

    /// Words that start a preparation or purpose when they follow the food's name
    /// ("pear peeled, cored", "oil for frying").
    static let trailingPreparationStarts: Set<String> = [
        "for", "cut", "peeled", "skinned", "cored", "trimmed", "halved", "chopped", "sliced", "diced", "minced", "grated",
        "crushed", "deseeded", "seeded", "beaten", "melted", "softened", "drained", "rinsed", "shredded", "torn",
        "quartered", "zested", "juiced", "in", "to", "at", "mixed",
    ]

    static func cutTrailingPreparation(_ name: String, into notes: inout [String]) -> String {
        guard name.utf8.contains(0x20) else { return name }
        let words = name.split(separator: " ")
        guard words.count > 1 else { return name }
        for index in 1..<words.count where trailingPreparationStarts.contains(words[index].lowercased()) {
            let word = words[index].lowercased()
            // "in" and "to" start a note only as "in their shells", "to serve"; "at room temperature".
            if (word == "in" || word == "to" || word == "at"), index + 1 < words.count,
               !["their", "its", "a", "serve", "taste", "garnish", "room", "the"].contains(words[index + 1].lowercased()) { continue }
            // "cut" starts a note only as a cut ("cut into strips", "cut in half"), not inside a
            // name ("steel cut oats", "thick cut bacon").
            if word == "cut", index + 1 < words.count,
               !["into", "in", "to", "up", "lengthwise", "crosswise", "diagonally", "across", "on", "off", "for"]
                .contains(words[index + 1].lowercased()) { continue }
            // "mixed" only as "cornstarch mixed with water", not in a name ("salad mixed greens").
            if word == "mixed", index + 1 < words.count, !["with", "into", "in"].contains(words[index + 1].lowercased()) { continue }
            // "onion finely chopped": the adverb belongs to the preparation.
            let start = index > 1 && preparationAdverbs.contains(words[index - 1].lowercased()) ? index - 1 : index
            let head = words[..<start].joined(separator: " "), tail = words[start...].joined(separator: " ")
            // When only what follows names a food, the word is no preparation of it. Preparations
            // joined by "and" ("hulled and halved strawberries") lead the food; a brand or a
            // describing word ("KRAFT Shredded Parmesan Cheese", "fresh chopped cilantro") keeps
            // the name whole. Not a packet ("can crushed tomatoes"): its note is the food.
            let knowledge = FoodKnowledge.standard
            if !IngredientGrams.packagingWords.contains(head.lowercased()), !namesFood(head, knowledge), namesFood(tail, knowledge) {
                guard let joint = words[..<start].last?.lowercased(), joiningWords.contains(joint) else { return name }
                var food = Array(words[start...])
                var leading = Array(words[..<start])
                while food.count > 1, Self.leadsFood(food[0].lowercased()) { leading.append(food.removeFirst()) }
                notes.append(leading.joined(separator: " "))
                return food.joined(separator: " ")
            }
            notes.append(tail)
            return head
        }
        return name
    }

    /// Count units written after the food ("10 garlic cloves", "2 thyme sprigs").
    static let trailingUnits: [String: String] = [
        "clove": "clove", "cloves": "clove", "sprig": "sprig", "sprigs": "sprig", "stick": "stick", "sticks": "stick",
        "bulb": "bulb", "bulbs": "bulb", "stalk": "stalk", "stalks": "stalk",
    ]

    /// Where " or " first stands in `text` (read as bytes: this runs on every line).
    static func wordOr(in text: String) -> String.Index? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while let space = bytes[index...].firstIndex(of: 0x20) {
            let rest = bytes[bytes.index(after: space)...]
            if rest.starts(with: [0x6F, 0x72, 0x20]) { return space }
            index = bytes.index(after: space)
        }
        return nil
    }

    /// First words of what follows a comma that are never part of the name ("to taste", "plus more").
    static let noteStarts: Set<String> = ["to", "for", "plus", "divided", "optional", "about", "at", "if", "such", "as", "see", "cut", "in", "from", "with", "without"]

    /// Whether `text` names a food at all, however many other words it holds.
    static func namesFood(_ text: String, _ knowledge: FoodKnowledge) -> Bool {
        knowledge.match(text).kind == .food
    }

    /// Words that join preparations ("peeled and sliced", "fresh or frozen").
    static let joiningWords: Set<String> = ["and", "or", "&"]

    /// A word that may stand before a food in a run of preparations ("halved", "and", "finely").
    static func leadsFood(_ word: String) -> Bool {
        preparationWords.contains(word) || trailingPreparationStarts.contains(word) || preparationAdverbs.contains(word)
            || joiningWords.contains(word)
    }

    static func trailingUnit(_ name: String) -> (String, String)? {
        guard let space = name.lastIndex(of: " ") else { return nil }
        let last = name[name.index(after: space)...].lowercased()
        guard let unit = trailingUnits[last] else { return nil }
        return (unit, String(name[..<space]))
    }

    /// "00 flour": a number written with a leading zero and no point is a grade, not an amount.
    static func startsWithGrade(_ text: Substring) -> Bool {
        guard text.first == "0" else { return false }
        let digits = text.prefix(while: { $0.isASCII && $0.isNumber })
        return digits.count >= 2 && (text.dropFirst(digits.count).first.map { $0 == " " } ?? true)
    }

    /// "a" or "an" read as one only when a unit follows ("a pinch of salt") or one food the food
    /// knowledge base knows by that name, after at most a size word ("an onion, chopped", "a large
    /// lemon"), not before a vague word ("a little butter", "a couple of onions", "a few sprigs");
    /// a part or a dozen said with it is a number ("a quarter of a cabbage", "a dozen eggs").
    static func startsWithArticleWord(_ text: Substring, after: Substring) -> Bool {
        let first = text.prefix(while: isLetter).lowercased()
        guard first == "a" || first == "an" else { return false }
        // "a quarter of a cabbage", "a dozen eggs": the amount said in words is more than "a".
        if text[..<after.startIndex].trimmed(" ").count > first.count { return false }
        return leadingUnit(after) == nil && !namesOneFood(after)
    }

    /// Whether `text` is a food's name and nothing else, after at most a size word, up to a comma or bracket.
    static func namesOneFood(_ text: Substring) -> Bool {
        var name = text.prefix(while: { $0 != "," && $0 != "(" }).trimmed(" ")
        if let space = name.firstIndex(of: " "), sizeWords.contains(name[..<space].lowercased()) {
            name = name[name.index(after: space)...].trimmed(" ")
        }
        guard !name.isEmpty, name.count <= 40 else { return false }
        // Every word of it: "a little olive oil" is not one olive oil.
        let reading = FoodKnowledge.standard.match(String(name))
        return reading.kind == .food && reading.concept != nil && reading.confidence >= 1
    }

    /// Units the shared table lacks but British and American recipes use as counts.
    static let extraUnits: [String: String] = [
        "handful": "handful", "handfuls": "handful", "bulb": "bulb", "bulbs": "bulb", "rasher": "rasher", "rashers": "rasher",
        "leaf": "leaf", "leaves": "leaf", "punnet": "punnet", "punnets": "punnet", "loaf": "loaf", "loaves": "loaf",
        "stem": "stem", "stems": "stem", "glass": "glass", "glasses": "glass", "dessertspoon": "dessertspoon",
        "dessertspoons": "dessertspoon", "dsp": "dessertspoon", "branch": "branch", "branches": "branch", "rack": "rack", "racks": "rack",
        "ball": "ball", "balls": "ball", "wedge": "wedge", "wedges": "wedge", "cm": "cm", "mm": "mm", "inch": "inch", "inches": "inch",
        "tub": "tub", "tubs": "tub", "glug": "glug", "glugs": "glug", "twist": "twist", "twists": "twist", "dollop": "dollop",
        "dollops": "dollop", "block": "block", "blocks": "block", "chunk": "chunk", "chunks": "chunk", "pot": "pot", "pots": "pot",
        "tube": "tube", "tubes": "tube", "strip": "strip", "strips": "strip", "mug": "mug", "mugs": "mug", "square": "square",
        "squares": "square", "scoop": "scoop", "scoops": "scoop", "shot": "shot", "shots": "shot", "carton": "carton",
        "cartons": "carton", "envelope": "envelope", "envelopes": "envelope", "fillet": "fillet", "fillets": "fillet",
        "ear": "ear", "ears": "ear", "container": "container", "containers": "container", "stalks": "stalk",
        "sprigs": "sprig", "bunches": "bunch", "pinches": "pinch", "dashes": "dash",
    ]

    /// The unit at the start of `text` ("cups", "fl oz", "g" glued as in "200g"), with the text after it.
    static func leadingUnit(_ text: Substring) -> (String, Substring)? {
        let first = text.prefix(while: isUnitCharacter)
        guard !first.isEmpty, first.count <= 14 else { return nil }
        let afterFirst = text[first.endIndex...]
        // Two-word units first: "fl oz", "fluid ounces".
        let spaced = afterFirst.drop(while: { $0 == " " })
        let second = spaced.prefix(while: isUnitCharacter)
        // The only two-word units are fluid ounces ("fl oz", "fluid ounces").
        if !second.isEmpty, first.count <= 6, first.lowercased().hasPrefix("fl"),
           let unit = SousCore.Unit.lookup(first + " " + second), unit.id.utf8.contains(0x20) {
            return (unit.id, spaced[second.endIndex...].drop(while: { $0 == " " }))
        }
        var word = String(first)
        while word.hasSuffix(".") { word.removeLast() }
        guard !word.isEmpty, !word.utf8.contains(UInt8(ascii: ".")) || word.count <= 6 else { return nil }
        let boundaryOK = afterFirst.first.map { !isLetter($0) } ?? true
        guard boundaryOK else { return nil }
        let lower = word.lowercased()
        if let spoon = namedSpoon(lower, after: afterFirst) { return spoon }
        guard let known = unitIDs[lower] else { return nil }
        // A lone "c" or "t" is a unit only in cookbook shorthand with an amount; skip words that are names.
        if lower == "c" || lower == "t" || lower == "ts" || lower == "tb" || lower == "gr" {
            guard afterFirst.first == " " || afterFirst.first == "." else { return nil }
        }
        // Cookbook case convention: "T" is a tablespoon, "t" a teaspoon.
        let id = word == "T" ? SousCore.Unit.tablespoon.id : (word == "t" ? SousCore.Unit.teaspoon.id : known)
        return (id, afterFirst.drop(while: { $0 == " " || $0 == "." }))
    }

    /// Character.isLetter consults Unicode tables; ASCII, the common case, needs no lookup.
    static func isLetter(_ c: Character) -> Bool {
        if let a = c.asciiValue { return (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A }
        return c.isLetter
    }

    static func isUnitCharacter(_ c: Character) -> Bool { c == "." || isLetter(c) }

    /// Lowercased unit spellings to unit ids, resolved once through the shared `Unit.lookup`
    /// (the authority) plus the British count units above, so parsing a line is one hash lookup.
    static let unitIDs: [String: String] = {
        var table: [String: String] = [:]
        for spelling in unitSpellings {
            if let unit = SousCore.Unit.lookup(spelling) { table[spelling] = unit.id }
            else if let extra = extraUnits[spelling] { table[spelling] = extra }
        }
        return table
    }()

    /// Every lowercased spelling that can name a unit; words outside it skip the lookups. The
    /// shared `Unit.lookup` stays the authority on what each spelling means.
    static let unitSpellings: Set<String> = {
        var names = Set(extraUnits.keys)
        for unit in SousCore.Unit.all {
            names.insert(unit.id.lowercased())
            names.insert(unit.singular.lowercased())
            names.insert(unit.plural.lowercased())
        }
        let aliases = [
            "teaspoon", "teaspoons", "tsps", "tspn", "ts", "t", "tablespoon", "tablespoons", "tbsps", "tbs", "tbl", "tbls",
            "tblsp", "tb", "floz", "c", "cups", "pt", "pts", "qt", "qts", "gal", "gals", "millilitre", "millilitres",
            "milliliter", "milliliters", "mls", "centilitre", "centilitres", "centiliter", "centiliters", "decilitre",
            "decilitres", "deciliter", "deciliters", "litre", "litres", "liter", "liters", "ltr", "ltrs", "lt", "milligram",
            "milligrams", "mgs", "gram", "grams", "gr", "grs", "gramme", "grammes", "gm", "gms", "kilo", "kilos", "kilogram",
            "kilograms", "kgs", "kilogramme", "kilogrammes", "ounce", "ounces", "ozs", "pound", "pounds", "lbs", "pack",
            "packs", "package", "packages", "pkg", "pkgs", "pc", "pcs",
        ]
        for alias in aliases where SousCore.Unit.lookup(alias) != nil { names.insert(alias) }
        // Every other spelling the shared table knows ("EL", "TL", "Zehe", "gramas").
        names.formUnion(SousCore.Unit.spellings.filter { !$0.contains(" ") })
        return names
    }()

    /// Moves leading "(...)" groups into `notes`.
    static func stripParentheticals(_ text: Substring, into notes: inout [String], leadingOnly: Bool) -> Substring {
        var rest = text
        while rest.first == "(" || rest.first == "[" {
            let close: Character = rest.first == "(" ? ")" : "]"
            guard let end = rest.firstIndex(of: close) else { break }
            let inner = rest[rest.index(after: rest.startIndex)..<end].trimmed(" ")
            if !inner.isEmpty { notes.append(String(inner)) }
            rest = rest[rest.index(after: end)...].drop(while: { $0 == " " })
        }
        return rest
    }

    /// "/7oz", "/ 1 cup", "or 7oz" after a first amount: skipped, kept as a note.
    static func skipAlternativeAmount(_ text: Substring, into notes: inout [String]) -> Substring {
        guard text.first == "/" else { return text }
        let afterSlash = text.dropFirst().drop(while: { $0 == " " })
        guard let (_, afterAmount) = QuantityParser.parseLeading(afterSlash) else { return text }
        var rest = afterAmount
        // "1lb 9oz": a second amount and unit in the same measure.
        for _ in 0..<2 {
            if let (_, afterUnit) = leadingUnit(rest) { rest = afterUnit } else { break }
            if let (_, more) = QuantityParser.parseLeading(rest), let (_, afterUnit2) = leadingUnit(more) {
                rest = afterUnit2
                break
            }
        }
        let consumed = afterSlash[..<rest.startIndex].trimmed(" ")
        if !consumed.isEmpty { notes.append(consumed) }
        return rest.drop(while: { $0 == " " })
    }

    /// "2 x 400g tins tomatoes", "1 × whole chicken": the "x" of a count goes, and a size before
    /// the unit it measures is a note ("400g"), as the bracket of "1 (14 oz) can" is.
    static func droppingMultiplier(_ text: Substring, into notes: inout [String]) -> Substring {
        guard let first = text.first, first == "x" || first == "X" || first == "×" else { return text }
        let afterSign = text.dropFirst()
        // "1 x 7 g sachet", and as a photo may read it, "1 x7 g sachet".
        let glued = afterSign.first?.isNumber == true
        guard afterSign.first == " " || glued else { return text }
        let rest = afterSign.drop(while: { $0 == " " })
        if let (_, afterAmount) = QuantityParser.parseLeading(rest),
           let (_, afterSizeUnit) = leadingUnit(afterAmount) ?? gluedUnit(afterAmount),
           leadingUnit(afterSizeUnit.drop(while: { $0 == " " })) != nil {
            notes.append(String(rest[..<afterSizeUnit.startIndex]).trimmed(" "))
            return afterSizeUnit.drop(while: { $0 == " " })
        }
        return glued ? text : rest
    }

    static func dropWord(_ text: Substring, _ word: String) -> Substring? {
        guard text.lowercased().hasPrefix(word + " ") else { return nil }
        return text.dropFirst(word.count + 1).drop(while: { $0 == " " })
    }
}

extension StringProtocol {
    /// This text without any of `characters` at either end.
    func trimmed(_ characters: String) -> String {
        guard let first = firstIndex(where: { !characters.contains($0) }),
              let last = lastIndex(where: { !characters.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
