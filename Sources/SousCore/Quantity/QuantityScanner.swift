/// A cursor over the characters of a quantity, used by QuantityParser; it reads one number
/// at a time and leaves range and whole-string rules to the parser.
struct QuantityScanner {
    struct Malformed: Error {}

    let text: Substring
    var index: Substring.Index

    init(_ text: Substring) {
        self.text = text
        self.index = text.startIndex
    }

    var rest: Substring { text[index...] }

    static let vulgarFractions: [Character: Rational] = [
        "½": Rational(1, 2), "⅓": Rational(1, 3), "⅔": Rational(2, 3), "¼": Rational(1, 4),
        "¾": Rational(3, 4), "⅕": Rational(1, 5), "⅖": Rational(2, 5), "⅗": Rational(3, 5),
        "⅘": Rational(4, 5), "⅙": Rational(1, 6), "⅚": Rational(5, 6), "⅐": Rational(1, 7),
        "⅛": Rational(1, 8), "⅜": Rational(3, 8), "⅝": Rational(5, 8), "⅞": Rational(7, 8),
        "⅑": Rational(1, 9), "⅒": Rational(1, 10),
    ]

    static let numberWords: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
        "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    // ASCII first: the Unicode property lookups behind Character's own tests are most of the
    // time spent scanning ingredient lines.
    static func isDigit(_ c: Character) -> Bool {
        guard let byte = c.asciiValue else { return false }
        return byte >= 48 && byte <= 57
    }
    /// The value of an ASCII digit; nil for anything else.
    static func digitValue(_ c: Character) -> Int? {
        guard let byte = c.asciiValue, byte >= 48, byte <= 57 else { return nil }
        return Int(byte - 48)
    }
    static func isSlash(_ c: Character) -> Bool { c == "/" || c == "⁄" }
    /// A vulgar fraction character ("½"); nil at once for ASCII, the usual case.
    static func vulgarFraction(_ c: Character) -> Rational? {
        c.isASCII ? nil : vulgarFractions[c]
    }
    static func isLetter(_ c: Character) -> Bool {
        if let byte = c.asciiValue { return (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
        return c.isLetter
    }
    static func isSpace(_ c: Character) -> Bool {
        if let byte = c.asciiValue { return byte == 32 || (byte >= 9 && byte <= 13) }
        return c.isWhitespace
    }

    func peek(_ offset: Int = 0) -> Character? {
        var i = index
        for _ in 0..<offset {
            guard i < text.endIndex else { return nil }
            i = text.index(after: i)
        }
        return i < text.endIndex ? text[i] : nil
    }

    mutating func advance() { index = text.index(after: index) }

    mutating func skipSpaces() {
        while let c = peek(), QuantityScanner.isSpace(c) { advance() }
    }

    /// Consumes "-", "–", "—" or the word "to" or "or" ("1 or 2 eggs"); leaves the index alone
    /// otherwise. The caller takes it back when no number follows ("2 or more").
    mutating func rangeSeparator() -> Bool {
        guard let c = peek() else { return false }
        if c == "-" || c == "–" || c == "—" { advance(); return true }
        let start = index
        let separator = word()
        if separator == "to" || separator == "or" { return true }
        // "2 à 3", "2 o 3", "3 a 4", "2 bis 3", "2 tot 3": only with a number after it.
        if QuantityScanner.foreignRangeWords.contains(separator) {
            let word = index
            skipSpaces()
            if let next = peek(), next.isNumber { return true }
            index = word
        }
        index = start
        return false
    }

    static let foreignRangeWords: Set<String> = ["à", "a", "o", "ou", "bis", "tot", "oder"]

    /// A run of letters, lowercased; empty when none.
    mutating func word() -> String {
        var letters = ""
        while let c = peek(), QuantityScanner.isLetter(c) { letters.append(c); advance() }
        return letters.lowercased()
    }

    /// Consumes `expected` as a whole word (after optional spaces), or leaves the index alone.
    mutating func consumeWord(_ expected: Set<String>) -> String? {
        let start = index
        skipSpaces()
        let found = word()
        if expected.contains(found) { return found }
        index = start
        return nil
    }

    /// One number; nil when the text does not start with one, Malformed when it does but the
    /// number is broken (zero denominator, too big, glued to another number).
    mutating func number() throws(Malformed) -> Rational? {
        guard let c = peek() else { return nil }
        let value: Rational
        if QuantityScanner.isLetter(c) {
            let start = index
            guard let spelled = wordNumber() else { index = start; return nil }
            value = spelled
        } else if let fraction = QuantityScanner.vulgarFraction(c) {
            advance()
            value = fraction
        } else if c == "." || c == ",", let next = peek(1), QuantityScanner.isDigit(next) {
            advance()
            value = try decimalDigits()
        } else if QuantityScanner.isDigit(c) {
            value = try numeral()
        } else {
            return nil
        }
        try checkBoundary()
        guard value <= QuantityParser.maximum else { throw Malformed() }
        return value
    }

    /// A number written with digits: integer, fraction, decimal or mixed number.
    private mutating func numeral() throws(Malformed) -> Rational {
        var whole = try integer()
        guard let c = peek() else { return Rational(whole) }
        if QuantityScanner.isSlash(c) {
            advance()
            return try denominator(over: whole)
        }
        if c == "." || c == ",", let next = peek(1), QuantityScanner.isDigit(next) {
            if c == "," && thousandsGroupFollows() {
                while peek() == ",", thousandsGroupFollows() {
                    advance()
                    whole = whole * 1000 + (try integer())
                    guard whole <= 1_000_000 else { throw Malformed() }
                }
                return Rational(whole)
            }
            advance()
            return Rational(whole) + (try decimalDigits())
        }
        if let fraction = mixedFraction() {
            return Rational(whole) + fraction
        }
        return Rational(whole)
    }

    /// True when a comma is followed by exactly three digits.
    private func thousandsGroupFollows() -> Bool {
        guard peek() == "," else { return false }
        for offset in 1...3 {
            guard let d = peek(offset), QuantityScanner.isDigit(d) else { return false }
        }
        if let after = peek(4), QuantityScanner.isDigit(after) { return false }
        return true
    }

    /// Digits as an Int, refusing anything over the maximum (so no overflow is possible).
    private mutating func integer() throws(Malformed) -> Int {
        var value = 0
        var sawDigit = false
        while let c = peek(), let digit = QuantityScanner.digitValue(c) {
            value = value * 10 + digit
            sawDigit = true
            guard value <= 1_000_000 else { throw Malformed() }
            advance()
        }
        guard sawDigit else { throw Malformed() }
        return value
    }

    /// The digits after a decimal point, as an exact fraction. Digits beyond the ninth are
    /// dropped: they are below any kitchen precision and would only risk overflow.
    private mutating func decimalDigits() throws(Malformed) -> Rational {
        var numerator = 0
        var scale = 1
        var count = 0
        while let c = peek(), let digit = QuantityScanner.digitValue(c) {
            if count < 9 {
                numerator = numerator * 10 + digit
                scale *= 10
            }
            count += 1
            advance()
        }
        guard count > 0 else { throw Malformed() }
        return Rational(numerator, scale)
    }

    private mutating func denominator(over numerator: Int) throws(Malformed) -> Rational {
        guard let c = peek(), QuantityScanner.isDigit(c) else { throw Malformed() }
        let d = try integer()
        guard d != 0 else { throw Malformed() }
        if let mixed = Self.mixedNumberLostItsSpace(numerator, d) { return mixed }
        return Rational(numerator, d)
    }

    /// "21/2 cups", "13/4oz": a mixed number whose space (or fraction sign) was lost, as copied
    /// text often has it; 2½ and 1¾, not 10.5 and 3.25. Only a two-digit numerator whose last
    /// digit over a kitchen denominator (2, 3, 4, 8) is a fraction in lowest terms: "12/4" and
    /// "225/8" stay as written.
    static func mixedNumberLostItsSpace(_ numerator: Int, _ denominator: Int) -> Rational? {
        guard (10...99).contains(numerator), [2, 3, 4, 8].contains(denominator) else { return nil }
        let last = numerator % 10
        guard last > 0, last < denominator, Rational.gcd(last, denominator) == 1 else { return nil }
        return Rational(numerator / 10) + Rational(last, denominator)
    }


    /// The fraction part of a mixed number after its whole part: "½", " ½", " 1/2", "-1/2",
    /// " and 1/2", " and a half". Leaves the index alone when there is none.
    private mutating func mixedFraction() -> Rational? {
        let start = index
        if peek() == "-" {
            advance()
            if let f = properFraction(), !(peek().map(QuantityScanner.isSlash) ?? false) { return f }
            index = start
            return nil
        }
        skipSpaces()
        if let c = peek(), let f = QuantityScanner.vulgarFraction(c) { advance(); return f }
        if peek() == "a" || peek() == "A", consumeWord(["and"]) != nil {
            skipSpaces()
            if let c = peek(), let f = QuantityScanner.vulgarFraction(c) { advance(); return f }
            if let f = properFraction() { return f }
            let beforeA = index
            if consumeWord(["a"]) != nil, consumeWord(["half"]) != nil { return Rational(1, 2) }
            index = beforeA
            index = start
            return nil
        }
        if let f = properFraction() { return f }
        index = start
        return nil
    }

    /// "n/d" with 0 < n < d; leaves the index alone otherwise (including "1 2" or "1 3/2").
    private mutating func properFraction() -> Rational? {
        let start = index
        var n = 0, d = 0, digits = 0
        while let c = peek(), let v = QuantityScanner.digitValue(c), digits < 7 {
            n = n * 10 + v; digits += 1; advance()
        }
        guard digits > 0, let slash = peek(), QuantityScanner.isSlash(slash) else { index = start; return nil }
        advance()
        digits = 0
        while let c = peek(), let v = QuantityScanner.digitValue(c), digits < 7 {
            d = d * 10 + v; digits += 1; advance()
        }
        guard digits > 0, d > 0, n > 0, n < d else { index = start; return nil }
        return Rational(n, d)
    }

    /// The parts a whole is spoken in ("a third", "two thirds", "three quarters"), by their
    /// words in the singular and the plural.
    static let partWords: [String: Int] = [
        "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4, "eighth": 8, "eighths": 8,
    ]

    /// "one".."twelve", "a"/"an", "half", "dozen", with "a dozen", "two dozen", "half a",
    /// "one and a half" and "a half" as compounds; spoken parts ("a third of a cup", "two
    /// thirds", "three quarters of a", "one and a quarter"), the "of a" belonging to the amount.
    private mutating func wordNumber() -> Rational? {
        let first = word()
        switch first {
        case "a", "an":
            if consumeWord(["dozen"]) != nil { return Rational(12) }
            if consumeWord(["half"]) != nil { return Rational(1, 2) }
            if let part = spokenPart(count: 1) { return part }
            return .one
        case "half":
            let start = index
            if consumeWord(["a", "an"]) != nil {
                if consumeWord(["dozen"]) != nil { return Rational(6) }
                // "half a cup": the article belongs to the amount.
                return Rational(1, 2)
            }
            index = start
            if consumeWord(["dozen"]) != nil { return Rational(6) }
            return Rational(1, 2)
        case "dozen":
            return Rational(12)
        default:
            guard var n = QuantityScanner.numberWords[first] else { return nil }
            n = compound(n)
            if consumeWord(["dozen"]) != nil { return Rational(n * 12) }
            if let part = spokenPart(count: n) { return part }
            let start = index
            if consumeWord(["and"]) != nil, consumeWord(["a", "an"]) != nil {
                if consumeWord(["half"]) != nil { return Rational(n) + Rational(1, 2) }
                if let part = spokenPart(count: 1) { return Rational(n) + part }
            }
            index = start
            return Rational(n)
        }
    }

    /// A number said in more than one word: "twenty five" (or "twenty-five"), "two hundred",
    /// "three hundred and fifty"; `n` when nothing follows that makes it larger.
    private mutating func compound(_ n: Int) -> Int {
        var value = n
        func ones(after tens: Int) -> Int? {
            let start = index
            if peek() == "-" { advance() } else { skipSpaces() }
            if let one = QuantityScanner.numberWords[word()], one < 10 { return tens + one }
            index = start
            return nil
        }
        if value >= 20, value % 10 == 0, let more = ones(after: value) { value = more }
        guard value < 10, consumeWord(["hundred"]) != nil else { return value }
        value *= 100
        let start = index
        _ = consumeWord(["and"])
        skipSpaces()
        if let rest = QuantityScanner.numberWords[word()], rest < 100 {
            value += rest >= 20 && rest % 10 == 0 ? (ones(after: rest) ?? rest) : rest
        } else {
            index = start
        }
        return value
    }

    /// `count` parts of a whole when a part word follows ("thirds" after "two"), with an "of a"
    /// or "of an" after it taken too ("a third of a cup"); nil, and nothing read, otherwise.
    private mutating func spokenPart(count: Int) -> Rational? {
        let start = index
        skipSpaces()
        guard let parts = QuantityScanner.partWords[word()], count < parts else {
            index = start
            return nil
        }
        let afterPart = index
        if consumeWord(["of"]) == nil || consumeWord(["a", "an"]) == nil { index = afterPart }
        return Rational(count, parts)
    }

    /// A number must not run straight into another one ("½½", "1/2/3", "1.5.2").
    private func checkBoundary() throws(Malformed) {
        guard let c = peek() else { return }
        if QuantityScanner.isDigit(c) || QuantityScanner.isSlash(c) || QuantityScanner.vulgarFraction(c) != nil {
            throw Malformed()
        }
        if c == "." || c == ",", let next = peek(1), QuantityScanner.isDigit(next) { throw Malformed() }
    }
}
