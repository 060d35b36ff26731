/// Finds a `[table]` header whose name starts with a character no TOML key can start with
/// (`[.x]`, `[ &]`, `[[&]]`) or that ends the line right after its `[`. toml++ 3.4 (inside TOMLKit) does not report these as errors: it
/// hits an assertion and aborts the whole program, so ThemeFile refuses them before TOMLKit
/// sees the text. Line-based on purpose, so small: a line can otherwise only start with `[`
/// inside an array of arrays or a multi-line string, which theme files do not use (at worst
/// such a file gets this message instead of another one).
enum TableHeaderCheck {
    /// The 1-based line and column of the first such header's offending character, or nil.
    static func firstKeylessHeader(in text: String) -> (line: Int, column: Int)? {
        // "\r\n" is one Character in Swift, so it has to be named to split CRLF files.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, line) in lines.enumerated() {
            let characters = Array(line)
            var position = 0
            func skipBlanks() { while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 } }
            skipBlanks()
            guard position < characters.count, characters[position] == "[" else { continue }
            position += 1
            if position < characters.count, characters[position] == "[" { position += 1 }
            skipBlanks()
            // `]` here is an error toml++ reports properly; the end of the line is not.
            if position < characters.count, canStartHeaderKey(characters[position]) { continue }
            return (index + 1, position + 1)
        }
        return nil
    }

    /// A bare key character, a quote, or the `]` toml++ already handles.
    static func canStartHeaderKey(_ character: Character) -> Bool {
        if character.isASCII, character.isLetter || character.isNumber { return true }
        return ["_", "-", "\"", "'", "]"].contains(character)
    }
}
