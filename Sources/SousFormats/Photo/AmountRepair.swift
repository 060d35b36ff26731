/// Puts right the misreadings an OCR engine makes in the amount at the start of an ingredient
/// line, where a wrong letter changes what is cooked: "l tbsp" (a one read as an ell), "2O0 g"
/// (an oh for a zero), "1 ib" (an i for an ell in "lb"), "4 0z". Only the first two words are
/// touched, and only into the forms the ingredient parser reads. A vulgar fraction the engine
/// cannot read ("%" for ½, ¼ or ¾) becomes the amount it most likely is (`FractionReadings`) when
/// words follow it, and the repair says so: the line is then marked for checking.
enum AmountRepair {
    /// `bulletedList`: the page's list marks its items with bullets, so a letter an engine reads
    /// a bullet as opens a line as a bullet before any word ("e extra flour, for dusting").
    static func repaired(_ line: String, bulletedList: Bool = false, fractions: FractionReadings = .standard) -> (text: String, guessedFraction: Bool) {
        var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var start = 0
        if let first = words.first, bullets.contains(first) { start = 1 }
        // A bullet read as a letter or as marks ("e 1 tbsp sugar", "o ½ cup milk", "¢ 1 tbsp",
        // "°* 60 g") is a bullet; so are marks glued to the amount ('"3 cups').
        if start == 0, words.count > 1, isAmountReading(words[1], fractions: fractions)
            ? isBulletReading(words[0], beforeAmount: true, fractions: fractions)
            : bulletedList && isBulletReading(words[0], fractions: fractions) {
            words[0] = "•"
            start = 1
        } else if start == 0, let first = words.first, let digit = first.firstIndex(where: \.isNumber), digit > first.startIndex,
                  first[..<digit].allSatisfy(isMark), !first[..<digit].contains(where: FractionGlyphs.misreadMarks.contains) {
            words[0] = String(first[digit...])
        }
        guard start < words.count else { return (line, false) }
        let amount = words[start]
        // "2% milk" is milk by its fat, not 2½ of it: a reading that is also a percentage is a
        // fraction only before a unit ("1% cups").
        let percentage = amount.count > 1 && amount.last == "%" && amount.dropLast().allSatisfy(\.isNumber)
        var guessed = false
        if let fraction = fractions.amounts[amount], start + 1 < words.count, words[start + 1].contains(where: \.isLetter),
           !percentage || IngredientLineParser.unitIDs[words[start + 1].lowercased()] != nil {
            words[start] = fraction
            guessed = true
        } else if ["l", "I", "|"].contains(amount), start + 1 < words.count, unitMisreadings[words[start + 1]] != nil || knownUnits.contains(words[start + 1].lowercased()) {
            words[start] = "1"
        } else if amount.contains(where: \.isNumber) {
            // "2O0", "1O": letters that look like digits, inside a number.
            let digitsLike = amount.map { character -> Character in
                switch character {
                case "O", "o": "0"
                case "l", "I": "1"
                default: character
                }
            }
            let fixed = String(digitsLike)
            if fixed.allSatisfy({ $0.isNumber || "/.-".contains($0) }) { words[start] = fixed }
        }
        // The second amount of a metric and imperial pair ("40 g/1% oz", "15 g/% oz") read as
        // marks: the fraction it most likely is, before its unit.
        for index in (start + 1)..<max(start + 1, words.count - 1) {
            guard let slash = words[index].lastIndex(of: "/"), slash > words[index].startIndex,
                  let fraction = fractions.amounts[String(words[index][words[index].index(after: slash)...])],
                  let glyphs = vulgar(fraction), IngredientLineParser.unitIDs[words[index + 1].lowercased()] != nil else { continue }
            words[index] = String(words[index][...slash]) + glyphs
        }
        // A fraction inside the line read as marks ("juice of % lime"): after "of", before a word.
        for index in (start + 1)..<max(start + 1, words.count - 1) where words[index - 1].lowercased() == "of" {
            let word = words[index]
            guard !word.contains(where: { $0.isLetter || $0.isNumber }), words[index + 1].first?.isLetter == true,
                  let fraction = fractions.amounts[word], let glyph = vulgar(fraction) else { continue }
            words[index] = glyph
            guessed = true
        }
        // The unit follows the amount, and its fraction when the picture gave one ("1 1/2 ib").
        var unitAt = start + 1
        if unitAt < words.count, words[unitAt].contains("/"), words[unitAt].allSatisfy({ $0.isNumber || $0 == "/" }) { unitAt += 1 }
        if unitAt < words.count, words[start].first?.isNumber == true, let unit = misreadUnit(words[unitAt]) {
            words[unitAt] = unit
        }
        return (words.joined(separator: " "), guessed)
    }

    /// "1 1/2" as printed, "1½"; nil for a fraction without a glyph of its own.
    static func vulgar(_ amount: String) -> String? {
        let parts = amount.split(separator: " ")
        guard let last = parts.last, let glyph = vulgarGlyphs[String(last)] else { return nil }
        return parts.count == 2 ? parts[0] + glyph : parts.count == 1 ? glyph : nil
    }

    static let vulgarGlyphs = ["1/2": "½", "1/4": "¼", "3/4": "¾", "1/3": "⅓", "2/3": "⅔", "1/8": "⅛"]

    /// Whether an engine's word opening a line is a bullet it misread: a letter a round bullet
    /// looks like, or marks that are no amount ("¢"); before an amount, marks a fraction is also
    /// misread as ("°*" in "°* % cup milk") are the bullet, the amount after them the fraction.
    static func isBulletReading(_ word: String, beforeAmount: Bool = false, fractions: FractionReadings = .standard) -> Bool {
        if bulletLookalikes.contains(word) { return true }
        return !word.isEmpty && word.count <= 2 && word.allSatisfy(isMark) && fractions.amounts[word] == nil
            && (beforeAmount || !word.contains(where: FractionGlyphs.misreadMarks.contains))
    }

    /// Whether a word reads as an amount: a number, or a fraction the engine misread.
    static func isAmountReading(_ word: String, fractions: FractionReadings = .standard) -> Bool {
        word.first?.isNumber == true || fractions.amounts[word] != nil || word.contains(where: FractionGlyphs.misreadMarks.contains)
    }

    /// Neither a letter nor a digit, nor a bracket an aside opens with.
    static func isMark(_ character: Character) -> Bool {
        !character.isLetter && !character.isNumber && !"([".contains(character)
    }

    /// The unit a word after an amount was misread from: one of `unitMisreadings`, or a word that
    /// is a known unit but for letters an OCR engine takes for one another ("tosp" and "thsp" for
    /// "tbsp": b, h, o, 6 and p, "tso" for "tsp"; "mi" for "ml": l, i, 1 and |). Nil for a known unit or another word.
    static func misreadUnit(_ word: String) -> String? {
        if let unit = unitMisreadings[word] { return unit }
        let lower = word.lowercased()
        guard !knownUnits.contains(lower), (2...5).contains(lower.count) else { return nil }
        return unitsByLookalike[lookalike(lower)]
    }

    /// The word with each letter an OCR engine confuses written as one of its group.
    static func lookalike(_ word: String) -> String {
        String(word.map { character -> Character in
            switch character {
            case "h", "o", "0", "6", "p": "b"
            case "i", "1", "|": "l"
            default: character
            }
        })
    }

    /// The abbreviated units by their lookalike form (none shares one).
    static let unitsByLookalike: [String: String] = {
        var table: [String: String] = [:]
        for unit in knownUnits where (2...5).contains(unit.count) { table[lookalike(unit)] = unit }
        return table
    }()

    /// The marks a list's items start with.
    static let bullets: Set<String> = ["•", "*", "-", "·"]
    /// What an OCR engine reads a round bullet as, before an amount.
    static let bulletLookalikes: Set<String> = ["e", "o", "°", "«", "@"]

    static let unitMisreadings: [String: String] = [
        "ib": "lb", "Ib": "lb", "1b": "lb", "ibs": "lbs", "Ibs": "lbs", "1bs": "lbs",
        "0z": "oz", "Oz": "oz", "tbsp.": "tbsp", "tsp.": "tsp", "mI": "ml", "m1": "ml",
    ]

    static let knownUnits: Set<String> = [
        "g", "kg", "ml", "l", "litre", "liter", "tsp", "tbsp", "cup", "cups", "oz", "lb", "lbs", "pinch", "clove", "cloves",
        "can", "tin", "handful", "bunch", "x",
    ]
}
