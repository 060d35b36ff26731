import SousCore

/// Reads the ingredients of a caption: list lines ("🧄 4 garlic cloves, grated"), a run of them
/// on one line ("Ingredients: 1/2 cup oats, 1/2 cup milk, 1 tbsp chia seeds"), the name-first
/// style of captions ("Tahini - 1/2 cup", "Eggs x 8", "Thai basil, a big handful"), British packs
/// ("1 x 400g tin chopped tomatoes"), loose measures ("squeeze of lemon") and the phrases found in
/// prose ("2 tbsp of gochujang"). Each ingredient gets the caption's provenance and a confidence
/// from how cleanly it was read.
enum CaptionIngredientReader {
    /// Where a line was found, which bounds how sure the reader can be of it.
    enum Origin {
        /// In a list or after an "Ingredients" heading.
        case list
        /// Picked out of running prose.
        case prose
        /// Picked out of the spoken words.
        case speech

        var source: Provenance.Source { self == .speech ? .subtitles : .caption }
    }

    /// The ingredients of one line of a list (several when it runs them together).
    static func ingredients(in text: String, section: String?, origin: Origin) -> [Ingredient] {
        split(text).compactMap { ingredient(from: $0, section: section, origin: origin) }
    }

    /// One item, read into an ingredient; nil when nothing of it names a food.
    /// `listed`: picked out of prose as one of a run of amounts, so a food the dictionary does not
    /// know still counts ("2 crushed elaichi" between "1 cup milk," and "2 tsp sugar").
    static func ingredient(from item: String, section: String?, origin: Origin, listed: Bool = false) -> Ingredient? {
        let original = item.trimmed(" .!;,")
        guard original.contains(where: \.isLetter) else { return nil }
        // "My other pantry pastas: https://…": a link is never an ingredient (links are kept aside).
        guard !TextSearch.contains(original, "://"), !TextSearch.contains(original, "www.") else { return nil }
        var line = leadersAsDash(original)
        var notes: [String] = []
        var reordered = false
        line = dropVagueLead(line, into: &notes)
        line = dropVagueTail(line, into: &notes)
        line = withoutIsh(line, into: &notes)
        line = rewritePacks(line)
        if let flipped = nameFirst(line) {
            line = flipped
            reordered = true
        }
        var ingredient: Ingredient
        if let measure = CaptionMeasure.read(line), measure.ofFollowed,
                  ProseIngredientFinder.references.contains(BareWord.of(measure.rest.prefix(while: { $0 != " " }))) {
            // "+ a splash of the juice": more of something already there, no ingredient of its own.
            return nil
        } else if let measure = CaptionMeasure.read(line), !measure.rest.isEmpty,
                  measure.ofFollowed || !startsWithNumber(line) || IngredientLineParser.unitIDs[measure.unit] == nil {
            // What the line parser cannot read: "a big handful basil", "thumb of ginger", "2 nests noodles".
            ingredient = parsed(String(measure.rest), section: section)
            // "a teaspoon of seven spice": a number that begins a food's whole name is no amount.
            if measure.ofFollowed, ingredient.quantity != nil, namesFoodWhole(String(measure.rest)) {
                ingredient.name = String(measure.rest).trimmed(" ,.")
                ingredient.quantity = nil
                ingredient.quantityHigh = nil
                ingredient.unit = nil
            }
            if ingredient.quantity == nil && ingredient.unit == nil {
                ingredient.quantity = measure.quantity?.low
                ingredient.quantityHigh = measure.quantity?.high
                ingredient.unit = measure.unit
            }
        } else {
            ingredient = parsed(line, section: section)
        }
        tidy(&ingredient)
        if !notes.isEmpty { ingredient.note = (notes + [ingredient.note].compactMap { $0 }).joined(separator: ", ") }
        ingredient.text = original
        guard ingredient.name.contains(where: \.isLetter) else { return nil }
        let known = isKnownFood(ingredient.name)
        if origin != .list, !known, !listed, ingredient.unit == nil || lengthUnits.contains(ingredient.unit!) { return nil }
        // Said or written in passing, "a five quart dutch oven", "a 10 inch cast iron skillet",
        // "a piece of string" are the kitchen's, and "ten sheets, brushing each one" is what is
        // done with them: none is an ingredient.
        // "a big pot of salted water" is what the pasta cooks in.
        if origin != .list, let unit = ingredient.unit, ["pot", "pan", "saucepan"].contains(unit),
           ingredient.name.lowercased().hasSuffix("water") { return nil }
        if origin != .list, !known {
            if FoodKnowledge.standard.match(ingredient.name).kind == .notFood { return nil }
            if let first = ingredient.name.split(separator: " ").first, CookingVerbs.forms.contains(first.lowercased()) { return nil }
        }
        ingredient.provenance = Provenance(source: origin.source,
                                           confidence: confidence(ingredient, known: known, origin: origin, reordered: reordered))
        return ingredient
    }

    static func startsWithNumber(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first.isNumber || "½¼¾⅓⅔⅛⅜⅝⅞".contains(first)
    }

    static func parsed(_ text: String, section: String?) -> Ingredient {
        var ingredient = IngredientLineParser.parse(text, section: section)
        // "4-5 cloves": a unit's word alone after the amount is the food itself (the spice), not
        // cloves of nothing, which the parser gives back as the whole line.
        if ingredient.unit != nil, ingredient.name == ingredient.text, let (_, after) = QuantityParser.parseLeading(Substring(text)) {
            let word = after.trimmed(" .,!")
            if !word.isEmpty, !word.contains(" "), isKnownFood(word) {
                ingredient.name = word
                ingredient.unit = nil
            }
        }
        return ingredient
    }

    /// How sure a reading is: an amount and a unit read cleanly and a name the food tables know
    /// make it sure; a line picked out of prose or speech never is.
    static func confidence(_ ingredient: Ingredient, known: Bool, origin: Origin, reordered: Bool) -> Double {
        let amount = ingredient.quantity != nil
        let measured = amount || ingredient.unit != nil
        switch origin {
        case .list:
            return 0.45 + (amount ? 0.2 : 0) + (measured ? 0.05 : 0) + (known ? 0.3 : 0) - (reordered ? 0.05 : 0)
        case .prose:
            return 0.3 + (amount ? 0.1 : 0) + (known ? 0.1 : 0)
        case .speech:
            return 0.2 + (amount ? 0.05 : 0) + (known ? 0.1 : 0)
        }
    }

    static func isKnownFood(_ name: String) -> Bool {
        !AllergenDetector.standard.check(line: name).foods.isEmpty
    }

    /// Whether every word of `name` is the name of one food the knowledge base knows ("seven
    /// spice", not "seven" of a spice).
    static func namesFoodWhole(_ name: String) -> Bool {
        let reading = FoodKnowledge.standard.match(name)
        return reading.kind == .food && reading.confidence == 1
    }

    // MARK: - Splitting a line into items

    /// "1/2 cup oats, 1/2 cup milk and 1 tbsp chia seeds" is three items; "1 onion, diced" and
    /// "salt and pepper" are one. A line splits where two or more parts start with an amount; a
    /// part without one stays with the part before it, unless it is a food added with "+" to a
    /// measured one ("1 cup oat milk + ice"). After a verb's "with" or "into" ("3 strawberries
    /// mashed w/ 1 tsp honey", "2 tsp matcha whisked into 60ml hot water") the part must name a
    /// food, so "cut into 2cm pieces" stays. A line of foods without amounts, separated by commas
    /// ("cucumber, coriander, sliced chilli"), is one item per food.
    static func split(_ text: String) -> [String] {
        var parts: [(separator: String, text: Substring)] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        var separator = ""
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth = max(0, depth - 1) }
            if depth == 0, let found = separators.first(where: { text[index...].hasPrefix($0) }) {
                parts.append((separator, text[start..<index]))
                separator = found
                index = text.index(index, offsetBy: found.count)
                start = index
                continue
            }
            index = text.index(after: index)
        }
        parts.append((separator, text[start...]))
        guard parts.count > 1 else { return [text] }
        func startsItem(_ part: (separator: String, text: Substring)) -> Bool {
            guard startsWithAmount(part.text), !isSize(part.text) else { return false }
            return !weakSeparators.contains(part.separator) || isKnownFood(parsed(String(part.text), section: nil).name)
        }
        let firstMeasured = startsWithAmount(parts[0].text)
        func addedFood(_ part: (separator: String, text: Substring)) -> Bool {
            firstMeasured && part.separator == " + " && isBareFood(part.text)
        }
        guard parts.filter(startsItem).count >= 2 || parts.dropFirst().contains(where: addedFood) else {
            return bareFoods(text) ?? [text]
        }
        var items: [String] = []
        for part in parts {
            let piece = part.text.trimmed(" ")
            // "300g frozen peas, knob of butter, a few mint leaves, salt and pepper".
            // "…; 2 spring onions; crushed peanuts to finish": a semicolon lists as a comma does.
            let listedFood = (part.separator == ", " || part.separator == "; ") && isBareFood(part.text)
            // "20g butter | 20g flour | pinch of nutmeg | salt & pepper": a bar always parts two items.
            if items.isEmpty || startsItem(part) || addedFood(part) || listedFood || part.separator == " | " {
                items.append(piece)
            } else {
                items[items.count - 1] += part.separator + piece
            }
        }
        return items
    }

    /// "1.5 inch thick", "2cm cubes": a length of no food says how big the pieces are.
    static func isSize(_ text: Substring) -> Bool {
        let parsed = IngredientLineParser.parse(String(text))
        guard let unit = parsed.unit, lengthUnits.contains(unit) else { return false }
        return !isKnownFood(parsed.name)
    }

    static let lengthUnits: Set<String> = Set(["cm", "mm", "inch", "inches"].compactMap { IngredientLineParser.unitIDs[$0] })

    static let separators = [", ", "; ", " | ", " + ", " and ", " & ", " plus ", " AND ", " w/ ", " with ", " into "]
    /// Separators that join a food to what is done with it as often as to another food.
    static let weakSeparators: Set<String> = [" w/ ", " with ", " into "]

    /// "cucumber, coriander, sliced chilli", "bean sprouts, Thai basil, lime wedges & sliced
    /// chilli to serve": each part (the last perhaps after "&" or "and") a known food with no
    /// amount. Nil when any part is not ("onion, diced", "salt & pepper, to taste").
    static func bareFoods(_ text: String) -> [String]? {
        guard TextSearch.contains(text, ", "), !text.contains(where: { $0.isNumber || $0 == "(" }),
              !startsWithAmount(Substring(text)) else { return nil }
        var pieces = text.components(separatedBy: ", ").map { $0.trimmed(" ") }
        guard pieces.count >= 2 else { return nil }
        // The list's last two joined by "&" or "and": "lime wedges & sliced chilli".
        for joiner in [" & ", " and "] {
            let last = pieces[pieces.count - 1]
            guard let range = last.range(of: joiner) else { continue }
            pieces[pieces.count - 1] = String(last[..<range.lowerBound])
            pieces.append(String(last[range.upperBound...]))
            break
        }
        // Every piece a food the knowledge base knows; or, in a list of three or more, all but a
        // third of them, the rest short names of nothing else ("…, lime wedges, tostadas").
        let known = pieces.filter { isBareFood(Substring($0)) }.count
        guard known == pieces.count || pieces.count >= 3 && known * 3 >= pieces.count * 2
                && pieces.allSatisfy({ piece in
                    piece.split(separator: " ").count <= 3 && piece.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" }
                        && !CaptionReader.opensInstruction(piece)
                }) else { return nil }
        return pieces
    }

    /// A food named without an amount: "ice", "Thai basil", "sliced chilli to serve".
    static func isBareFood(_ text: Substring) -> Bool {
        var notes: [String] = []
        let piece = dropVagueLead(text.trimmed(" "), into: &notes)
        guard !piece.isEmpty, !piece.contains(where: \.isNumber), piece.split(separator: " ").count <= 5 else { return false }
        let ingredient = IngredientLineParser.parse(piece)
        return ingredient.quantity == nil && ingredient.unit == nil && isKnownFood(ingredient.name)
    }

    /// Whether `text` begins with an amount or a loose measure ("2 eggs", "½ cup", "a pinch of",
    /// "squeeze of"), not a time ("10 minutes").
    static func startsWithAmount(_ text: Substring) -> Bool {
        let text = text.drop(while: { $0 == " " })
        guard let first = text.first else { return false }
        if first.isNumber || "½¼¾⅓⅔⅛⅜⅝⅞".contains(first) {
            guard let (_, after) = QuantityParser.parseLeading(text) else { return false }
            return !ProseIngredientFinder.isTimeOrHeat(after)
        }
        return CaptionMeasure.read(String(text.prefix(60))) != nil
    }

    // MARK: - Rewrites of caption styles into the line parser's

    /// "lots of black pepper", "plenty of parmesan": a vague amount is no amount. "Optional: flaky
    /// salt" is the salt, noted as optional.
    static func dropVagueLead(_ line: String, into notes: inout [String]) -> String {
        let lower = line.lowercased()
        if let lead = optionalLead(lower) {
            notes.append("optional")
            return String(line.dropFirst(lead.count))
        }
        for lead in ["lots of ", "loads of ", "plenty of ", "a lot of ", "a bit of ", "a little ", "some extra ", "extra ", "a few ", "few "]
        where lower.hasPrefix(lead) && line.count > lead.count {
            notes.append(lead.trimmed(" ").replacingOccurrences(of: " of", with: ""))
            return String(line.dropFirst(lead.count))
        }
        return line
    }

    /// "black pepper - lots!!", "Parmesan: plenty": a vague amount written after the name is no amount.
    static func dropVagueTail(_ line: String, into notes: inout [String]) -> String {
        for separator in [" - ", " – ", " — ", ": "] {
            guard let offset = TextSearch.firstOffset(of: separator, in: line) else { continue }
            let utf8 = line.utf8
            let cut = utf8.index(utf8.startIndex, offsetBy: offset)
            let tail = line[utf8.index(cut, offsetBy: separator.utf8.count)...].lowercased().trimmed(" !.")
            guard vagueAmounts.contains(tail), !line[..<cut].trimmed(" ").isEmpty else { continue }
            notes.append(tail)
            return String(line[..<cut]).trimmed(" ")
        }
        return line
    }

    /// "1/3 cup-ish", "2ish tbsp": "-ish" on a number or a unit says the amount is rough; the
    /// amount stays, with "about" for a note. Never a food's own word ("radish", "fish").
    static func withoutIsh(_ line: String, into notes: inout [String]) -> String {
        guard TextSearch.contains(line, "ish") else { return line }
        var found = false
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map { word -> Substring in
            let bare = word.trimmed(",.;!")
            let lower = bare.lowercased()
            guard lower.hasSuffix("ish") else { return word }
            let stem = lower.hasSuffix("-ish") ? lower.dropLast(4) : lower.dropLast(3)
            let isAmount = stem.last?.isNumber == true || lower.hasSuffix("-ish") && IngredientLineParser.unitIDs[String(stem)] != nil
            guard isAmount, !stem.isEmpty else { return word }
            found = true
            return Substring(word.replacingOccurrences(of: String(bare.suffix(lower.hasSuffix("-ish") ? 4 : 3)), with: ""))
        }
        guard found else { return line }
        notes.append("about")
        return words.joined(separator: " ")
    }

    /// The lead that marks an item as optional ("Optional: flaky sea salt on top"), when one opens
    /// the lowercased line and something follows it.
    static func optionalLead(_ lower: String) -> String? {
        guard lower.first == "o" || lower.first == "(" else { return nil }
        return optionalLeads.first { lower.hasPrefix($0) && lower.count > $0.count }
    }

    static let optionalLeads = ["optional: ", "optional - ", "optional – ", "(optional) ", "(optional): "]

    static let vagueAmounts: Set<String> = ["to taste", "as needed", "as required", "lots", "loads", "plenty", "a lot", "some", "a little", "a bit", "a few", "as much as you like"]

    /// "1 x 400g tin chopped tomatoes" is one tin of 400 g; "2 x 125g balls mozzarella" two balls;
    /// "400 ml tin of coconut milk" one tin.
    static func rewritePacks(_ line: String) -> String {
        guard let (count, afterCount) = QuantityParser.parseLeading(Substring(line)) else { return line }
        // "a 400 ml tin of coconut milk", as said: one tin, of that size ("a 200g block of feta"
        // stays 200 g: a block is weighed, a tin counted).
        if let (unit, afterUnit) = IngredientLineParser.leadingUnit(afterCount), Unit.lookup(unit)?.dimension != .count {
            let words = afterUnit.split(separator: " ", maxSplits: 2)
            if words.count == 3, words[1].lowercased() == "of", ["can", "tin", "jar", "carton", "bottle"].contains(words[0].lowercased()) {
                let size = line[..<afterUnit.startIndex].trimmed(" ")
                return "1 \(words[0]) \(words[2]) (\(size))"
            }
        }
        guard let x = afterCount.first, x == "x" || x == "X" || x == "×" else { return line }
        let afterX = afterCount.dropFirst().drop(while: { $0 == " " })
        guard let (_, afterSize) = QuantityParser.parseLeading(afterX),
              let (_, afterUnit) = IngredientLineParser.leadingUnit(afterSize) else { return line }
        let size = afterX[..<afterUnit.startIndex].trimmed(" ")
        let amount = count.high.map { "\(count.low)-\($0)" } ?? "\(count.low)"
        return "\(amount) \(afterUnit) (\(size))"
    }

    /// "Tahini - 1/2 cup", "Chickpeas - 1 can (400g), drained", "Eggs x 8", "Salt: 1 tsp",
    /// "Thai basil, a big handful": the name first, the amount after. Returns the line with the
    /// amount first, or nil when it is not written that way.
    static func nameFirst(_ line: String) -> String? {
        guard let first = line.first, !first.isNumber, !"½¼¾⅓⅔⅛".contains(first) else { return nil }
        let line = leadersAsDash(line)
        for separator in [" - ", " – ", " — ", ": ", " x ", " X ", " × ", ", "] {
            guard let offset = TextSearch.firstOffset(of: separator, in: line) else { continue }
            let utf8 = line.utf8
            let cut = utf8.index(utf8.startIndex, offsetBy: offset)
            let name = line[..<cut].trimmed(" ")
            // An aside in the name says which kind ("Flour (BL55 / plain): 500g"): not counted as its words.
            let bareName = name.contains("(") ? CaptionTitle.removeBrackets(name) : name
            var amount = Substring(line[utf8.index(cut, offsetBy: separator.utf8.count)...].trimmed(" "))
            guard !name.isEmpty, bareName.split(separator: " ").count <= 5, !bareName.contains(where: \.isNumber),
                  startsWithAmount(amount) else { continue }
            var tail = ""
            // What follows the amount is a note: "4 cloves, crushed", "2 tbsp + more for frying".
            for mark in [", ", " + "] {
                guard let offset = TextSearch.firstOffset(of: mark, in: amount) else { continue }
                let cut = amount.utf8.index(amount.utf8.startIndex, offsetBy: offset)
                let after = amount[amount.utf8.index(cut, offsetBy: mark.utf8.count)...]
                if mark == " + " && startsWithAmount(Substring(after)) { continue }
                tail = ", " + after
                amount = amount[..<cut]
                break
            }
            // After a comma the amount must stand alone: "Thai basil, a big handful", not "onion, 2
            // sliced"; or be measured, then say how it is cut: "Galangal, 1 tbsp chopped".
            if separator == ", ", !isAmountOnly(amount) {
                guard let (measure, preparation) = measuredThenPrepared(amount) else { continue }
                amount = measure
                tail = ", " + preparation + tail
            }
            return "\(amount) \(name)\(tail)"
        }
        // "Cream cheese 600g", "Eggs 4", "Salt 1 pinch": a food the tables know, then its amount
        // alone, with nothing between them.
        // "shrimp paste (terasi) 1 tsp – optional": the food's aside stays with it, and a note after
        // a dash follows the amount.
        if let digit = line.firstIndex(where: { $0.isNumber || "½¼¾⅓⅔⅛".contains($0) }) {
            // "oil ~1/2 cup": a rough amount is still the amount.
            let name = line[..<digit].trimmed(" ~≈")
            let bareName = name.hasSuffix(")") ? CaptionTitle.removeBrackets(name).trimmed(" ") : name
            var amount = line[digit...]
            var tail = ""
            // "Lard 120g, cold and cubed", "Swede 1/4 (about 200g) – to taste": the first comma or
            // dash after the amount starts its note.
            // Not inside an aside: "Chicharrón 250g (pork, cooked and ground)".
            let outsideBrackets = withoutBracketedText(amount)
            let marks = [", ", " – ", " — ", " - "].compactMap { mark in
                TextSearch.firstOffset(of: mark, in: outsideBrackets).map { (offset: $0, mark: mark) }
            }
            if let first = marks.min(by: { $0.offset < $1.offset }) {
                let cut = amount.utf8.index(amount.utf8.startIndex, offsetBy: first.offset)
                tail = ", " + amount[amount.utf8.index(cut, offsetBy: first.mark.utf8.count)...].trimmed(" ")
                amount = amount[..<cut]
            }
            // "Masala 3 tbsp (Durban hot curry powder)": an aside after the amount says which kind.
            if amount.hasSuffix(")"), let open = amount.range(of: " (", options: .backwards) {
                tail = " " + amount[open.lowerBound...].trimmed(" ") + tail
                amount = amount[..<open.lowerBound]
            }
            // A food sous does not know counts when it is weighed or measured ("Chicharrón 250g"),
            // not when a bare number follows it ("Step 4", "Day 2").
            if bareName.last?.isLetter == true, bareName.split(separator: " ").count <= 4, isAmountOnly(amount),
               isKnownFood(bareName) || CaptionReader.measures(String(amount)) {
                return "\(amount.trimmed(" ")) \(name)\(tail)"
            }
        }
        return looseMeasureLast(line)
    }

    /// "Goya (bitter melon) …… 1", "Salt ...... a pinch", "Soy sauce・・・1 tbsp": a run of dots between a
    /// name and its amount, as recipe cards lead the eye across, reads as a dash. A single dot or
    /// "…" closing the line is left alone.
    static func leadersAsDash(_ line: String) -> String {
        guard mayHaveLeaders(line) else { return line }
        var result = ""
        var run = ""
        for character in line {
            if leaderMarks.contains(character) || (character == " " && !run.isEmpty) {
                run.append(character)
                continue
            }
            let marks = run.filter { $0 != " " }
            if marks.count >= 2 || marks.contains("…") || marks.contains("‥"), !result.trimmed(" ").isEmpty {
                result = result.trimmed(" ") + " - "
            } else {
                result += run
            }
            run = ""
            result.append(character)
        }
        return result + run
    }

    private static let leaderMarks: Set<Character> = [".", "…", "‥", "・", "･"]

    /// Two dots in a row, or the lead byte of "…", "‥" (E2), "・" (E3) or "･" (EF): most lines
    /// have none, told by their bytes.
    private static func mayHaveLeaders(_ line: String) -> Bool {
        var previousDot = false
        for byte in line.utf8 {
            if byte == 0x2E {
                if previousDot { return true }
                previousDot = true
            } else {
                if byte == 0xE2 || byte == 0xE3 || byte == 0xEF { return true }
                previousDot = false
            }
        }
        return false
    }

    /// `text` with every character inside brackets replaced by as many bytes of "#": the same
    /// UTF-8 offsets, with no mark inside an aside.
    static func withoutBracketedText(_ text: Substring) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            result += depth > 0 ? String(repeating: "#", count: character.utf8.count) : String(character)
            if character == ")" { depth = max(0, depth - 1) }
        }
        return result
    }

    /// "Sugar pinch", "Parsley small handful, chopped", "bok choy a handful": a food, then a loose
    /// measure of it and no number, is one of that measure.
    static func looseMeasureLast(_ line: String) -> String? {
        guard !line.contains(where: \.isNumber) else { return nil }
        let parts = line.split(separator: ",", maxSplits: 1)
        var words = parts[0].split(separator: " ")
        guard (2...5).contains(words.count), let measure = words.last, CaptionMeasure.words[measure.lowercased()] != nil else { return nil }
        words.removeLast()
        let size = words.count > 1 && CaptionMeasure.sizes.contains(words.last!.lowercased()) ? words.removeLast() + " " : ""
        // "bok choy a handful": the article says one.
        if words.count > 1, ["a", "an"].contains(words.last!.lowercased()) { words.removeLast() }
        let name = words.joined(separator: " ")
        // Not a purpose: "cocoa powder for dusting".
        guard isKnownFood(name), !words.contains(where: { ["for", "to", "with", "of", "and", "or"].contains($0.lowercased()) }) else { return nil }
        let tail = parts.count > 1 ? ", " + parts[1].trimmed(" ") : ""
        return "1 \(size)\(measure) \(name)\(tail)"
    }

    /// "1/2 cup", "200g", "4-6 tbsp", "1 can (400g)", "a big handful": an amount and perhaps a
    /// unit, nothing else.
    static func isAmountOnly(_ text: Substring) -> Bool {
        var rest = text.drop(while: { $0 == " " })
        let first = rest.prefix(while: { $0 != " " }).lowercased()
        if first == "a" || first == "an" {
            rest = rest.dropFirst(first.count).drop(while: { $0 == " " })
        } else if let (_, afterAmount) = QuantityParser.parseLeading(rest) {
            rest = afterAmount
        } else {
            return false
        }
        while true {
            let word = rest.prefix(while: { $0 != " " }).lowercased()
            guard CaptionMeasure.sizes.contains(word) else { break }
            rest = rest.dropFirst(word.count).drop(while: { $0 == " " })
        }
        let word = rest.prefix(while: { $0 != " " }).lowercased()
        if CaptionMeasure.words[word] != nil {
            rest = rest.dropFirst(word.count)
        } else if let (_, afterUnit) = IngredientLineParser.leadingUnit(rest) {
            rest = afterUnit
        }
        var notes: [String] = []
        rest = IngredientLineParser.stripParentheticals(rest.drop(while: { $0 == " " }), into: &notes, leadingOnly: true)
        return rest.trimmed(" ").isEmpty
    }

    /// "1 tbsp chopped", "2 cloves finely minced": a measure with its unit, then only words saying
    /// how the food is cut or made ready. The measure and those words; nil for anything else.
    static func measuredThenPrepared(_ text: Substring) -> (Substring, String)? {
        guard let (_, afterAmount) = QuantityParser.parseLeading(text.drop(while: { $0 == " " })),
              let (_, afterUnit) = IngredientLineParser.leadingUnit(afterAmount) else { return nil }
        let words = afterUnit.split(separator: " ")
        guard !words.isEmpty, words.allSatisfy({ word in
            let bare = word.lowercased()
            return ProseIngredientFinder.isParticiple(bare) || IngredientLineParser.preparationWords.contains(bare)
                || IngredientLineParser.preparationAdverbs.contains(bare)
        }) else { return nil }
        return (text[..<afterUnit.startIndex], words.joined(separator: " "))
    }

    /// The food before " or " (or a slash: "peanuts / mixed nuts") and the alternative after it
    /// ("or ghee"), when the first names a food of its own and does not share the alternative's
    /// last word ("chicken or vegetable stock"). A food sous does not know is one word offered
    /// against one it does ("acitrón or candied pineapple").
    static func alternative(in name: String) -> (String, String)? {
        guard let or = name.range(of: " or ") ?? name.range(of: " / ") else { return nil }
        let first = String(name[..<or.lowerBound]).trimmed(" ,")
        let other = String(name[or.upperBound...]).trimmed(" ,")
        let otherWords = other.split(separator: " ")
        let firstIsFood = isKnownFood(first) || !first.contains(" ") && first.allSatisfy(\.isLetter)
        guard !first.isEmpty, let last = otherWords.last, firstIsFood, isKnownFood(other),
              otherWords.count == 1 || !namesFoodWhole(first + " " + last) else { return nil }
        return (first, "or " + other)
    }

    /// `name` with a caption's shorthand spelt out: the whole name ("soy" is soy sauce) or its
    /// last words after a word that says which kind ("light soy", "dark soy", "grated parm").
    static func spelledOut(_ name: String) -> String {
        let shorthand = CaptionVocabulary.standard.shorthand
        if let long = shorthand[name.lowercased()] { return long }
        let words = name.split(separator: " ")
        for length in stride(from: min(2, words.count - 1), through: 1, by: -1) {
            let tail = words.suffix(length).joined(separator: " ")
            if let long = shorthand[tail.lowercased()] { return (words.dropLast(length) + [Substring(long)]).joined(separator: " ") }
        }
        return name
    }

    /// Where a name goes on to ask for more of the same food: " + more", " plus extra", " + a few more".
    static func moreOfIt(in name: String) -> Range<String.Index>? {
        for joint in [" + ", " plus "] {
            guard let found = name.range(of: joint, options: .caseInsensitive) else { continue }
            var rest = name[found.upperBound...].lowercased()
            for vague in ["a few ", "a little ", "a bit ", "some "] where rest.hasPrefix(vague) { rest = String(rest.dropFirst(vague.count)) }
            if rest == "more" || rest == "extra" || rest.hasPrefix("more ") || rest.hasPrefix("extra ") {
                return found.lowerBound..<name.endIndex
            }
        }
        return nil
    }

    /// After the parser: "block of feta" under a unit is feta, shorthand spelt out, a shouted name lowered.
    static func tidy(_ ingredient: inout Ingredient) {
        var name = ingredient.name
        if name.lowercased().hasPrefix("of ") { name = String(name.dropFirst(3)) }
        if ingredient.unit != nil, let space = name.firstIndex(of: " ") {
            let first = name[..<space].lowercased()
            let after = name[name.index(after: space)...]
            if IngredientLineParser.unitIDs[first] != nil || CaptionMeasure.words[first] != nil, after.lowercased().hasPrefix("of ") {
                name = String(after.dropFirst(3))
            }
        }
        // "olive oil + more for the tin", "4 sage leaves + a few more": the extra is a note.
        if let extra = moreOfIt(in: name) {
            ingredient.note = [String(name[extra]).trimmed(" +"), ingredient.note].compactMap { $0 }.joined(separator: " ")
            name = String(name[..<extra.lowerBound])
        }
        // How ripe a fruit is, like how large, says which to pick, not what it is.
        for state in ["ripe ", "overripe ", "very ripe "] where name.lowercased().hasPrefix(state) && name.count > state.count {
            name = String(name.dropFirst(state.count))
            ingredient.note = [state.trimmed(" "), ingredient.note].compactMap { $0 }.joined(separator: ", ")
        }
        // "2 tsp matcha whisked", "3-4 strawberries mashed": the verb after the food says how it
        // is prepared.
        if let space = name.lastIndex(of: " ") {
            let last = name[name.index(after: space)...].lowercased()
            if last.hasSuffix("ed"), CookingVerbs.forms.contains(last) {
                name = String(name[..<space]).trimmed(" ,")
                ingredient.note = [last, ingredient.note].compactMap { $0 }.joined(separator: ", ")
            }
        }
        name = spelledOut(name)
        // "butter or ghee", "sirloin or ribeye": a caption's alternative is a note; the food is the
        // first ("cherry or grape tomatoes", "chicken or vegetable stock" share their last word: kept).
        if let (first, other) = alternative(in: name) {
            name = first
            ingredient.note = [other, ingredient.note].compactMap { $0 }.joined(separator: ", ")
        }
        let letters = name.filter(\.isLetter)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) {
            name = name.lowercased()
            ingredient.note = ingredient.note?.lowercased()
        }
        ingredient.name = name
    }
}
