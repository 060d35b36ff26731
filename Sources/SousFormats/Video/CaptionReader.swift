import Foundation
import SousCore

/// Reads a video's caption (a yt-dlp description, or a caption pasted as text) into a recipe.
///
/// Captions are written for a feed, not a cookbook: a first line that names the dish among emoji
/// and chatter, ingredients under "Ingredients👇" or in a bare list or only in prose ("add 2 tbsp
/// of gochujang and a splash of soy"), a method as numbered emoji, "Step 1:", a paragraph or not
/// at all, and lines about the account ("full recipe in bio", "use code SAUCY15"). The reader
/// walks the lines once, keeping track of the part it is in:
///
/// - headings switch the part (`CaptionHeading`); a run of two amount lines starts a list even
///   without one; a list ends at a sentence that opens with a cooking verb, which starts an
///   unwritten method, or at prose after a blank line;
/// - lines about the video (`CaptionNoise`) and hashtag blocks are dropped, links kept aside;
/// - the title is the first prose line that names a food, cleaned by `CaptionTitle`;
/// - with no list, ingredients come from amounts in the prose (`ProseIngredientFinder`), and with
///   no method, steps are the prose sentences that open with a cooking verb — both marked less sure.
enum CaptionReader {
    enum Part { case intro, ingredients, afterList, method, notes, ignored }

    static func read(_ text: String) -> CaptionReading {
        // "0:15 marinate: juice of 12 limes + 1 tsp salt": a timestamp that carries the recipe is a
        // line of it; "0:45 Spice paste", a chapter, stays noise.
        // Such lines tell the video's story in order, amounts among instructions: they are read
        // as prose, not as a list.
        var timeline = Set<Int>()
        var raw = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A run of timestamped lines is the video's story when most of them carry amounts; a
        // chapter list that names a count once ("3:20 Three potatoes" among "0:00 Intro", "6:55
        // Guascas") is still chapters.
        let stamped = raw.map { CaptionNoise.afterTimestamp($0) }
        var runStart = 0
        while runStart < raw.count {
            guard stamped[runStart] != nil else {
                runStart += 1
                continue
            }
            var runEnd = runStart
            while runEnd < raw.count, stamped[runEnd] != nil { runEnd += 1 }
            let carrying = (runStart..<runEnd).compactMap { index in
                stamped[index].flatMap { ProseIngredientFinder.phrases(in: String($0)).isEmpty ? nil : (index, $0) }
            }
            if carrying.count * 2 >= runEnd - runStart {
                for (index, rest) in carrying {
                    timeline.insert(index)
                    raw[index] = rest
                }
            }
            runStart = runEnd
        }
        // "@jenna here you go!! the whiskey sour from my stories": a caption that opens by answering
        // a comment names its dish after the answer; a line addressing an account is otherwise noise.
        if let first = raw.firstIndex(where: { $0.contains(where: { !$0.isWhitespace }) }), let rest = CaptionTitle.afterReply(raw[first]) {
            raw[first] = rest
        }
        let lines = raw.map { CaptionLine($0) }
        var reading = CaptionReading()
        var part = Part.intro
        var section: String?
        var stepSection: String?
        var prose: [(text: String, intro: Bool)] = []
        var titleCandidates: [(text: String, head: String)] = []
        // Prose after a list names the dish now and then ("Blueberry overnight oats are my go-to"),
        // a title when the caption opens with none.
        var laterCandidates: [(text: String, head: String)] = []
        var laterSteps: [String] = []
        var notes: [String] = []
        var lastBlank = true
        // Whether the line before was the ingredients heading, alone on its line.
        var justHeadedList = false
        // Where each list after the first began, under its own "Ingredients" heading.
        var listStarts: [Int] = []
        let firstLine = lines.firstIndex { !$0.text.isEmpty }
        let isNoise = lines.indices.map {
            (isNoiseLine(lines[$0].text) && !($0 == firstLine && namesDishBeforeChatter(lines[$0]))) || CaptionNoise.isNoise(raw: raw[$0])
        }
        // Asked of each line and of the line before it: worked out once.
        var itemLike: [Bool?] = Array(repeating: nil, count: lines.count)
        func isItem(_ index: Int) -> Bool {
            if let known = itemLike[index] { return known }
            let answer = isItemLike(lines[index])
            itemLike[index] = answer
            return answer
        }

        func nextLine(after index: Int) -> Int? {
            var next = index + 1
            while next < lines.count, lines[next].text.isEmpty || isNoise[next] { next += 1 }
            return next < lines.count ? next : nil
        }
        func addIngredients(_ text: String) {
            let found = CaptionIngredientReader.ingredients(in: text, section: section, origin: .list)
            reading.recipe.ingredients += found
            if !found.isEmpty { reading.hasIngredientList = true }
        }
        func addSteps(_ text: String, listItem: Bool) {
            let pieces = listItem ? [text] : CaptionSentences.split(text)
            for piece in pieces where !isFiller(piece) {
                reading.recipe.steps.append(Step(section: stepSection, text: capitalised(piece),
                                                 provenance: Provenance(source: .caption, confidence: listItem ? 0.9 : 0.8)))
            }
        }

        for index in lines.indices {
            let line = lines[index]
            // Enough addresses to find the recipe's among; a caption of thousands is not read for more.
            if reading.links.count < 50 { reading.links += CaptionLink.find(in: raw[index]) }
            if line.text.isEmpty {
                lastBlank = true
                continue
            }
            defer { lastBlank = false }
            if isNoise[index] || readMetadata(line.text, into: &reading.recipe) { continue }
            if timeline.contains(index) {
                prose.append((line.text, false))
                continue
            }
            let next = nextLine(after: index)
            let nextIsItem = next.map(isItem) ?? false
            // Inside a list, a part's name is dressed apart from its items: framed ("~ VEG ~"), or
            // in capitals over items that are not.
            // Or, after a blank line, a bare name of a few words over items dressed otherwise
            // ("Chocolate icing" over "• 3 cups icing sugar"), or naming no food ("chimichurri"), or
            // over an item that gives its amount ("The eggs" over "6 eggs, beaten"); never a food
            // and what it is for ("Oil for pan-frying"). The first line under the ingredients
            // heading opens a group as a blank line does ("[INGREDIENTS]", "Crab", "- 2 mud crabs").
            let opensGroup = lastBlank || justHeadedList
            let partCue = part == .ingredients && nextIsItem
                && (line.framed || next.map { isShouted(line.text) && !isShouted(lines[$0].text) } ?? false
                    || opensGroup && next.map {
                        isBareName(line) && !isItem(index) && !isFoodForPurpose(line.text)
                            && (lines[$0].marker != line.marker || section != nil || !namesFood(line.text)
                                || givesAmount(lines[$0]) && !isBareFood(line.text))
                    } ?? false)
            justHeadedList = false
            if let heading = CaptionHeading.read(line, nextIsItem: nextIsItem, partCue: partCue) {
                switch heading {
                case .ingredients(let inline):
                    part = .ingredients
                    section = nil
                    justHeadedList = inline == nil
                    // "YOU NEED (MAKES 2):", "Ingredients (serves 4)": the aside says how many it feeds.
                    if reading.recipe.servings == nil, let aside = bracketed(line.text) { _ = PlainTextImporter.readMetadata(aside, into: &reading.recipe) }
                    if !reading.recipe.ingredients.isEmpty { listStarts.append(reading.recipe.ingredients.count) }
                    if let inline { addIngredients(inline) }
                case .method(let inline):
                    part = .method
                    reading.hasMethod = true
                    stepSection = nil
                    if let inline { addSteps(inline, listItem: false) }
                case .notes:
                    part = .notes
                case .ignored:
                    part = .ignored
                case .section(let name, let inline):
                    if part == .method {
                        stepSection = name
                        if let inline { addSteps(inline, listItem: false) }
                    } else if part != .notes && part != .ignored {
                        part = .ingredients
                        section = name
                        if let inline { addIngredients(inline) }
                    }
                }
                continue
            }
            // "🍅 TOMATO SOUP" over "1kg tomatoes": a picture before a few words in capitals, over a
            // measured item not in capitals, names a part, with or without an ingredients heading
            // above it (a heading, "🇪🇸 INGREDIENTES", was read above); not when it is the caption's
            // first line, which names the dish.
            let pictureLedName = isPictureLedName(line, over: next.map { lines[$0] }, afterBlank: lastBlank)
            if pictureLedName, part == .intro && titleCandidates.isEmpty {
                // "🍝 CARBONARA" over "- 200g spaghetti" as the caption's first line: the dish's
                // name, a title candidate, not a list item.
                prose.append((line.text, true))
                titleCandidates.append((line.text, line.beforePicture))
                continue
            }
            if pictureLedName, part != .method, part != .notes, part != .ignored {
                part = .ingredients
                section = line.text
                continue
            }
            switch part {
            case .intro, .afterList:
                // After the list, one more item goes back to it only when it gives an amount: once
                // the method has begun, a short line led by a picture is more likely chatter
                // ("🍜 more soups on my page") than a forgotten ingredient.
                // A measured item alone over a part's heading ("6 pork sausages" over "Batter:") is
                // the recipe's too, as the items under the heading are; not the caption's first
                // line, which names the dish ("3-ingredient cookies" over "You need:"). The heading
                // may also be a bare name after a blank line ("Poblano chiles: 8" over "Picadillo").
                let overAPart = next.map {
                    (lines[$0].text.hasSuffix(":") || lines[$0 - 1].text.isEmpty && isBareName(lines[$0])) && nextLine(after: $0).map(isItem) == true
                } ?? false
                if isItem(index) && (nextIsItem || reading.hasIngredientList && part == .afterList && givesAmount(line)
                                     || part == .intro && !titleCandidates.isEmpty && givesAmount(line) && overAPart) {
                    part = .ingredients
                    addIngredients(line.text)
                } else if case .number = line.marker, opensInstruction(line.text) {
                    part = .method
                    reading.hasMethod = true
                    addSteps(line.text, listItem: true)
                } else if part == .intro {
                    prose.append((line.text, true))
                    titleCandidates.append((line.text, line.beforePicture))
                } else {
                    if !opensInstruction(line.text) { laterCandidates.append((line.text, line.beforePicture)) }
                    readAfterList(line.text, steps: &laterSteps, notes: &notes)
                }
            case .ingredients:
                if isNumberedInstruction(line) {
                    // A numbered method straight after the list: written out, without a heading.
                    part = .method
                    reading.hasMethod = true
                    addSteps(line.text, listItem: true)
                } else if opensInstruction(line.text) && !isFoodToTaste(line.text) && !isBareFood(line.text) {
                    part = .afterList
                    if line.isListItem { laterSteps.append(line.text) } else { readAfterList(line.text, steps: &laterSteps, notes: &notes) }
                } else if lastBlank && !isItem(index) && !line.isListItem && line.text.split(separator: " ").count > 5 {
                    part = .afterList
                    laterCandidates.append((line.text, line.beforePicture))
                    readAfterList(line.text, steps: &laterSteps, notes: &notes)
                } else {
                    addIngredients(line.text)
                }
            case .method:
                addSteps(line.text, listItem: line.isListItem)
            case .notes:
                notes.append(line.text)
            case .ignored:
                continue
            }
        }

        reading.recipe.ingredients = withoutTranslations(reading.recipe.ingredients, listStarts: listStarts)

        // Title: of the first few prose lines before any list, the first that names a food, else
        // the first; with none there, the same among the lines after the list.
        var titleLine: String?
        for candidates in [Array(titleCandidates.prefix(4)), Array(laterCandidates.prefix(2))] {
            // An instruction or a line that starts with an amount ("2 ripe avocados, ...") names no dish.
            let cleaned = candidates.filter {
                !opensInstruction($0.text) && !(CaptionIngredientReader.startsWithNumber($0.text) && CaptionIngredientReader.startsWithAmount(Substring($0.text))
                    && !CaptionTitle.opensWithHowQuickOrFew($0.text))
            }.compactMap { candidate in
                CaptionTitle.clean(candidate.head).map { (line: candidate.text, title: $0) }
            }
            let named = cleaned.filter { !measures($0.title) }
            let pool = named.isEmpty ? cleaned : named
            // A line that names foods in a long sentence ("Crunchy tortilla chips simmered in a
            // quick red salsa with a fried egg on top") describes the dish rather than names it.
            // Nor does a sentence ("the meat goes INSIDE the bread and bakes in there").
            if let chosen = pool.first(where: { namesFood($0.title) && $0.title.split(separator: " ").count <= maximumTitleWords && !isSentence($0.title) })
                ?? pool.first {
                titleLine = chosen.line
                reading.recipe.title = chosen.title
                // "Okay I need to talk about this pasta alla vodka…": the dish comes after the chatter.
                if !namesFood(chosen.title), let later = CaptionTitle.namedLater(in: chosen.line, title: chosen.title), namesFood(later) {
                    reading.recipe.title = later
                } else if !namesFood(chosen.title), let last = CaptionTitle.namedInLastSentence(of: chosen.line, title: chosen.title) {
                    reading.recipe.title = last
                }
                break
            }
        }

        // Ingredients from prose when the caption lists none. A food said again with the same
        // amount is the same ingredient; with another amount it goes in twice ("mashed with 50g
        // butter", then the gravy "in a knob of butter").
        if !reading.hasIngredientList {
            let phrases = prose.flatMap { ProseIngredientFinder.listedPhrases(in: $0.text) } + laterSteps.flatMap { ProseIngredientFinder.listedPhrases(in: $0) }
            for phrase in phrases {
                guard let ingredient = CaptionIngredientReader.ingredient(from: phrase.text, section: nil, origin: .prose, listed: phrase.listed),
                      !repeats(ingredient, reading.recipe.ingredients) else { continue }
                reading.recipe.ingredients.append(ingredient)
            }
        }

        // Steps: the written method; else the instructions after the list; else prose sentences
        // that open with a cooking verb.
        var summary: [String] = []
        if !reading.hasMethod {
            let guessedFromList: [Step] = laterSteps.map {
                Step(text: capitalised($0), provenance: Provenance(source: .caption, confidence: 0.7))
            }
            var guessed = guessedFromList
            for item in prose where item.text != titleLine {
                for sentence in CaptionSentences.split(item.text) {
                    let words = sentence.split(separator: " ")
                    if CookingVerbs.opensInstruction(words) || (words.count >= 4 && CookingVerbs.appears(in: words, within: 4)) {
                        if !isFiller(sentence) {
                            guessed.append(Step(text: capitalised(sentence), provenance: Provenance(source: .caption, confidence: 0.5)))
                        }
                    } else if item.intro {
                        summary.append(sentence)
                    } else {
                        notes.append(sentence)
                    }
                }
            }
            reading.recipe.steps = guessed
        } else {
            summary = prose.filter { $0.intro && $0.text != titleLine }.map(\.text)
            // Instructions written before the method began ("Serve with rice." under the list) are kept.
            notes = laterSteps + notes + prose.filter { !$0.intro }.map(\.text)
        }
        summary = summary.filter { !isFiller($0) }
        notes = notes.filter { !isFiller($0) }
        reading.recipe.summary = summary.isEmpty ? nil : summary.joined(separator: " ")
        reading.recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n")
        return reading
    }

    /// "INGREDIENTS … 🇪🇸 INGREDIENTES …": a later list, under a heading of its own, that gives the
    /// same amounts in the same order as an earlier one is that list again in another language.
    static func withoutTranslations(_ ingredients: [Ingredient], listStarts: [Int]) -> [Ingredient] {
        guard !listStarts.isEmpty else { return ingredients }
        let bounds = [0] + listStarts.filter { $0 > 0 && $0 < ingredients.count } + [ingredients.count]
        let lists = zip(bounds, bounds.dropFirst()).map { ingredients[$0..<$1] }
        // Each list's amounts in order, looked up once: a hash, not a comparison with every list before.
        var seen = Set<[[Rational?]]>()
        var kept: [ArraySlice<Ingredient>] = []
        for list in lists {
            let amounts = list.map { [$0.quantity, $0.quantityHigh] }
            let repeated = list.count >= 3 && list.filter { $0.quantity != nil }.count * 2 >= list.count && seen.contains(amounts)
            if !repeated {
                kept.append(list)
                seen.insert(amounts)
            }
        }
        return kept.count == lists.count ? ingredients : Array(kept.joined())
    }

    /// After a list, a paragraph is the unwritten method: from its first instruction on, its
    /// sentences are steps; what comes before that ("Leftover rice is KEY.") is a note.
    static func readAfterList(_ text: String, steps: inout [String], notes: inout [String]) {
        var instructing = false
        for sentence in CaptionSentences.split(text) where !isFiller(sentence) {
            let words = sentence.split(separator: " ")
            if !instructing, CookingVerbs.opensInstruction(words) || CookingVerbs.appears(in: words, within: 4) {
                instructing = true
            }
            if instructing { steps.append(sentence) } else { notes.append(sentence) }
        }
    }

    /// A line that reads as an ingredient: it starts with an amount or a loose measure, names its
    /// food first ("Tahini - 1/2 cup"), or is a short bulleted item that gives no instruction.
    static func isItemLike(_ line: CaptionLine) -> Bool {
        let text = Substring(line.text)
        if CaptionIngredientReader.startsWithAmount(text) { return true }
        if CaptionIngredientReader.nameFirst(line.text) != nil { return true }
        if line.marker == .bullet, text.split(separator: " ").count <= 8, !opensInstruction(line.text) { return true }
        // "Optional: flaky sea salt on top": a short item marked optional.
        if let lead = CaptionIngredientReader.optionalLead(line.text.lowercased()) {
            let rest = String(line.text.dropFirst(lead.count))
            return rest.split(separator: " ").count <= 8 && !opensInstruction(rest)
        }
        return false
    }

    /// "🍅 TOMATO SOUP" over "1kg tomatoes": a picture before a few words with no amount, in
    /// capitals over a measured item not in capitals, or after a blank line over a measured item
    /// with no picture ("🥜 Peanut sauce" over "200g roasted peanuts"). A part's name inside a
    /// caption; the dish's name on its first line.
    static func isPictureLedName(_ line: CaptionLine, over next: CaptionLine?, afterBlank: Bool = false) -> Bool {
        guard line.pictureLed, let next, line.text.split(separator: " ").count <= 4,
              !CaptionIngredientReader.startsWithAmount(Substring(line.text)),
              CaptionIngredientReader.startsWithAmount(Substring(next.text)) else { return false }
        // In capitals over an item that is not ("🍅 TOMATO SOUP"); or, after a blank line, over an
        // item not led by a picture ("🥜 Peanut sauce" over "200g roasted peanuts").
        return isShouted(line.text) && !isShouted(next.text) || afterBlank && !next.pictureLed
    }

    /// A line of one to three words with no amount and no punctuation but "+" or "&", perhaps
    /// with an aside: perhaps a part's name ("Sauce", "Beef + marinade", "Rempah (blend to a paste)").
    static func isBareName(_ line: CaptionLine) -> Bool {
        let text = line.text.hasSuffix(")") ? CaptionTitle.removeBrackets(line.text).trimmed(" ") : line.text
        let words = text.split(separator: " ").filter { $0 != "+" && $0 != "&" }
        guard (1...3).contains(words.count), !CaptionIngredientReader.startsWithAmount(Substring(text)) else { return false }
        return text.allSatisfy { $0.isLetter || " -'+&".contains($0) }
    }

    /// A list line that gives its amount, first ("2 eggs") or after the name ("Salt: 1 tsp").
    static func givesAmount(_ line: CaptionLine) -> Bool {
        CaptionIngredientReader.startsWithAmount(Substring(line.text)) || CaptionIngredientReader.nameFirst(line.text) != nil
    }

    /// A line that says something of a food rather than names a dish: it has a verb such as
    /// "is", "goes" or "makes".
    static func isSentence(_ text: String) -> Bool {
        text.split(separator: " ").contains { sentenceVerbs.contains(BareWord.of($0)) }
    }

    static let sentenceVerbs: Set<String> = ["is", "are", "was", "were", "goes", "gets", "hits", "makes", "takes", "has", "have", "tastes", "looks"]

    /// "Salt to taste", "Pepper, to serve": a food and when to add it, though "salt" is a verb too
    /// ("Season to taste" is no food).
    static func isFoodToTaste(_ text: String) -> Bool {
        guard text.split(separator: " ").count <= 5 else { return false }
        let parsed = IngredientLineParser.parse(text)
        guard let note = parsed.note, IngredientLineParser.trailingNotes.contains(note.lowercased()) else { return false }
        return namesFood(parsed.name)
    }

    /// "Salt for the rim", "Ice", "Oil for frying": in a list, a food whose name is also a cooking
    /// verb, alone or with what it is for, is an item, not the first step ("Salt the water", "Ice
    /// the cake" are steps: their objects follow the verb).
    static func isBareFood(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count <= 5 else { return false }
        let parsed = IngredientLineParser.parse(text)
        guard parsed.quantity == nil else { return false }
        if let note = parsed.note?.lowercased(), !note.hasPrefix("for "), !IngredientLineParser.trailingNotes.contains(note) { return false }
        let nameWords = parsed.name.lowercased().split(separator: " ")
        guard (1...3).contains(nameWords.count), !nameWords.contains(where: { objectWords.contains(String($0)) }) else { return false }
        return namesFood(parsed.name)
    }

    /// "Oil for pan-frying", "Flour for dusting": a food and what it is for, an item of the list.
    static func isFoodForPurpose(_ text: String) -> Bool {
        TextSearch.contains(text.lowercased(), " for ") && isBareFood(text)
    }

    /// Words that follow a verb, not a food's name: "Salt the water", "Ice it".
    static let objectWords: Set<String> = ["the", "a", "an", "it", "them", "your", "my", "this", "these", "each", "all", "everything", "well", "generously"]

    /// A title that measures something ("Toast 2 tsp of black pepper in a dry pan") is an
    /// instruction or an ingredient written as a sentence, not a dish's name.
    static func measures(_ title: String) -> Bool {
        guard title.contains(where: \.isNumber) else { return false }
        let words = title.split(separator: " ")
        for (index, word) in words.enumerated() where word.first?.isNumber == true {
            let rest = words[index...].joined(separator: " ")
            guard let (_, after) = QuantityParser.parseLeading(Substring(rest)), !ProseIngredientFinder.isTimeOrHeat(after),
                  let (unit, _) = IngredientLineParser.leadingUnit(after) else { continue }
            // Weights and volumes: "2 tsp", "200g"; not "1 pan", "3 cheese".
            if let known = SousCore.Unit.lookup(unit), known.dimension != .count { return true }
        }
        return false
    }

    /// Written in capitals: three letters or more, none of them lower case.
    static func isShouted(_ text: String) -> Bool {
        var letters = 0
        for character in text where character.isLetter {
            if !character.isUppercase { return false }
            letters += 1
        }
        return letters >= 3
    }

    /// Whether `ingredient` from prose says again one of `earlier`: the same food with the same
    /// amount, or either of the two without one.
    static func repeats(_ ingredient: Ingredient, _ earlier: [Ingredient]) -> Bool {
        earlier.contains { other in
            other.name.lowercased() == ingredient.name.lowercased()
                && (other.quantity == nil || ingredient.quantity == nil
                    || other.quantity == ingredient.quantity && other.unit == ingredient.unit)
        }
    }

    static func opensInstruction(_ text: String) -> Bool {
        guard !CaptionIngredientReader.startsWithAmount(Substring(text)) else { return false }
        // "Salt (for the goya) - 1/2 tsp": a food named first, its amount after, is an item.
        if let flipped = CaptionIngredientReader.nameFirst(text), namesFood(IngredientLineParser.parse(flipped).name) { return false }
        return CookingVerbs.opensInstruction(text.split(separator: " "))
    }

    /// "1) Bring the milk to a simmer", not "6. flaky salt & rosemary" or "5. Onions - 2, chopped"
    /// (a name, then its amount) in a numbered list of ingredients.
    static func isNumberedInstruction(_ line: CaptionLine) -> Bool {
        guard case .number = line.marker, !CaptionIngredientReader.startsWithAmount(Substring(line.text)),
              CaptionIngredientReader.nameFirst(line.text) == nil else { return false }
        let words = line.text.split(separator: " ")
        return CookingVerbs.opensInstruction(words) || (words.count >= 4 && CookingVerbs.appearsPlainly(in: words, within: 4))
    }

    /// Whether a line is about the video, not the recipe, judged by what it says outside its
    /// asides: "Crispy pork carnitas 🌮 the slow cooker does all the work (printable recipe, link
    /// in bio)" names the dish; "Full recipe (link in bio)" and "(recipe in bio)" are noise.
    static func isNoiseLine(_ text: String) -> Bool {
        guard CaptionNoise.isNoise(noiseKey(text)) else { return false }
        guard TextSearch.contains(text, byte: 0x28) || TextSearch.contains(text, byte: 0x5B) else { return true }
        let outside = CaptionTitle.removeBrackets(text)
        return outside.split(separator: " ").count < 3 || CaptionNoise.isNoise(noiseKey(outside))
    }

    /// "PHILLY CHEESESTEAK 🥩🧀 NO WHIZ DEBATE IN THE COMMENTS PLEASE": a caption's first line that
    /// names its dish before a picture, the chatter about the video after it.
    static func namesDishBeforeChatter(_ line: CaptionLine) -> Bool {
        let head = line.beforePicture.trimmed(" ")
        guard !head.isEmpty, head.count < line.text.count, (1...6).contains(head.split(separator: " ").count) else { return false }
        return head.contains(where: \.isLetter) && !CaptionNoise.isNoise(noiseKey(head))
    }

    /// The words inside the first pair of brackets in `text`, lowercased: "makes 2" of "YOU NEED (MAKES 2):".
    static func bracketed(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") else { return nil }
        return text[text.index(after: open)..<close].lowercased().trimmed(" ")
    }

    /// The words checked against the noise phrases: lowercased, without an opening bracket.
    static func noiseKey(_ text: String) -> String {
        text.lowercased().trimmed("( ")
    }

    /// The most words a dish's name runs to ("Lemon & Thyme Roast Chicken with Crispy Roasties" is
    /// eight); a longer line is a sentence about it.
    static let maximumTitleWords = 10

    static func namesFood(_ title: String) -> Bool {
        !AllergenDetector.standard.check(line: title).foods.isEmpty
    }

    /// "Serves 4", "Prep 10 min · Cook 20 min", "Makes 12 | Total time 1 hour".
    static func readMetadata(_ text: String, into recipe: inout Recipe) -> Bool {
        let lower = text.lowercased()
        guard let first = lower.first, "spcmty".contains(first) else { return false }
        let parts = lower.components(separatedBy: CharacterSet(charactersIn: "·|•,/")).map { $0.trimmed(" ") }.filter { !$0.isEmpty }
        guard let lead = parts.first, PlainTextImporter.readMetadata(lead, into: &recipe) else { return false }
        for part in parts.dropFirst() { _ = PlainTextImporter.readMetadata(part, into: &recipe) }
        return true
    }

    /// Sentences that close a caption without saying anything to do.
    static func isFiller(_ sentence: String) -> Bool {
        let key = sentence.lowercased().trimmed(" .!?~")
        if fillers.contains(key) { return true }
        return !key.contains(where: \.isLetter)
    }

    static let fillers: Set<String> = [
        "that's it", "thats it", "that’s it", "and that's it", "that's literally it", "done", "enjoy", "so good", "yum",
        "yummy", "easy", "bon appétit", "bon appetit", "voila", "voilà", "trust me", "you're welcome", "so easy",
        "delicious", "the end", "boom", "chef's kiss", "perfection", "heaven", "it's that easy", "that's all", "enjoy it",
        "so so good", "try it", "you have to try this", "make it", "thank me later",
    ]

    /// A step as a sentence: a capital first, and no shouting ("SEAR THE CHICKEN" is "Sear the chicken").
    static func capitalised(_ text: String) -> String {
        var text = text
        // Any ASCII lower-case letter means it is not shouting; only then look closer.
        if !text.utf8.contains(where: { (0x61...0x7A).contains($0) }) {
            let letters = text.filter(\.isLetter)
            if letters.count >= 8, letters.allSatisfy(\.isUppercase) { text = text.lowercased() }
        }
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
