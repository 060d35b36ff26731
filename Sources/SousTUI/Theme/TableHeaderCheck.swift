/// Finds a `[table]` header whose name starts with a character no TOML key can start with
/// (`[.x]`, `[ &]`, `[[&]]`) or that ends the line right after its `[`. toml++ 3.4 (inside
/// TOMLKit) does not report these as errors: it hits an assertion and aborts the whole program,
/// so ThemeFile refuses them before TOMLKit sees the text. Line-based on purpose, so small: a
/// line can otherwise only start with `[` inside an array of arrays or a multi-line string,
/// which theme files do not use (at worst such a file gets this message instead of another one).
enum TableHeaderCheck {
    /// The 1-based line and column of the first such header's offending character, or nil.
    /// Works on Unicode scalars, as toml++ does: as Characters, "\r\n" is one and `[` followed by
    /// a combining mark is another, which would hide the very headers this looks for.
    static func firstKeylessHeader(in text: String) -> (line: Int, column: Int)? {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let scalars = Array(line)
            // toml++ skips a byte order mark at the start of the text.
            var position = index == 0 && scalars.first == "\u{FEFF}" ? 1 : 0
            func skipBlanks() { while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 } }
            skipBlanks()
            guard position < scalars.count, scalars[position] == "[" else { continue }
            position += 1
            if position < scalars.count, scalars[position] == "[" { position += 1 }
            skipBlanks()
            // `]` here is an error toml++ reports properly; the end of the line is not.
            if position < scalars.count, canStartHeaderKey(scalars[position]) { continue }
            return (index + 1, position + 1)
        }
        return nil
    }

    /// A bare key character, a quote, or the `]` toml++ already handles.
    static func canStartHeaderKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_", "-", "\"", "'", "]": true
        default: false
        }
    }
}
