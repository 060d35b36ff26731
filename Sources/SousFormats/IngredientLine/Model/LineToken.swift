import SousCore

/// One piece of an ingredient line as the line model sees it: a number ("1", "1½", "1 1/2",
/// "0.5"), a word ("flour", "all-purpose", "don't") or a punctuation mark (",", "(", "/").
/// Numbers glued to units are split ("200g" is "200" and "g"); a mixed number is one token.
public struct LineToken: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case number, word, punctuation }

    public var text: String
    public var kind: Kind
    /// Inside brackets: "(about 400 g)".
    public var inBrackets: Bool
    /// Where it is in the line, in Unicode scalars.
    public var range: Range<Int>

    public init(text: String, kind: Kind, inBrackets: Bool = false, range: Range<Int> = 0..<0) {
        self.text = text
        self.kind = kind
        self.inBrackets = inBrackets
        self.range = range
    }

    /// A text's words, lower-cased, split at anything but letters and digits: how names are
    /// compared ("Hunt's® Ketchup" is hunt, s, ketchup).
    public static func words(of text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The line's tokens, in order. Read by Unicode scalar, ASCII first: grapheme clusters cost
    /// more than the rest of reading a line.
    public static func tokens(of line: String) -> [LineToken] {
        let scalars = Array(line.unicodeScalars)
        var tokens: [LineToken] = []
        var depth = 0
        var index = 0
        func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }
        func isFraction(_ c: Unicode.Scalar) -> Bool { c.value >= 0x80 && QuantityParser.vulgarFraction(Character(c)) != nil }
        func isLetter(_ c: Unicode.Scalar) -> Bool {
            if c.value < 0x80 { return (c.value | 0x20) >= 97 && (c.value | 0x20) <= 122 }
            return c.properties.isAlphabetic || c.properties.generalCategory == .nonspacingMark
        }
        func isSpace(_ c: Unicode.Scalar) -> Bool { c.value < 0x80 ? c == " " || c == "\t" || c == "\n" || c == "\r" : c.properties.isWhitespace }
        func text(_ range: Range<Int>) -> String {
            var result = ""
            result.unicodeScalars.append(contentsOf: scalars[range])
            return result
        }
        while index < scalars.count {
            let c = scalars[index]
            if isSpace(c) {
                index += 1
                continue
            }
            if isDigit(c) || isFraction(c) {
                var end = index
                // Digits with a decimal point or comma between digits, then a fraction: "1.5", "1,5", "1½", "1/2".
                while end < scalars.count, isDigit(scalars[end]) { end += 1 }
                if end + 1 < scalars.count, scalars[end] == "." || scalars[end] == ",", isDigit(scalars[end + 1]) {
                    end += 1
                    while end < scalars.count, isDigit(scalars[end]) { end += 1 }
                }
                var hasFraction = false
                if end + 1 < scalars.count, scalars[end] == "/", isDigit(scalars[end + 1]), end > index {
                    end += 1
                    while end < scalars.count, isDigit(scalars[end]) { end += 1 }
                    hasFraction = true
                } else if end < scalars.count, isFraction(scalars[end]) {
                    end += 1
                    hasFraction = true
                }
                // "1 1/2" and "1 ½": a whole number and a fraction after one space are one amount.
                if end > index, !hasFraction, end + 3 < scalars.count, scalars[end] == " ",
                   isDigit(scalars[end + 1]), scalars[end + 2] == "/", isDigit(scalars[end + 3]) {
                    end += 4
                    while end < scalars.count, isDigit(scalars[end]) { end += 1 }
                } else if end > index, !hasFraction, end + 1 < scalars.count, scalars[end] == " ", isFraction(scalars[end + 1]) {
                    end += 2
                }
                if end == index { end += 1 }
                tokens.append(LineToken(text: text(index..<end), kind: .number, inBrackets: depth > 0, range: index..<end))
                index = end
                continue
            }
            if isLetter(c) {
                var end = index + 1
                // Letters, with an apostrophe or a hyphen inside a word: "don't", "all-purpose".
                while end < scalars.count {
                    let next = scalars[end]
                    if isLetter(next) { end += 1; continue }
                    if next == "'" || next == "’" || next == "-", end + 1 < scalars.count, isLetter(scalars[end + 1]) {
                        end += 2
                        continue
                    }
                    break
                }
                tokens.append(LineToken(text: text(index..<end), kind: .word, inBrackets: depth > 0, range: index..<end))
                index = end
                continue
            }
            if c == "(" || c == "[" { depth += 1 }
            tokens.append(LineToken(text: text(index..<index + 1), kind: .punctuation, inBrackets: depth > 0, range: index..<index + 1))
            if c == ")" || c == "]" { depth = max(0, depth - 1) }
            index += 1
        }
        return tokens
    }
}
