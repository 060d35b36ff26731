/// Native text helpers for the Cooklang reader. Foundation's `trimmingCharacters(in:)` and
/// `replacingOccurrences(of:with:)` bridge through NSString on Linux and were a third of the
/// parse time of an import; these do the same work on Swift strings.
///
/// The trims work on Unicode scalars with exactly the members of Foundation's sets, so they
/// give the same results as the calls they replace.
enum CooklangText {
    /// `CharacterSet.whitespaces`: general category Zs plus tab.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// `CharacterSet.whitespacesAndNewlines`: the above plus U+000A-U+000D, U+0085, U+2028, U+2029.
    @inline(__always)
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return isWhitespace(scalar)
        }
    }

    /// Splits on "\n", "\r\n" and "\r", keeping empty lines, as the parser did after rewriting
    /// every line ending to "\n". Line breaks are always grapheme boundaries, so cutting on
    /// bytes gives the same lines as cutting on characters.
    static func lines(_ text: Substring) -> [Substring] {
        var result: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A || byte == 0x0D {
                result.append(text[start..<index])
                var next = utf8.index(after: index)
                if byte == 0x0D, next != utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
                start = next
                index = next
            } else {
                index = utf8.index(after: index)
            }
        }
        result.append(text[start..<utf8.endIndex])
        return result
    }

    /// Whether the UTF-8 of `text` holds the two ASCII bytes `first`, `second` in a row.
    static func containsPair(_ text: some StringProtocol, _ first: UInt8, _ second: UInt8) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == second && previous == first { return true }
            previous = byte
        }
        return false
    }
}

extension String {
    /// Same as `trimmingCharacters(in: .whitespaces)`.
    func cooklangTrimmed() -> String { self[...].cooklangTrimmed() }

    /// Same as `trimmingCharacters(in: .whitespacesAndNewlines)`.
    func cooklangTrimmedLines() -> String { self[...].cooklangTrimmedLines() }
}

extension Substring {
    /// Same as `trimmingCharacters(in: .whitespaces)`.
    func cooklangTrimmed() -> String { trimmed(where: CooklangText.isWhitespace) }

    /// Same as `trimmingCharacters(in: .whitespacesAndNewlines)`.
    func cooklangTrimmedLines() -> String { trimmed(where: CooklangText.isWhitespaceOrNewline) }

    /// Trims the scalars matching `drop` from both ends.
    func trimmed(where drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start != end, drop(scalars[start]) { start = scalars.index(after: start) }
        while end != start {
            let before = scalars.index(before: end)
            if !drop(scalars[before]) { break }
            end = before
        }
        return String(scalars[start..<end])
    }
}
