/// A fast reader for the front matter most files have (and `CooklangWriter` writes): one
/// `key: value` per line, the value a plain or quoted scalar or a one-line flow list
/// `[a, 'b', c]`. Composing YAML with Yams was a sixth of the parse time of an import.
///
/// It answers only when it is sure to give what Yams would: anything else (indentation,
/// comments, block lists, escapes, repeated keys, characters YAML treats specially) returns
/// nil and the caller composes the text with Yams as before.
enum CooklangSimpleYAML {
    static func parse(_ yaml: String) -> (values: [String: CooklangValue], keys: [String])? {
        var values: [String: CooklangValue] = [:]
        var keys: [String] = []
        // Split as bytes: splitting Characters costs more than the rest of the reading.
        for bytes in yaml.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            guard let (key, rawValue) = splitPair(Substring(bytes)) else { return nil }
            // Yams refuses repeated keys, and the line reader that then runs keeps raw text.
            guard values[key] == nil else { return nil }
            let value: CooklangValue
            if rawValue.first == "[" {
                guard let items = flowList(rawValue) else { return nil }
                value = .list(items.map(CooklangValue.string))
            } else {
                guard let scalar = scalar(rawValue, inFlow: false) else { return nil }
                value = .string(scalar)
            }
            keys.append(key)
            values[key] = value
        }
        return keys.isEmpty ? nil : (values, keys)
    }

    /// "key: value" with a key of letters, digits, spaces, `_`, `-` and `.` that starts with a
    /// letter, and a non-empty value; nil for any other line.
    private static func splitPair(_ line: Substring) -> (String, Substring)? {
        let utf8 = line.utf8
        guard let first = utf8.first, isLetter(first) else { return nil }
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        for byte in utf8[..<colon] where !(isLetter(byte) || isDigit(byte) || byte == 0x20 || byte == 0x5F
                                            || byte == 0x2D || byte == 0x2E) {
            return nil
        }
        guard utf8[utf8.index(before: colon)] != 0x20 else { return nil }
        let afterColon = utf8.index(after: colon)
        guard afterColon != utf8.endIndex, utf8[afterColon] == 0x20 else { return nil }
        var valueStart = afterColon
        while valueStart != utf8.endIndex, utf8[valueStart] == 0x20 { valueStart = utf8.index(after: valueStart) }
        var valueEnd = utf8.endIndex
        while valueEnd != valueStart, utf8[utf8.index(before: valueEnd)] == 0x20 { valueEnd = utf8.index(before: valueEnd) }
        guard valueStart != valueEnd else { return nil }
        return (String(line[..<colon]), line[valueStart..<valueEnd])
    }

    /// A single-quoted scalar (`''` is a quote), a double-quoted one without escapes, or a
    /// plain one; nil when YAML could read it differently.
    private static func scalar(_ text: Substring, inFlow: Bool) -> String? {
        guard let first = text.first, text.unicodeScalars.allSatisfy(isSafe) else { return nil }
        if first == "'" {
            guard text.count >= 2, text.last == "'" else { return nil }
            let inner = text.dropFirst().dropLast()
            var result = ""
            var index = inner.startIndex
            while index != inner.endIndex {
                let character = inner[index]
                index = inner.index(after: index)
                if character == "'" {
                    guard index != inner.endIndex, inner[index] == "'" else { return nil }
                    index = inner.index(after: index)
                }
                result.append(character)
            }
            return result
        }
        if first == "\"" {
            guard text.count >= 2, text.last == "\"" else { return nil }
            let inner = text.dropFirst().dropLast()
            guard !inner.contains("\""), !inner.contains("\\") else { return nil }
            return String(inner)
        }
        // Plain: no indicator first, no ": ", " #", trailing ":", and in a list no flow characters.
        // Read as bytes: every character looked for is ASCII, and no byte of a longer UTF-8
        // character is; a combining mark after one of them at worst sends the text to Yams.
        let bytes = text.utf8
        if let firstByte = bytes.first, indicators.contains(firstByte) { return nil }
        var previous = UInt8(ascii: " ")
        for byte in bytes {
            if byte == UInt8(ascii: "#") && previous == UInt8(ascii: " ") { return nil }
            if previous == UInt8(ascii: ":") && byte == UInt8(ascii: " ") { return nil }
            if inFlow && (byte == UInt8(ascii: ":") || flowCharacters.contains(byte)) { return nil }
            previous = byte
        }
        if previous == UInt8(ascii: ":") { return nil }
        return String(text)
    }

    /// `[a, b]` on one line; nil for nested or unusual lists.
    private static func flowList(_ text: Substring) -> [String]? {
        guard text.last == "]" else { return nil }
        let inner = text.dropFirst().dropLast()
        if inner.allSatisfy({ $0 == " " }) { return [] }
        var items: [String] = []
        for piece in inner.split(separator: ",", omittingEmptySubsequences: false) {
            var item = piece[...]
            while item.first == " " { item = item.dropFirst() }
            while item.last == " " { item = item.dropLast() }
            guard !item.isEmpty, let value = scalar(item, inFlow: true) else { return nil }
            items.append(value)
        }
        return items
    }

    /// The characters that may not start a plain scalar, and those that end one inside a flow list.
    private static let indicators = Set("-?:,[]{}#&*!|>'\"%@`".utf8)
    private static let flowCharacters = Set("[]{},".utf8)

    /// Printable characters other than those YAML reads as line breaks, tabs or byte order marks.
    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF:
            return true
        default:
            return false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
