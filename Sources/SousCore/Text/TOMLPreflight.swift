/// Finds the malformed TOML that toml++ 3.4 (inside TOMLKit) does not report as an error but
/// meets with a failed assertion, aborting the whole program: a `[table]` header whose name
/// starts with a character no key can start with (`[.x]`, `[ &]`, a `[` alone on its line), a
/// `}` where an array expects a value (`[}`, `[1, }]`), and a date followed by a space and a
/// lone digit (`1979-05-27 7`), which toml++ takes for the start of a time. Every reader of TOML
/// (themes, the folder's pantry) refuses these before TOMLKit sees the text. Not a TOML parser: it follows just enough (strings, comments, arrays, inline
/// tables) to know where a header or a value starts, and leaves every other error to toml++.
/// It reads Unicode scalars, as toml++ does: as Characters, "\r\n" is one, and so is `[`
/// followed by a combining mark, which would hide the very headers this looks for.
public enum TOMLPreflight {
    public struct Problem: Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    public static func firstProblem(in text: String) -> Problem? {
        let scalars = Array(text.unicodeScalars)
        if let problem = controlCharacter(in: scalars) { return problem }
        var index = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        var open: [Unicode.Scalar] = []   // "[" for an array, "{" for an inline table
        var expectingValue = false
        func problem(_ message: String) -> Problem { Problem(line: line, column: index - lineStart + 1, message: message) }
        func skipToLineEnd() { while index < scalars.count, scalars[index] != "\n" { index += 1 } }

        // toml++ skips a byte order mark at the start of the text.
        if scalars.first == "\u{FEFF}" { index = 1; lineStart = 1 }
        while index < scalars.count {
            let c = scalars[index]
            switch c {
            case "\n":
                index += 1
                line += 1
                lineStart = index
                atLineStart = true
                continue
            case " ", "\t", "\r":
                index += 1
                continue
            case "#":
                skipToLineEnd()
                continue
            default:
                break
            }
            if atLineStart, open.isEmpty, c == "[" {
                index += 1
                if index < scalars.count, scalars[index] == "[" { index += 1 }
                while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
                // `]` here is an error toml++ reports properly; the end of the line is not.
                if index >= scalars.count || !canStartHeaderKey(scalars[index]) {
                    return problem("a [table] header must start with a key name")
                }
                skipToLineEnd()
                continue
            }
            atLineStart = false
            if expectingValue {
                if c == "}" { return problem("expected a value, found '}'") }
                if isDateWithLoneDigit(scalars, at: index) { return problem("a date's time must be written HH:MM:SS") }
            }
            expectingValue = false
            switch c {
            case "\"", "'":
                skipString(scalars, &index, &line, &lineStart)
                continue
            case "[", "{":
                open.append(c)
                expectingValue = c == "["
            case "]", "}":
                if open.last == (c == "]" ? "[" : "{") { open.removeLast() }
            case ",":
                expectingValue = open.last == "["
            case "=":
                expectingValue = true
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Moves `index` past the string starting there: basic ("..." with escapes) or literal
    /// ('...'), one-line or multi-line (tripled quotes). An unclosed one-line string ends at
    /// the line's end, where toml++ will report it.
    private static func skipString(_ scalars: [Unicode.Scalar], _ index: inout Int, _ line: inout Int, _ lineStart: inout Int) {
        let quote = scalars[index]
        let tripled = index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote
        index += tripled ? 3 : 1
        while index < scalars.count {
            let c = scalars[index]
            if c == "\n" {
                guard tripled else { return }
                line += 1
                lineStart = index + 1
            } else if c == "\\", quote == "\"" {
                index += 1   // the escaped scalar cannot close the string
            } else if c == quote, !tripled || (index + 2 < scalars.count && scalars[index + 1] == quote && scalars[index + 2] == quote) {
                index += tripled ? 3 : 1
                return
            }
            index += 1
        }
    }

    /// `1979-05-27 7` followed by anything that ends a value: never valid TOML, and toml++
    /// asserts on it (its date-time scan resumes after the digit expecting more of the time).
    static func isDateWithLoneDigit(_ scalars: [Unicode.Scalar], at start: Int) -> Bool {
        let terminators: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", ",", "]", "}", "#"]
        guard start + 12 < scalars.count, ("0"..."9").contains(scalars[start]),
              scalars[start + 4] == "-", scalars[start + 7] == "-",
              !scalars[start..<(start + 10)].contains(where: terminators.contains),
              scalars[start + 10] == " ", ("0"..."9").contains(scalars[start + 11]) else { return false }
        return terminators.contains(scalars[start + 12])
    }

    /// A bare key character, a quote, or the `]` toml++ already handles.
    static func canStartHeaderKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-", "\"", "'", "]": true
        default: false
        }
    }

    /// A control character other than a tab or a line end, which TOML allows nowhere: toml++
    /// stops reading at a NUL and answers with what came before, so a damaged file would read
    /// as a shorter, valid one.
    private static func controlCharacter(in scalars: [Unicode.Scalar]) -> Problem? {
        var line = 1
        var lineStart = 0
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\n" {
                line += 1
                lineStart = index + 1
            } else if (scalar.value < 0x20 && scalar != "\t" && scalar != "\r") || scalar.value == 0x7F {
                return Problem(line: line, column: index - lineStart + 1,
                               message: String(format: "a control character (U+%04X); is the file damaged?", scalar.value))
            }
        }
        return nil
    }
}
