/// Text clean-up shared by the web readers: decoding HTML entities left in JSON-LD strings,
/// dropping tags, and collapsing white space the way a browser shows it.
public enum HTMLText {
    /// Collapses runs of white space (NBSP and zero-width spaces included) to one space and trims.
    public static func collapse(_ text: String) -> String {
        if isCollapsed(text) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x200B, 0xFEFF, 0x200C, 0x200D, 0xAD:
                // Zero-width characters and soft hyphens ("ham\u{AD}bur\u{AD}gare") are invisible on the page.
                continue
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C, 0xA0, 0x2009, 0x202F, 0x2002, 0x2003:
                pendingSpace = !out.isEmpty
            default:
                if pendingSpace { out.unicodeScalars.append(" "); pendingSpace = false }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// True when `text` is plain ASCII without leading, trailing or doubled spaces or other
    /// white space: the common case, which needs no copy.
    static func isCollapsed(_ text: String) -> Bool {
        var previousSpace = true
        var previousByte: UInt8 = 0
        for byte in text.utf8 {
            // NBSP (C2 A0), soft hyphen (C2 AD), the U+2000 spaces and zero-width characters (E2 80 ..) and BOM (EF BB BF).
            if byte < 0x20 || (previousByte == 0xC2 && (byte == 0xA0 || byte == 0xAD)) || (previousByte == 0xE2 && byte == 0x80) || byte == 0xEF {
                return false
            }
            let space = byte == 0x20
            if space && previousSpace { return false }
            previousSpace = space
            previousByte = byte
        }
        return !previousSpace || text.isEmpty
    }

    /// Decodes entities (repeatedly, for double-escaped text), strips tags and collapses space.
    public static func clean(_ text: String) -> String {
        var current = text
        for _ in 0..<3 {
            guard current.contains("&") || current.contains("<") else { break }
            let next = decodeEntities(stripTags(current))
            if next == current { break }
            current = next
        }
        return collapse(current)
    }

    /// Removes `<...>` tags; a lone "<" followed by a space or digit stays ("< 5 min").
    public static func stripTags(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", index + 1 < scalars.count,
               scalars[index + 1].properties.isAlphabetic || scalars[index + 1] == "/" || scalars[index + 1] == "!" {
                if let close = scalars[index...].firstIndex(of: ">") {
                    let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close])).lowercased()
                    if name.hasPrefix("br") || name.hasPrefix("/p") || name.hasPrefix("/li") || name.hasPrefix("/div") { out.append(" ") }
                    index = close + 1
                    continue
                }
            }
            out.append(scalar)
            index += 1
        }
        scalars.removeAll()
        return String(out)
    }

    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ndash": "\u{2013}",
        "mdash": "\u{2014}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
        "hellip": "\u{2026}", "deg": "\u{B0}", "frac12": "\u{BD}", "frac14": "\u{BC}", "frac34": "\u{BE}",
        "frac13": "\u{2153}", "frac23": "\u{2154}", "eacute": "\u{E9}", "egrave": "\u{E8}", "ecirc": "\u{EA}",
        "aacute": "\u{E1}", "agrave": "\u{E0}", "acirc": "\u{E2}", "iacute": "\u{ED}", "oacute": "\u{F3}",
        "uacute": "\u{FA}", "ntilde": "\u{F1}", "ccedil": "\u{E7}", "uuml": "\u{FC}", "ouml": "\u{F6}",
        "auml": "\u{E4}", "euml": "\u{EB}", "iuml": "\u{EF}", "szlig": "\u{DF}", "aring": "\u{E5}", "oslash": "\u{F8}",
        "aelig": "\u{E6}", "Auml": "\u{C4}", "Ouml": "\u{D6}", "Uuml": "\u{DC}", "Eacute": "\u{C9}", "Aring": "\u{C5}",
        "times": "\u{D7}", "copy": "\u{A9}", "reg": "\u{AE}", "trade": "\u{2122}", "bull": "\u{2022}", "middot": "\u{B7}",
        "frasl": "\u{2044}", "ocirc": "\u{F4}", "icirc": "\u{EE}", "ucirc": "\u{FB}", "laquo": "\u{AB}", "raquo": "\u{BB}",
        "shy": "", "zwj": "", "zwnj": "", "thinsp": " ", "ensp": " ", "emsp": " ", "minus": "\u{2212}", "sbquo": "\u{201A}",
    ]

    /// Decodes `&name;`, `&#123;` and `&#x1F;` entities; unknown ones stay as written.
    public static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(12).firstIndex(of: ";") {
                let name = after[..<semi]
                var decoded: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if name.hasPrefix("#") {
                    decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else {
                    decoded = named[String(name)]
                }
                if let decoded {
                    out += decoded
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            out += "&"
            rest = after
        }
        out += rest
        return out
    }
}
