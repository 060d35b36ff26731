/// The one door every piece of text from outside passes on its way in (web pages, files, pastes,
/// the editor, the command line): it drops the characters that can drive a terminal or disguise
/// text, and keeps every real character of every script.
///
/// Dropped: C0 controls other than tab and newline, DEL, C1 controls (U+0080-U+009F) and the bidi
/// embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069). An escape sequence
/// goes whole (`ESC[31m`, `ESC]0;title BEL`, `ESC]52;c;… ESC\`), so no `[31m` is left behind; an
/// unterminated one loses only its introducer. Newlines stay only in multi-line fields (CRLF and
/// CR become LF); elsewhere a run of line breaks becomes one space.
public enum ImportedText {
    public static func clean(_ text: String, multiline: Bool = false) -> String {
        guard needsCleaning(text, multiline: multiline) else { return text }
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        kept.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar.value {
            case 0x0A, 0x0D:
                var end = index
                if multiline {
                    // CRLF is one line break; a lone CR is one too.
                    if scalar.value == 0x0D, end + 1 < scalars.count, scalars[end + 1].value == 0x0A { end += 1 }
                    kept.append("\n")
                } else {
                    while end + 1 < scalars.count, [0x0A, 0x0D].contains(scalars[end + 1].value) { end += 1 }
                    kept.append(" ")
                }
                index = end + 1
            case 0x1B, 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                index = EscapeSequence.end(in: scalars, at: index)
            default:
                if !isDropped(scalar) { kept.append(scalar) }
                index += 1
            }
        }
        return String(kept)
    }

    /// An optional field: cleaned, and nil stays nil.
    @_disfavoredOverload
    public static func clean(_ text: String?, multiline: Bool = false) -> String? {
        text.map { clean($0, multiline: multiline) }
    }

    /// True for the characters `clean` removes wherever they are (line breaks aside).
    public static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// A quick look at the UTF-8 bytes: almost all text is clean and is returned as it is.
    static func needsCleaning(_ text: String, multiline: Bool) -> Bool {
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case 0x0A: if !multiline { return true }
            case 0x09: continue
            case 0x00...0x1F, 0x7F: return true
            case 0xC2:
                // U+0080-U+009F are C2 80 ... C2 9F.
                if let next = utf8.next(), next <= 0x9F { return true }
            case 0xE2:
                // U+202A-U+202E are E2 80 AA-AE; U+2066-U+2069 are E2 81 A6-A9.
                guard let second = utf8.next(), let third = utf8.next() else { return false }
                if second == 0x80 && (0xAA...0xAE).contains(third) { return true }
                if second == 0x81 && (0xA6...0xA9).contains(third) { return true }
            default:
                continue
            }
        }
        return false
    }
}

/// Where a terminal escape sequence that starts at a given scalar ends, after ECMA-48: CSI
/// (`ESC [` or U+009B) runs to its final byte; OSC, DCS, SOS, PM and APC (`ESC ]`, `ESC P`,
/// `ESC X`, `ESC ^`, `ESC _` or their C1 forms) run to BEL or the string terminator; other
/// `ESC` sequences are the introducer, intermediates and one final character.
enum EscapeSequence {
    static func end(in scalars: [Unicode.Scalar], at start: Int) -> Int {
        let introducer = scalars[start].value
        var kind = introducer
        var index = start + 1
        if introducer == 0x1B {
            guard index < scalars.count else { return index }
            switch scalars[index].value {
            case 0x5B: kind = 0x9B
            case 0x5D: kind = 0x9D
            case 0x50: kind = 0x90
            case 0x58: kind = 0x98
            case 0x5E: kind = 0x9E
            case 0x5F: kind = 0x9F
            default: return plainEscapeEnd(in: scalars, after: index, or: start + 1)
            }
            index += 1
        }
        if kind == 0x9B { return controlSequenceEnd(in: scalars, from: index, or: start + 1) }
        return stringEnd(in: scalars, from: index, or: start + 1)
    }

    /// Parameters (0x30-0x3F), intermediates (0x20-0x2F), then one final byte (0x40-0x7E).
    private static func controlSequenceEnd(in scalars: [Unicode.Scalar], from start: Int, or fallback: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
        guard index < scalars.count, (0x40...0x7E).contains(scalars[index].value) else { return fallback }
        return index + 1
    }

    /// A command string ends with BEL, ST (U+009C) or ESC \; without one it is not a sequence,
    /// and only its introducer goes, so no text is lost to a stray ESC.
    private static func stringEnd(in scalars: [Unicode.Scalar], from start: Int, or fallback: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C: return index + 1
            case 0x1B: return index + 1 < scalars.count && scalars[index + 1].value == 0x5C ? index + 2 : fallback
            default: index += 1
            }
        }
        return fallback
    }

    private static func plainEscapeEnd(in scalars: [Unicode.Scalar], after start: Int, or fallback: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
        guard index < scalars.count, (0x30...0x7E).contains(scalars[index].value) else { return fallback }
        return index + 1
    }
}
