/// Wraps text to a number of terminal columns at word boundaries; words longer than a line are cut.
public enum TextWrap {
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(paragraph, width: width))
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { lines.append(line) }
            while wordWidth > width {
                let (head, rest) = split(word, atColumn: width)
                lines.append(head)
                word = rest
                wordWidth = DisplayWidth.of(word)
            }
            line = word
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Splits a word so the head fits `column` columns (at least one character, so wrapping always advances).
    static func split(_ word: String, atColumn column: Int) -> (String, String) {
        var head = ""
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let w = DisplayWidth.of(word[index])
            if used + w > column && !head.isEmpty { break }
            head.append(word[index])
            used += w
            index = word.index(after: index)
        }
        return (head, String(word[index...]))
    }

    /// Wraps like `wrap`, but never ends a line on a number: an amount stays whole with its
    /// unit ("1 1/2 tsp", "200 g"), the number going down to the next line with what it counts.
    public static func wrapKeepingAmounts(_ text: String, width: Int) -> [String] {
        let glue: Character = "\u{00A0}"
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        var glued = ""
        for (index, word) in words.enumerated() {
            if index > 0 { glued.append(isNumber(words[index - 1]) ? glue : " ") }
            glued += word
        }
        return wrap(glued, width: width).map { String($0.map { $0 == glue ? " " : $0 }) }
    }

    /// "1", "1/2", "1.5", "2-3", "½".
    private static func isNumber(_ word: Substring) -> Bool {
        guard let first = word.first, first.isNumber else { return false }
        return word.allSatisfy { $0.isNumber || "/.,-–".contains($0) }
    }

    /// Cuts `text` to at most `width` columns, ending with "…" when something was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// Keeps the end of `text` within `width` columns, starting with "…" when something was cut:
    /// for a prompt, where what was typed last is what the cook needs to see.
    public static func truncateStart(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var kept: [Character] = []
        var used = 0
        for character in text.reversed() {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            kept.append(character)
            used += w
        }
        return "…" + String(kept.reversed())
    }
}
