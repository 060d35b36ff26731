import SousCore

/// Line layouts other than "amount unit name": the amount after the food ("Sale fino 1 pizzico",
/// "garlic 6 cloves", "Mlieko: 1 dl", "Tuorli d'uovo 6"), and a unit glued to the name when a
/// page sets them in two elements with no space between ("150 gRisottoreis", "3 ELTomatenpüree").
extension IngredientLineParser {
    /// The line with a trailing amount moved to the front ("6 cloves garlic"), or nil when the
    /// line does not end with an amount (and at most one unit word) after a name. A note after
    /// the amount stays at the end: "Cannellini beans – 2 x 400g tins, drained" is "2 x 400g tins
    /// Cannellini beans, drained"; a size may stand before the unit ("basil – 1 large handful").
    static func amountMovedToFront(_ text: Substring) -> Substring? {
        if let comma = text.firstIndex(of: ","), let moved = amountMovedToFront(text[..<comma]) {
            return Substring(moved + text[comma...])
        }
        guard let lastChar = text.last, lastChar.isNumber || isLetter(lastChar) || lastChar == "." else { return nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count >= 2 else { return nil }
        // The amount is the last one to four words: "6", "6 cloves", "1 1/2 cups", "1 x 400g tin".
        for count in stride(from: min(4, words.count - 1), through: 1, by: -1) {
            let start = words[words.count - count].startIndex
            let amount = text[start...]
            guard amount.first.map({ $0.isNumber || $0 == "½" || $0 == "¼" || $0 == "¾" }) ?? false,
                  let (range, after) = QuantityParser.parseLeading(amount),
                  range.low.doubleValue > 0, !startsWithGrade(amount) else { continue }
            var ignored: [String] = []
            var unitText = droppingMultiplier(after.drop(while: { $0 == " " }), into: &ignored)
            let sizeWord = unitText.prefix(while: { $0 != " " })
            if sizeWords.contains(sizeWord.lowercased()) {
                unitText = unitText.dropFirst(sizeWord.count).drop(while: { $0 == " " })
            }
            if !unitText.isEmpty {
                guard let (_, remainder) = leadingUnit(unitText), remainder.allSatisfy({ $0 == " " || $0 == "." }) else { continue }
            }
            let name = text[..<start].trimmed(" :,-–")
            guard name.contains(where: isLetter), !name.contains(where: \.isNumber) else { return nil }
            return Substring(amount.trimmed(" ") + " " + name)
        }
        return nil
    }

    /// A unit written against the name without a space, told apart by the change of case
    /// ("gRisottoreis", "dlWeisswein", "ELgeriebener"): the unit and the text after it.
    static func gluedUnit(_ text: Substring) -> (String, Substring)? {
        let word = text.prefix(while: isLetter)
        guard word.count >= 3 else { return nil }
        for length in 1...min(4, word.count - 2) {
            let prefix = word.prefix(length)
            let next = word[word.index(word.startIndex, offsetBy: length)]
            let following = word[word.index(word.startIndex, offsetBy: length + 1)]
            let lowerThenCapital = prefix.allSatisfy(\.isLowercase) && next.isUppercase && following.isLowercase
            let capitalsThenLower = length >= 2 && prefix.allSatisfy(\.isUppercase)
                && (next.isLowercase || (next.isUppercase && following.isLowercase))
            guard lowerThenCapital || capitalsThenLower, let (unit, after) = leadingUnit(prefix + " "),
                  after.isEmpty else { continue }
            return (unit, text.dropFirst(length))
        }
        return nil
    }

    /// "Juice of 1 lime", "zest of 2 lemons", "finely grated zest and juice of 1 orange": the part
    /// of the fruit said before its amount. Returns the name (the fruit's part, as "lime juice";
    /// nil when both parts are used, so the fruit is the food), a note for both parts, and the
    /// line from the amount on; nil when the line does not start so.
    static func fruitPart(_ line: Substring) -> (name: String?, note: String?, rest: Substring)? {
        guard let first = line.first, "jJzZtTfFgG".contains(first) else { return nil }
        let lower = line.lowercased()
        var lead = lower
        for grated in ["finely grated ", "grated ", "the "] where lead.hasPrefix(grated) { lead.removeFirst(grated.count) }
        let skipped = lower.count - lead.count
        for both in ["zest and juice", "zest + juice", "zest & juice", "juice and zest", "juice + zest", "juice & zest"] {
            for link in [" of ", " from "] where lead.hasPrefix(both + link) {
                return (nil, "zest and juice", line.dropFirst(skipped + both.count + link.count))
            }
        }
        for part in ["juice", "zest"] {
            for link in [" of ", " from "] where lead.hasPrefix(part + link) {
                let rest = line.dropFirst(skipped + part.count + link.count)
                guard QuantityParser.parseLeading(rest) != nil else { return nil }
                // "zest of 2 lemons" is lemon zest: the fruit is named as one, as "lemon juice" is.
                let fruit = ShoppingName.singular(parse(String(rest)).name)
                return (fruit + " " + part, nil, rest)
            }
        }
        return nil
    }
}
