import SousCore

/// Picks the ingredients out of running prose, as captions without a list and speakers give
/// them: "add 2 tbsp of gochujang and a splash of soy" holds "2 tbsp of gochujang" and "a splash
/// of soy". A phrase counts when an amount (a number, or "a" before a measure) is followed,
/// within a few words, by a food the allergen dictionary knows, or by a unit and a word or two.
/// Times and heat ("for 10 minutes", "at 200C"), asides in brackets and amounts of something
/// already there ("a splash of the noodle water") are not ingredients.
enum ProseIngredientFinder {
    /// The phrases of `text` that name an amount of a food, in order.
    /// `earlier`: what was said just before (the sentence before a spoken one), where a food
    /// that "ones" or "them" stands for may have been named.
    static func phrases(in text: String, earlier: String = "") -> [String] {
        listedPhrases(in: text, earlier: earlier).map(\.text)
    }

    /// The phrases of `text`, each saying whether it was taken as one of a run of amounts
    /// separated by commas ("1 cup milk, 2 crushed elaichi, …"), where a food the dictionary
    /// does not know still counts.
    static func listedPhrases(in text: String, earlier: String = "") -> [(text: String, listed: Bool)] {
        let plain = TextSearch.contains(text, byte: 0x28) || TextSearch.contains(text, byte: 0x5B) ? CaptionTitle.removeBrackets(text) : text
        // "...two eggs beaten": the dots a speaker trails in with are no part of the word.
        // "three-quarters of a cup": a number spelt with a hyphen is its words.
        let words = plain.split(separator: " ").map { $0.drop(while: { $0 == "." || $0 == "…" }) }.filter { !$0.isEmpty }
            .flatMap(spokenNumberParts)
        var found: [(text: String, listed: Bool)] = []
        var index = 0
        var lastEnd = -1
        while index < words.count {
            if let (phrase, end, listed) = phrase(in: words, at: index, followsPhrase: index == lastEnd)
                ?? foodReferredTo(in: words, at: index, earlier: earlier) {
                // "three medium potatoes, about 500 grams", "four veal escalopes, about 150 grams
                // each": the same food again, hedged, says how much the first amount weighs.
                if let last = found.last, lastEnd >= 0, index > lastEnd, index - lastEnd <= 2,
                   words[lastEnd..<index].allSatisfy({ hedges.contains(BareWord.of($0)) }),
                   headWord(of: phrase) == headWord(of: last.text) {
                    index = end
                    lastEnd = end
                    continue
                }
                // "One hot pepper, or a pinch of chilli flakes": an alternative to the amount just said.
                if lastEnd >= 0, index == lastEnd + 1, BareWord.of(words[lastEnd]) == "or" {
                    index = end
                    continue
                }
                // "shallots about three of them no wait": taken back as soon as said.
                if end + 1 < words.count, BareWord.of(words[end]) == "no", ["wait", "sorry"].contains(BareWord.of(words[end + 1])) {
                    index = end
                    continue
                }
                found.append((phrase, listed))
                index = end
                lastEnd = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// "Four large ones", "you'll need about 20 of them": an amount of the food named last before
    /// it (in this text or, failing that, in `earlier`), said as "ones" or "of them".
    static func foodReferredTo(in words: [Substring], at start: Int, earlier: String) -> (String, Int, Bool)? {
        // Most words start no number: their first letter rules them out before any lowercasing.
        guard let initial = words[start].first, initial.isNumber || amountInitials.contains(initial) else { return nil }
        let first = BareWord.of(words[start])
        guard numberWords.contains(first) || first.allSatisfy(\.isNumber), first != "half", first != "quarter" else { return nil }
        // "cut it into three big ones": pieces, not more of the food.
        if start > 0, ["into", "in", "to", "of", "on"].contains(BareWord.of(words[start - 1])) { return nil }
        var next = start + 1
        // "four or five of them": a range said in words.
        var amount = String(words[start])
        if next + 1 < words.count, ["or", "to"].contains(BareWord.of(words[next])), numberWords.contains(BareWord.of(words[next + 1])) {
            amount = "\(words[start])-\(words[next + 1])"
            next += 2
        }
        let amountEnd = next
        while next < words.count, CaptionMeasure.sizes.contains(BareWord.of(words[next])) { next += 1 }
        guard next < words.count else { return nil }
        let pronoun = BareWord.of(words[next])
        // "The cabbage: one big one": one of it, sized.
        let sizedOne = pronoun == "one" && BareWord.of(words[start]) == "one" && next > amountEnd
        if pronoun == "of", next + 1 < words.count, BareWord.of(words[next + 1]) == "them", next == amountEnd {
            next += 1
        } else if pronoun != "ones", !sizedOne {
            return nil
        }
        let context = earlier.split(separator: " ").suffix(30) + words[..<start]
        guard let food = lastFoodNamed(in: Array(context)) else { return nil }
        return ("\(amount) \(food)", next + 1, false)
    }

    /// The last food named in `words`, as said ("the onions" is "onions"): two words when both
    /// name it ("key limes"), else one.
    static func lastFoodNamed(in words: [Substring]) -> String? {
        let bare = words.map { BareWord.of($0) }
        for index in stride(from: bare.count - 1, through: 0, by: -1) where bare[index].count > 2 && bare[index].allSatisfy(\.isLetter) {
            if boundaries.contains(bare[index]) || references.contains(bare[index]) || CookingVerbs.forms.contains(bare[index]) { continue }
            guard CaptionIngredientReader.isKnownFood(bare[index]) else { continue }
            // "the key limes", "the red onions": the word before names which.
            let before = index > 0 ? bare[index - 1] : ""
            if before.count > 2, before.allSatisfy(\.isLetter), !notWhichWords.contains(before) {
                return before + " " + bare[index]
            }
            return bare[index]
        }
        return nil
    }

    /// Words that never say which food follows them ("the", "big", "chopped", "got"): built once.
    static let notWhichWords: Set<String> = articles.union(references).union(boundaries).union(vagueWords)
        .union(CaptionMeasure.sizes).union(CookingVerbs.forms).union(usingWords).union(notFood)

    /// The last word of a phrase, bare: the food it ends on ("three medium potatoes": potatoes).
    static func headWord(of phrase: String) -> String {
        phrase.split(separator: " ").last.map { BareWord.of($0) } ?? ""
    }

    /// The first letters an amount can start with: a fraction, an article, a number word or a
    /// measure ("a", "one", "two", "half", "some", "pinch", "handful", "cup", "dash", "knob"...).
    /// A set: asking a string literal costs a walk of its characters for every word of a caption.
    static let fractions: Set<Character> = ["½", "¼", "¾", "⅓", "⅔", "⅛"]
    static let amountInitials: Set<Character> = fractions.union("aAoOtTfFsSeEnNhHqQcCdDpPkKgG")

    /// "00 flour", "0 flour": a number written with a leading zero is a grade, not an amount.
    static func isGrade(_ bare: String) -> Bool {
        bare.count >= 2 && bare.first == "0" && bare.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The phrase that starts at word `start`, the index of the word after it, and whether it was
    /// taken only for following another phrase after a comma (`followsPhrase`).
    static func phrase(in words: [Substring], at start: Int, followsPhrase: Bool = false) -> (String, Int, Bool)? {
        // Most words start no amount: their first letter rules them out before any lowercasing.
        guard let initial = words[start].first, initial.isNumber || amountInitials.contains(initial) else {
            return nil
        }
        let first = BareWord.of(words[start])
        if initial == "0", isGrade(first) { return nil }
        // "seven spice", "five spice": a number word that begins a food's name is no amount.
        if numberWords.contains(first), start + 1 < words.count,
           CaptionIngredientReader.namesFoodWhole(first + " " + BareWord.of(words[start + 1])) { return nil }
        let isArticle = first == "a" || first == "an"
        // "cut into one inch pieces", "divide into 8 balls": what a food is cut or shared into, not
        // "break it up into half a cup of orange juice".
        if start > 0, ["into", "in"].contains(BareWord.of(words[start - 1])),
           words[(start + 1)..<min(words.count, start + 4)].contains(where: { shapes.contains(BareWord.of($0)) }) { return nil }
        // "the ratio is one part egg to three parts dashi": a ratio, not an amount.
        if start + 1 < words.count, ["part", "parts"].contains(BareWord.of(words[start + 1])) { return nil }
        // "handful of cilantro", "pinch of salt": a measure with no article, before "of".
        let bareMeasure = CaptionMeasure.words[first] != nil && start + 1 < words.count && BareWord.of(words[start + 1]) == "of"
        // "a few dashes of hot sauce", "some splashes of soy": as much as it takes, not one.
        if bareMeasure, start > 0, ["few", "some", "several", "more", "extra"].contains(BareWord.of(words[start - 1])) { return nil }
        guard initial.isNumber || fractions.contains(initial) || isArticle || numberWords.contains(first) || bareMeasure else {
            return nil
        }
        // "This makes four little cups", "serves two": how much the recipe gives, not what goes in.
        if start > 0, ["makes", "serves", "feeds", "yields"].contains(BareWord.of(words[start - 1])) { return nil }
        // "a third of a cup", "a quarter cup", "a half teaspoon": a part said with its article is a number.
        let spokenPart = isArticle && start + 1 < words.count && partWords.contains(BareWord.of(words[start + 1]))
        // "a one pot chicken biryani", "one pan dinner": a vessel named without "of" says how the
        // dish is made, not how much of anything goes in ("a pot of yogurt" is an amount).
        if start + 2 < words.count, vessels.contains(BareWord.of(words[start + 1])), BareWord.of(words[start + 2]) != "of" {
            return nil
        }
        // "a" starts an amount only before a measure ("a splash of"), perhaps sized ("a big handful").
        if isArticle && !spokenPart {
            var next = start + 1
            while next < words.count, CaptionMeasure.sizes.contains(BareWord.of(words[next])) { next += 1 }
            guard next < words.count else { return nil }
            let measure = BareWord.of(words[next])
            guard CaptionMeasure.words[measure] != nil || IngredientLineParser.unitIDs[measure] != nil else {
                return countedFood(words, article: start, food: next) ?? oneFood(words, article: start)
            }
        }
        // Only this clause: the amount and the few words that can name its food.
        let window = words[start..<min(words.count, start + 9)].joined(separator: " ")
        var rest: Substring
        var hasUnit = false
        // "half a can of spam": after a unit and "of" comes the food, known or not.
        var unitOf = false
        // "2cm white fish", "a 10 inch skillet": a length, whose food is never one said before it.
        var measuresLength = false
        if let measure = CaptionMeasure.read(window) {
            rest = measure.rest
            hasUnit = true
            unitOf = measure.ofFollowed
            measuresLength = CaptionIngredientReader.lengthUnits.contains(measure.unit)
        } else {
            guard !isArticle || spokenPart, let (_, afterAmount) = QuantityParser.parseLeading(Substring(window)) else { return nil }
            guard !isTimeOrHeat(afterAmount) else { return nil }
            rest = afterAmount
            if let (unit, afterUnit) = IngredientLineParser.leadingUnit(rest) {
                rest = afterUnit
                hasUnit = true
                measuresLength = CaptionIngredientReader.lengthUnits.contains(unit)
            }
            if rest.lowercased().hasPrefix("of ") {
                rest = rest.dropFirst(3)
                unitOf = hasUnit
            }
            if rest.lowercased().hasPrefix("a ") || rest.lowercased().hasPrefix("an ") {
                rest = rest.drop(while: { $0 != " " }).dropFirst()
            }
        }
        // The amount ended inside the window; what is left are whole words of it.
        let restWords = rest.split(separator: " ")
        var clause: [Substring] = []
        for (position, word) in restWords.prefix(5).enumerated() {
            let bare = BareWord.of(word)
            // "three tablespoons of gochujang a tablespoon of gochugaru": "a" before a measure
            // starts the next amount.
            if !clause.isEmpty, bare == "a" || bare == "an", position + 1 < restWords.count {
                let next = BareWord.of(restWords[position + 1])
                if CaptionMeasure.words[next] != nil || IngredientLineParser.unitIDs[next] != nil { break }
            }
            // "black pepper mix it with your hands", "black olives spread the corn": a verb on its
            // object starts what is done next, unless the word goes on the food's name ("double
            // cream a teaspoon of...", "cream" being a verb too).
            if !clause.isEmpty, position + 1 < restWords.count, CookingVerbs.forms.contains(bare) {
                let object = BareWord.of(restWords[position + 1])
                if ["it", "them", "everything", "together", "well"].contains(object) { break }
                let name = clause.map { BareWord.of($0) }.joined(separator: " ")
                let before = AllergenDetector.standard.check(line: name).foods
                let with = AllergenDetector.standard.check(line: name + " " + bare).foods
                // Part of the name when it makes the food another ("double" to "double cream"), not
                // when it only adds a food of its own ("black olives" and "spread").
                let goesOn = !with.isEmpty && (before.isEmpty || with.count <= before.count) && with != before
                // "sweet bean sauce mix with half a cup of water": a verb and its "with" start what is done next.
                if references.contains(object) || articles.contains(object) || ["with", "into", "until"].contains(object), !goesOn { break }
            }
            // "a tablespoon of sriracha grated ginger": how the next food was cut starts it.
            if !clause.isEmpty, isParticiple(bare), position + 1 < restWords.count,
               CaptionIngredientReader.isKnownFood(clause.map { BareWord.of($0) }.joined(separator: " ")),
               CaptionIngredientReader.isKnownFood(BareWord.of(restWords[position + 1])) { break }
            // "a teaspoon of cumin the juice of a lemon": a determiner never goes on a food's name.
            if !clause.isEmpty, references.contains(bare) || articles.contains(bare) { break }
            // "chicken thighs bone in skin on": how the cut is sold, said, ends the food's name
            // (or is all that follows the amount: "the chicken one kilo bone in").
            if bare == "bone" || bare == "skin", position + 1 < restWords.count,
               ["in", "on", "off", "out"].contains(BareWord.of(restWords[position + 1])) { break }
            if !bare.contains(where: \.isLetter) && !isGrade(bare) { break }
            if clause.isEmpty && references.contains(bare) { return nil }
            // Unpunctuated speech runs on: a command ("add") or the next amount starts another
            // clause ("two tablespoons of olive oil add one onion two sticks of celery").
            if boundaries.contains(bare) || clauseVerbs.contains(bare) { break }
            if !clause.isEmpty, numberWords.contains(bare) || bare.first?.isNumber == true { break }
            clause.append(word)
            if word.last.map({ ",.!?;:".contains($0) }) == true { break }
        }
        // "floury potatoes, roughly 1kg, baked": the amount after its food.
        func afterItsFood(_ food: String) -> (String, Int, Bool) {
            // The unit may end inside a word ("1kg,"): count the words the amount touched.
            let amount = max(1, window.prefix(window.count - rest.count).split(separator: " ").count)
            let measure = words[start..<min(words.count, start + amount)].joined(separator: " ").trimmed(",.!?;: ")
            return ("\(measure) \(food)", start + amount, false)
        }
        // "the split peas you want one pound", "for the peaches, you'll want about six": the
        // speaker names the food, then says how much of it they use.
        let saidFirst = foodSaidFirst(words, start)
        // A length says how big, never how much of a food said before it.
        let saidNear = { measuresLength ? nil : foodNear(words, start) }
        if clause.isEmpty {
            if let saidFirst { return afterItsFood(saidFirst) }
            guard hasUnit || saidAfterDash(words, start) || standsAlone(words, start),
                  let food = foodBefore(words, start) ?? (hasUnit ? namedBeforeDash(words, start) : nil) ?? saidNear() else { return nil }
            return afterItsFood(food)
        }
        var foodEnd = 0
        var previous: [String] = []
        for length in 1...clause.count {
            let foods = AllergenDetector.standard.check(line: clause.prefix(length).joined(separator: " ")).foods
            if !foods.isEmpty && foods != previous { foodEnd = length }
            previous = foods
        }
        // "bacon grease", "mango pulp": the form of the food named just before.
        if foodEnd > 0, foodEnd < clause.count, forms.contains(BareWord.of(clause[foodEnd])) { foodEnd += 1 }
        var listed = false
        // "and garlic three cloves just crushed": in unpunctuated speech, a measure naming no food
        // after it measures the food said just before it.
        if foodEnd == 0, !unitOf, let food = saidFirst ?? (hasUnit ? foodBefore(words, start, loose: true) ?? saidNear() : nil) {
            return afterItsFood(food)
        }
        if foodEnd == 0 {
            // An unknown food after a unit: "200g of udon", "1 tsp gochugaru"; or after a count, as
            // one of a run of amounts separated by commas: "1 cup milk, 2 crushed elaichi, …".
            let inRun = followsPhrase && start > 0 && words[start - 1].hasSuffix(",")
                && (clause.last.map { $0.hasSuffix(",") || $0.hasSuffix(".") } ?? false) && clause.count <= 2
            guard hasUnit || inRun, clause.count <= 2, clause.allSatisfy({ $0.allSatisfy { $0.isLetter || ",.!?;:-".contains($0) } }) else { return nil }
            foodEnd = clause.count
            listed = !hasUnit
        }
        let amountWords = words[start..<min(words.count, start + 9)].count - restWords.count
        let end = start + amountWords + foodEnd
        var phrase = words[start..<min(end, words.count)].joined(separator: " ").trimmed(",.!?;: ")
        // "juice of 1 lime", "zest of half a lemon": the part of the fruit said before its amount.
        if start >= 2, words[start - 1].lowercased() == "of", ["juice", "zest"].contains(words[start - 2].lowercased().trimmed(",.")) {
            phrase = "\(words[start - 2].lowercased().trimmed(",.")) of " + phrase
        }
        return (phrase, end, listed)
    }

    /// "a cinnamon stick", "a garlic clove": one of a food counted by the unit written after it
    /// (the line parser's trailing units), as "1 cinnamon stick". Nil when the words before the
    /// unit are not a food the dictionary knows.
    static func countedFood(_ words: [Substring], article: Int, food: Int) -> (String, Int, Bool)? {
        for length in 1...2 where food + length < words.count {
            let unitWord = words[food + length]
            let unit = BareWord.of(unitWord)
            guard IngredientLineParser.trailingUnits[unit] != nil else { continue }
            let name = words[food..<(food + length)].map { BareWord.of($0) }
            guard name.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLetter) }),
                  !AllergenDetector.standard.check(line: name.joined(separator: " ")).foods.isEmpty else { return nil }
            return ("1 " + name.joined(separator: " ") + " " + unit, food + length + 1, false)
        }
        return nil
    }

    /// "add a ham hock", "squeeze in the juice of a lemon": one of a food the dictionary knows,
    /// said with "a" straight after a command (or "juice of", "zest of", or "and" or a comma in a
    /// run of foods). Nil otherwise: "use a wooden spoon", "give it a stir".
    static func oneFood(_ words: [Substring], article: Int) -> (String, Int, Bool)? {
        guard article >= 1 else { return nil }
        let before = BareWord.of(words[article - 1])
        let ofPart = before == "of" && article >= 2 && ["juice", "zest"].contains(BareWord.of(words[article - 2]))
        // "...one red bell pepper, sliced, and a tomato", "a quarter cup of oil, a stock cube": one
        // more food in a run of them.
        // Unpunctuated speech runs its foods on after how the last was cut: "one leek sliced thin a
        // carrot cut in matchsticks".
        let afterCut = isParticiple(before)
            || ["thin", "thinly", "fine", "finely", "small", "thick"].contains(before) && article >= 2 && isParticiple(BareWord.of(words[article - 2]))
        let inRun = before == "and" || words[article - 1].hasSuffix(",") || afterCut
        // "into the pressure cooker with a bay leaf", "top with an egg yolk": one more food.
        // Not what it is served with ("serve it with a green salad").
        // Not what the dish is served with ("serve with plain rice and a simple rasam").
        guard !words[..<article].contains(where: { servingWords.contains(BareWord.of($0)) }) else { return nil }
        let withFood = before == "with"
        guard addingVerbs.contains(before) || ofPart || inRun || withFood, article + 1 < words.count else { return nil }
        // "and a sliced green chilli": how it was cut, said first, is no part of its name.
        var nameStart = article + 1
        while nameStart + 1 < words.count, nameStart - article <= 2, isParticiple(BareWord.of(words[nameStart])) { nameStart += 1 }
        let first = BareWord.of(words[nameStart])
        // "add a few cloves", "add a little oil": a vague amount, not one of a food.
        guard !vagueWords.contains(first), first.allSatisfy({ $0.isLetter || $0 == "-" }),
              CaptionIngredientReader.isKnownFood(first) || article + 2 < words.count else {
            return nil
        }
        // "a ham hock": the second word counts when it names a food of its own, not "a lemon we".
        var name = [first]
        if nameStart + 1 < words.count {
            let second = BareWord.of(words[nameStart + 1])
            let one = AllergenDetector.standard.check(line: first).foods
            let two = AllergenDetector.standard.check(line: first + " " + second).foods
            if second.allSatisfy({ $0.isLetter }), !boundaries.contains(second), !two.isEmpty, two != one { name.append(second) }
        }
        guard CaptionIngredientReader.isKnownFood(name.joined(separator: " ")) else { return nil }
        // "a meatloaf with a brown sugar glaze": after "with", the food must end the clause.
        let after = nameStart + name.count
        if withFood, after < words.count, !words[after - 1].hasSuffix(","), !boundaries.contains(BareWord.of(words[after])) { return nil }
        let lead = ofPart ? BareWord.of(words[article - 2]) + " of " : ""
        return (lead + "1 " + name.joined(separator: " "), nameStart + name.count, false)
    }

    /// "sliced", "chopped", "crumbled": a word saying how a food was cut or made ready.
    static func isParticiple(_ word: String) -> Bool {
        word.count > 4 && word.hasSuffix("ed") && word.allSatisfy(\.isLetter)
    }

    /// The food named just before an amount that follows it after a comma ("floury potatoes,
    /// roughly 1kg") or, in unpunctuated speech, after a hedge ("garlic about four cloves"): up to
    /// three words back, the longest that the food dictionary knows. Nil when none.
    /// `loose`: right before the amount, with no comma or hedge (speech without punctuation).
    static func foodBefore(_ words: [Substring], _ start: Int, loose: Bool = false) -> String? {
        var index = start - 1
        while index >= 0, hedges.contains(BareWord.of(words[index])) || isDash(words[index]) { index -= 1 }
        // "pork shoulder bone in skin on about eight pounds": how the cut is sold goes.
        while index >= 1, ["in", "on", "off", "out"].contains(BareWord.of(words[index])),
              ["bone", "skin"].contains(BareWord.of(words[index - 1])) { index -= 2 }
        // "floury potatoes, roughly 1kg", "Now the chicken: 750 grams", "Then the ackee. One can".
        guard index >= 0, words[index].last.map({ ",:.".contains($0) }) == true || index < start - 1 || loose else { return nil }
        var taken: [Substring] = []
        var cursor = index
        while cursor >= 0, taken.count < 3 {
            let word = words[cursor]
            let bare = BareWord.of(word)
            if cursor < index, word.last.map({ ",.!?;:".contains($0) }) == true { break }
            // The last word may be a verb's form and a food ("a chuck roast about two pounds"); the
            // dictionary decides below.
            if bare.isEmpty || !bare.allSatisfy({ $0.isLetter || $0 == "-" }) || boundaries.contains(bare) || references.contains(bare)
                || CookingVerbs.forms.contains(bare) && (cursor < index || isParticiple(bare)) || notFood.contains(bare)
                || usingWords.contains(bare) { break }
            taken.insert(word, at: 0)
            cursor -= 1
        }
        for drop in 0..<taken.count where !articles.contains(BareWord.of(taken[drop])) {
            let name = taken[drop...].joined(separator: " ").trimmed(",:.")
            if CaptionIngredientReader.isKnownFood(name) { return name }
        }
        return nil
    }

    /// "three-quarters" as "three" "quarters", "one-and-a-half" as its four words: a word whose
    /// hyphenated parts are all spelt-out numbers or parts of one. Any other word is itself.
    static func spokenNumberParts(_ word: Substring) -> [Substring] {
        guard word.contains("-") else { return [word] }
        let parts = word.split(separator: "-")
        let spelt = { (part: Substring) -> Bool in
            let bare = BareWord.of(part)
            let single = bare.hasSuffix("s") ? String(bare.dropLast()) : bare
            return numberWords.contains(bare) || numberWords.contains(single) || partWords.contains(single) || ["and", "a"].contains(bare)
        }
        guard parts.count > 1, parts.allSatisfy(spelt) else { return [word] }
        return parts
    }

    /// The food a speaker names a few words before an amount that names none, past an aside:
    /// "Lemongrass – the most important. Six stalks", "Coriander at the end – a small bunch", "now
    /// the star of the show pepper soup spice two tablespoons". Up to six words back, within the
    /// sentence or the one just before; never past another amount, a comma (which parts the items
    /// of a list: "2 tomatoes pureed, 1 tsp kashmiri mirch") or what is done. The longest name (of
    /// up to three words) ending nearest the amount that the food dictionary knows. Nil when none.
    static func foodNear(_ words: [Substring], _ start: Int) -> String? {
        var crossedStop = false
        var broughtIn: String?
        for index in stride(from: start - 1, through: max(0, start - 6), by: -1) {
            let word = words[index]
            let bare = BareWord.of(word)
            if numberWords.contains(bare) || word.first?.isNumber == true || word.hasSuffix(",") { return broughtIn }
            // Not past what is done ("roll them into about twelve balls", "scoop it in with a big spoon").
            if index < start - 1, ["it", "them"].contains(bare) || clauseVerbs.contains(bare) || CookingVerbs.forms.contains(bare) { return broughtIn }
            if index < start - 1, word.last.map({ ".!?".contains($0) }) == true {
                if crossedStop { return broughtIn }
                crossedStop = true
            }
            for length in stride(from: min(3, index + 1), through: 1, by: -1) {
                let phrase = words[(index - length + 1)...index].map { BareWord.of($0) }
                guard !articles.contains(phrase[0]), phrase.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0 == "-" } }),
                      !phrase.contains(where: { boundaries.contains($0) || references.contains($0) || notFood.contains($0) }),
                      // The phrase is its own: it does not run on from the words before a sentence's end.
                      !words[(index - length + 1)..<index].contains(where: { $0.last.map { ".!?,".contains($0) } == true })
                else { continue }
                let said = words[(index - length + 1)...index].joined(separator: " ").trimmed(",:.!?")
                if CaptionIngredientReader.isKnownFood(phrase.joined(separator: " ")) { return said }
                // "then the shiro powder three quarters of a cup", "Last, the kashk. About one
                // cup": a noun "the" brings in just before a measure is the food, known or not,
                // when no food the tables know is said before it.
                let justBefore = index == start - 1 || index == start - 2 && crossedStop
                if broughtIn == nil, justBefore, length <= 2, index - length >= 0, BareWord.of(words[index - length]) == "the",
                   !phrase.contains(where: { $0 == "of" || CaptionMeasure.sizes.contains($0) || degreeWords.contains($0) }) {
                    broughtIn = said
                }
            }
        }
        return broughtIn
    }

    /// "the most important", "the same", "the rest": words after "the" that name no food.
    static let degreeWords: Set<String> = ["most", "best", "same", "rest", "other", "last", "first", "next", "key", "secret"]

    /// "Now the pork hock – one, cut in rounds": a count said after a dash names how many of the
    /// food before it.
    static func saidAfterDash(_ words: [Substring], _ start: Int) -> Bool {
        start > 0 && isDash(words[start - 1])
    }

    /// "Then the onions. Three, in thin half-moons": a count said on its own (ending in a comma or
    /// a stop, or the last word) at the start of a sentence, after a short one that named the food
    /// ("...smell like flapjacks. Three, four minutes" is a time, after a longer sentence).
    static func standsAlone(_ words: [Substring], _ start: Int) -> Bool {
        guard start > 0, words[start - 1].last.map({ ".:".contains($0) }) == true,
              start == words.count - 1 || words[start].last.map({ ",.".contains($0) }) == true else { return false }
        var sentenceStart = start - 1
        while sentenceStart > 0, words[sentenceStart - 1].last.map({ ".!?".contains($0) }) != true { sentenceStart -= 1 }
        return start - sentenceStart <= 4 && !words[(start + 1)...].prefix(3).contains { isTimeOrHeat($0) }
    }

    /// "Khmeli suneli – one tablespoon": a name the food tables may not know, said alone at the
    /// start of a sentence (after "and", "then" or "now"), then a dash and its measure. Nil when
    /// the words before the dash do anything but name (a verb, "it", "I").
    static func namedBeforeDash(_ words: [Substring], _ start: Int) -> String? {
        guard start >= 2, isDash(words[start - 1]) else { return nil }
        var first = start - 2
        while first > 0, words[first - 1].last.map({ ".!?".contains($0) }) != true { first -= 1 }
        while first < start - 1, ["and", "then", "now", "next"].contains(BareWord.of(words[first])) { first += 1 }
        let name = words[first..<(start - 1)]
        guard (1...3).contains(name.count), name.allSatisfy({ word in
            let bare = BareWord.of(word)
            return !bare.isEmpty && bare.allSatisfy { $0.isLetter || $0 == "-" } && !boundaries.contains(bare) && !references.contains(bare)
                && !articles.contains(bare) && !notFood.contains(bare) && !usingWords.contains(bare) && !clauseVerbs.contains(bare)
                && !CookingVerbs.forms.contains(bare)
        }) else { return nil }
        return name.joined(separator: " ")
    }

    /// The food named before words that say how much of it is used ("garlic – I'm using four
    /// cloves", "pork shoulder mine's about four pounds", "for the rice you'll want roughly two
    /// cups"), nil when the amount has no such words before it.
    static func foodSaidFirst(_ words: [Substring], _ start: Int) -> String? {
        var index = start - 1
        while index >= 0, hedges.contains(BareWord.of(words[index])) { index -= 1 }
        var leadIn = 0
        while index >= 0, leadIn < 4, usingWords.contains(BareWord.of(words[index])) || isDash(words[index]) {
            if usingWords.contains(BareWord.of(words[index])) { leadIn += 1 }
            index -= 1
        }
        // The phrase starts with who uses it: "I'm", "you'll", "mine's".
        var first = index + 1
        while first < start, isDash(words[first]) { first += 1 }
        guard leadIn > 0, index >= 0, usingLeads.contains(BareWord.of(words[first])) else { return nil }
        return foodBefore(words, index + 1, loose: true)
    }

    /// A dash standing alone between words: "garlic – I'm using four cloves –".
    static func isDash(_ word: Substring) -> Bool {
        word == "–" || word == "—" || word == "-"
    }

    /// The words of "I'm using", "you'll want", "mine's", "we need" between a food and its amount.
    static let usingWords: Set<String> = [
        "i'm", "i’m", "im", "i", "you'll", "you’ll", "youll", "you", "we", "we'll", "we’ll", "mine's", "mine’s", "mines", "mine",
        "is", "was", "using", "use", "used", "want", "need", "needs", "got", "i've", "i’ve", "ive", "have", "bought",
    ]
    /// The first word of such a phrase must be one that starts it.
    static let usingLeads: Set<String> = [
        "i'm", "i’m", "im", "i", "you'll", "you’ll", "youll", "you", "we", "we'll", "we’ll", "mine's", "mine’s", "mines", "mine",
        "i've", "i’ve", "ive",
    ]

    /// Words after "a" that say how much, vaguely: "a few", "a little", "a bit", "a lot".
    static let vagueWords: Set<String> = ["few", "little", "bit", "lot", "couple", "good", "generous", "big", "small", "touch", "tad"]

    /// What a food is cut or shared into: "one inch pieces", "8 balls", "2 piles".
    static let shapes: Set<String> = [
        "inch", "inches", "cm", "centimeter", "centimeters", "centimetre", "centimetres", "pieces", "piece", "chunks", "cubes",
        "slices", "rounds", "strips", "batons", "wedges", "balls", "portions", "halves", "quarters", "squares", "triangles",
        "parts", "piles", "logs", "discs", "patties",
    ]

    /// Words that say what follows goes beside the dish: "serve it with a green salad".
    static let servingWords: Set<String> = ["serve", "served", "serving", "enjoy", "alongside", "side"]

    /// Commands that put a food in the dish, before "a" and the food: "add a ham hock".
    static let addingVerbs: Set<String> = ["add", "squeeze", "throw", "toss", "tip", "drop", "crack", "stir", "grate"]

    /// Words that start no food's name: "a pork shoulder mine's about four pounds".
    static let articles: Set<String> = ["a", "an", "the", "my", "your", "our", "some"]

    /// Words that hedge an amount: "roughly 1kg", "about 2 cups".
    static let hedges: Set<String> = ["roughly", "about", "around", "approx", "approximately", "~", "maybe", "ish"]

    /// Words before a food that are no part of its name: "you need floury potatoes".
    static let notFood: Set<String> = [
        "need", "needs", "use", "used", "get", "got", "buy", "bought", "want", "grab", "take", "have", "like", "love", "also", "just", "some",
    ]

    /// Words after a food that name a form of it: "bacon grease", "mango pulp", "chicken stock".
    static let forms: Set<String> = [
        "grease", "fat", "pulp", "puree", "purée", "paste", "juice", "zest", "stock", "broth", "powder", "flakes", "leaves",
        "seeds", "sauce", "oil", "milk", "cream", "syrup", "extract", "fillet", "fillets", "breast", "breasts", "thighs",
        "mince", "flour", "butter", "water", "chops", "chop", "cutlets", "steaks", "shanks", "shank", "legs", "wings",
        "drumsticks", "cheeks", "ribs",
    ]

    /// Vessels, which measure only with "of" (`speech-words.txt`): "a pot of yogurt", never "one pot pasta".
    static let vessels = CaptionVocabulary.standard.vessels

    /// Commands that start the next thing said, never part of a food's name (`speech-words.txt`).
    static let clauseVerbs = CaptionVocabulary.standard.commands

    /// Parts of a whole said after "a": "a third of a cup", "a quarter teaspoon".
    static let partWords: Set<String> = ["half", "third", "quarter", "fourth", "eighth"]

    /// Spelt-out amounts a speaker or a caption uses.
    static let numberWords: Set<String> = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "half",
        "quarter", "couple", "dozen",
    ]

    /// Words that end the few words naming a food: "2 tbsp butter in a pan", "2 eggs and".
    static let boundaries: Set<String> = [
        "and", "or", "then", "with", "to", "in", "into", "on", "onto", "until", "till", "for", "over", "plus", "+", "&",
        "at", "from", "before", "after", "while", "so", "but", "is", "are", "per", "each", "if", "as", "under", "by",
        "-", "–", "—", "until", "which", "that", "you", "i", "we", "it", "overnight", "that's", "that’s", "thats", "it's",
        "it’s", "there's", "there’s", "no", "not", "too",
    ]

    /// Words that say the food is already in the dish: "a splash of the noodle water".
    static let references: Set<String> = [
        "the", "your", "that", "those", "this", "these", "it", "them", "my", "our", "its", "their", "more", "other", "another",
    ]

    /// A number that is a time, a heat or a count of something else: "10 minutes", "200C",
    /// "425°F", "3 hours", "2 mins", "4 people", "1 more minute".
    static func isTimeOrHeat(_ after: Substring) -> Bool {
        guard let first = after.first else { return false }
        if first == "°" || first == "%" || first == "º" { return true }
        let word = after.prefix(while: { $0.isLetter }).lowercased()
        // "1 x 500g jar passata": a multiplied pack, not "2 x" a number of times.
        if word == "x", after.dropFirst().drop(while: { $0 == " " }).first?.isNumber == true { return false }
        return timeWords.contains(word)
    }

    static let timeWords: Set<String> = [
        "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "h", "second", "seconds", "sec", "secs", "s",
        "day", "days", "week", "weeks", "degree", "degrees", "c", "f", "people", "person", "servings", "serving", "times",
        "more", "ingredient", "ingredients", "step", "steps", "am", "pm", "x", "percent", "calories", "kcal", "cals",
        "year", "years", "month", "months", "night", "nights", "portions",
        // "Three kinds of potato": how many sorts, not how much.
        "kinds", "types", "sorts", "varieties",
    ]
}
