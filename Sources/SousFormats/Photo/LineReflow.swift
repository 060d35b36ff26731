import SousCore

/// Turns the lines of a page, in reading order, back into the lines the author wrote: a step that
/// wraps over three printed lines becomes one line (the plain-text importer takes each line for a
/// step), an ingredient that wraps becomes one ingredient, and a title that wraps stays the title.
/// A heading misread by one or two letters ("lngredients") is put right, since a missed heading
/// loses a whole list.
///
/// Each section has its own rule, because the signs differ: a wrapped step line runs to the
/// column's edge and the next does not start a numbered step; an ingredient's continuation starts
/// in lower case and not with an amount; a title's continuation has the title's letter height.
enum LineReflow {
    static func join(_ lines: [PageLine]) -> [PageLine] {
        let columnRight = Dictionary(grouping: lines, by: \.column).mapValues { $0.map(\.box.right).max() ?? 0 }
        let bodyHeight = ReadingOrder.median(lines.map(\.box.height))
        var result: [PageLine] = []
        var part = PlainTextImporter.Part.preamble
        var lastWasHeading = false
        let bulletedList = lines.filter { opensWithBullet($0.text) }.count >= 2
        for var line in withoutPageNumbers(lines) {
            if let heading = correctedHeading(line.text) {
                line.text = heading
                part = PlainTextImporter.heading(heading.lowercased()) ?? part
                result.append(line)
                lastWasHeading = true
                continue
            }
            if part == .steps { line.text = stepMarkerRead(line.text) }
            if part == .ingredients { (line.text, line.amountGuessed) = AmountRepair.repaired(line.text, bulletedList: bulletedList) }
            if let previous = result.last, !lastWasHeading,
               continues(previous, with: line, in: part, columnRight: columnRight[previous.column] ?? previous.box.right, bodyHeight: bodyHeight) {
                result[result.count - 1] = previous.joined(with: line)
            } else {
                result.append(line)
            }
            lastWasHeading = false
        }
        return result
    }

    /// A page number above the title or below the last line is no part of the recipe, nor is
    /// one printed in the page's top or bottom row (beside a running header, or at the foot of a
    /// column) when columns put it mid-text in reading order; taken out before lines are joined,
    /// so it never opens the paragraph after it.
    static func withoutPageNumbers(_ lines: [PageLine]) -> [PageLine] {
        var result = lines
        while let first = result.first, isPageNumber(first.text) { result.removeFirst() }
        while let last = result.last, isPageNumber(last.text) { result.removeLast() }
        guard let top = result.map(\.box.top).min(), let bottom = result.map(\.box.bottom).max() else { return result }
        result.removeAll { line in
            isPageNumber(line.text) && (line.box.top <= top + line.box.height / 2 || line.box.bottom >= bottom - line.box.height / 2)
        }
        return result
    }

    /// A line that opens with a bullet, or with what an engine reads a bullet as before an amount.
    static func opensWithBullet(_ text: String) -> Bool {
        let words = text.split(separator: " ", maxSplits: 2).map(String.init)
        guard let first = words.first else { return false }
        return AmountRepair.bullets.contains(first)
            || (words.count > 1 && AmountRepair.isAmountReading(words[1]) && AmountRepair.isBulletReading(first, beforeAmount: true))
    }

    /// True when `next` carries on the line `previous` ends.
    static func continues(_ previous: PageLine, with next: PageLine, in part: PlainTextImporter.Part,
                          columnRight: Double, bodyHeight: Double) -> Bool {
        let prior = previous.text, text = next.text
        guard let first = text.first, !prior.hasSuffix(":"), !startsListItem(text) else { return false }
        let endsSentence = prior.last.map { ".!?".contains($0) } ?? false
        guard previous.column == next.column else {
            // A step carried over to the top of the next column.
            return (part == .steps || part == .notes) && !endsSentence && first.isLowercase
        }
        let lastLine = lastWordBox(previous)
        let gap = next.box.top - lastLine.bottom
        guard gap < 0.9 * max(bodyHeight, min(lastLine.height, next.box.height)) else { return false }
        // Full when the next line's first word would not have fitted at the end of this one.
        let firstWidth = next.words.first?.box.width ?? 0
        let space = 0.3 * lastLine.height
        let isFull = lastLine.right + space + firstWidth > columnRight - space
        let sameParagraph = previous.paragraphKey == next.paragraphKey
        switch part {
        case .preamble:
            // The title wrapped: the same paragraph, letters of the same height.
            let heights = (previous.box.height / Double(max(1, lineCount(previous))), next.box.height)
            return sameParagraph && !isMetadata(text) && !isMetadata(prior)
                && abs(heights.0 - heights.1) <= 0.25 * max(heights.0, heights.1)
        case .ingredients:
            // "pinch of salt" after a long line is an ingredient of its own: an ingredient carries
            // on only from a line left hanging ("…, plus extra for" / "cooking", "…soaked in 2" /
            // "tbsp hot water"), into brackets, or with a measure ("tbsp"), which opens no ingredient.
            let lastWord = String(prior.split(separator: " ").last ?? "")
            let hangsOnWord = hangingWords.contains(lastWord.lowercased())
            let hanging = prior.hasSuffix(",") || prior.hasSuffix("-") || prior.hasSuffix("(")
                || hangsOnWord || (!lastWord.isEmpty && lastWord.allSatisfy(\.isNumber))
            let opensWithUnit = text.split(separator: " ").first.flatMap { Unit.lookup(String($0)) }.map { $0.dimension != .count } ?? false
            // A hanging line is a line cut short: near the edge is enough (a turned page's edge is ragged).
            let nearlyFull = lastLine.right + space + firstWidth > columnRight - lastLine.height
            // After "and", "of" or "with" the next line goes on even when its first letter was read
            // as a capital ("…boiled and" / "Cut into wedges").
            return nearlyFull && (hanging || first == "(" || opensWithUnit) && (first.isLowercase || first == "(" || hangsOnWord)
                && !startsWithAmount(text)
        case .steps, .notes:
            if !sameParagraph && endsSentence { return false }
            return isFull || (!endsSentence && first.isLowercase)
        }
    }

    /// Words a line of an ingredient list does not end with unless it goes on.
    static let hangingWords: Set<String> = ["and", "or", "of", "to", "for", "with", "plus", "into", "in", "the", "a", "about", "cut"]

    /// The box of the word a line ends with: the rightmost on its lowest printed row (an amount
    /// read from a column of its own is joined to its line after the line's words).
    static func lastWordBox(_ line: PageLine) -> PixelBox {
        guard let lowest = line.words.map(\.box.top).max() else { return line.box }
        let lastRow = line.words.filter { $0.box.bottom > lowest }
        return lastRow.max(by: { $0.box.right < $1.box.right })?.box ?? line.box
    }

    /// How many printed lines went into a line already joined.
    private static func lineCount(_ line: PageLine) -> Int {
        var count = 1
        for (a, b) in zip(line.words, line.words.dropFirst()) where b.box.top > a.box.bottom { count += 1 }
        return count
    }

    /// A step number whose full stop was read as a comma or colon ("5, Season"), written as printed.
    static func stepMarkerRead(_ text: String) -> String {
        let digits = text.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 2 else { return text }
        let rest = text.dropFirst(digits.count)
        guard let mark = rest.first, mark == "," || mark == ":" || mark == ";",
              rest.dropFirst().first == " ", rest.dropFirst(2).first?.isUppercase == true else { return text }
        return digits + "." + rest.dropFirst()
    }

    /// "1.", "2)", "Step 3", or a bullet: the start of a new item.
    static func startsListItem(_ text: String) -> Bool {
        if let first = text.first, IngredientLineParser.bulletCharacters.contains(first) || first == "•" { return true }
        let digits = text.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty, digits.count <= 2, let after = text.dropFirst(digits.count).first, after == "." || after == ")" {
            let next = text.dropFirst(digits.count + 1).first
            return next == nil || next == " "
        }
        let lower = text.prefix(6).lowercased()
        return lower.hasPrefix("step ") && text.dropFirst(5).first?.isNumber == true
    }

    static func startsWithAmount(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first.isNumber || QuantityParser.parseLeading(Substring(text)) != nil
    }

    /// "Serves 4", "Prep time 10 min": lines the plain-text importer reads as facts.
    static func isMetadata(_ text: String) -> Bool {
        let lower = text.lowercased()
        return ["serves", "servings", "makes", "yield", "prep", "preparation time", "cook time", "cooking time", "total time"]
            .contains { lower.hasPrefix($0) }
    }

    static func isPageNumber(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 4 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The headings the plain-text importer knows, as they are printed.
    static let headings = ["Ingredients", "Method", "Instructions", "Directions", "Preparation", "Steps", "Notes"]

    /// The heading a short line is, allowing one misread letter (two in a long word), or nil.
    static func correctedHeading(_ text: String) -> String? {
        let lower = text.lowercased().trimmed(" :#*=.")
        guard lower.count <= 14, !lower.contains(" ") else {
            return PlainTextImporter.heading(lower) != nil ? text : nil
        }
        if PlainTextImporter.heading(lower) != nil { return text }
        for heading in headings {
            let allowed = heading.count >= 8 ? 2 : 1
            if abs(heading.count - lower.count) <= allowed, distance(lower, heading.lowercased()) <= allowed { return heading }
        }
        return nil
    }

    /// Levenshtein distance: the fewest letters to change, add or drop to turn `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let saved = row[j]
                row[j] = a[i - 1] == b[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
                previous = saved
            }
        }
        return row[b.count]
    }
}
