/// A fast pass over HTML that follows the HTML5 tokenizer just far enough to find start tags,
/// their attributes and the raw text of `<script>` elements, skipping comments. It lets the
/// importer read JSON-LD without building the whole tree; every other reading of a page goes
/// through gumbo (`HTMLDocument`).
struct HTMLTagScanner {
    struct Tag {
        var name: String
        var attributes: [String: String]
        /// For `<script>`: the text up to `</script`.
        var rawText: String?
        /// For `<script>` and `<style>`: where that raw text sits, in UTF-8 offsets.
        var rawRange: Range<Int>?
    }

    /// Start tags named in `wanted` (lowercase), in document order.
    static func tags(in html: String, wanted: Set<String>) -> [Tag] {
        let bytes = Array(html.utf8)
        // Names compared as bytes: building and hashing a String for each of a page's thousands
        // of tags was a third of the time a JSON-LD page took.
        let wantedNames = wanted.map { Array($0.utf8) }
        let rawTextNames = [Array("script".utf8), Array("style".utf8)]
        var found: [Tag] = []
        var index = 0
        let count = bytes.count
        while index < count {
            guard let lt = nextByte(UInt8(ascii: "<"), in: bytes, from: index) else { break }
            index = lt + 1
            guard index < count else { break }
            if bytes[index] == UInt8(ascii: "!") {
                if matches(bytes, at: index + 1, "--") {
                    index = find(bytes, "-->", from: index + 3).map { $0 + 3 } ?? count
                } else {
                    index = nextByte(UInt8(ascii: ">"), in: bytes, from: index).map { $0 + 1 } ?? count
                }
                continue
            }
            guard isLetter(bytes[index]) else { continue }
            var end = index
            while end < count, isLetter(bytes[end]) || isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "-") { end += 1 }
            let nameRange = index..<end
            func named(_ candidate: [UInt8]) -> Bool {
                candidate.count == nameRange.count && zip(candidate, bytes[nameRange]).allSatisfy { $0 == $1 | 0x20 }
            }
            let isWanted = wantedNames.contains(where: named)
            let isRawText = rawTextNames.contains(where: named)
            var attributes: [String: String] = [:]
            index = readAttributes(bytes, from: end, into: &attributes, keep: isWanted)
            guard isWanted || isRawText else { continue }
            let name = String(decoding: bytes[nameRange], as: UTF8.self).lowercased()
            var tag = Tag(name: name, attributes: attributes, rawText: nil)
            if isRawText {
                // Raw text: nothing inside is markup until the matching end tag.
                let close = findEndTag(bytes, name: name, from: index) ?? count
                if isWanted {
                    tag.rawText = String(decoding: bytes[index..<close], as: UTF8.self)
                    tag.rawRange = index..<close
                }
                index = close
            }
            if isWanted { found.append(tag) }
        }
        return found
    }

    static func readAttributes(_ bytes: [UInt8], from start: Int, into attributes: inout [String: String], keep: Bool) -> Int {
        var index = start
        let count = bytes.count
        while index < count {
            while index < count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < count else { return count }
            if bytes[index] == UInt8(ascii: ">") { return index + 1 }
            let nameStart = index
            while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") { index += 1 }
            let name = keep ? String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased() : ""
            while index < count, isSpace(bytes[index]) { index += 1 }
            var value = ""
            if index < count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < count, isSpace(bytes[index]) { index += 1 }
                guard index < count else { return count }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let close = nextByte(quote, in: bytes, from: index + 1) ?? count
                    if keep { value = String(decoding: bytes[(index + 1)..<close], as: UTF8.self) }
                    index = min(close + 1, count)
                } else {
                    let valueStart = index
                    while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    if keep { value = String(decoding: bytes[valueStart..<index], as: UTF8.self) }
                }
            }
            if keep, !name.isEmpty, attributes[name] == nil { attributes[name] = HTMLText.decodeEntities(value) }
        }
        return count
    }

    static func findEndTag(_ bytes: [UInt8], name: String, from start: Int) -> Int? {
        let pattern = Array(("</" + name).utf8)
        var index = start
        while let lt = nextByte(UInt8(ascii: "<"), in: bytes, from: index) {
            if lt + pattern.count <= bytes.count {
                var same = true
                for offset in 1..<pattern.count where bytes[lt + offset] | 0x20 != pattern[offset] | 0x20 {
                    same = false
                    break
                }
                if same { return lt }
            }
            index = lt + 1
        }
        return nil
    }

    static func nextByte(_ byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    static func find(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        var index = start
        while let first = nextByte(pattern[0], in: bytes, from: index) {
            if matches(bytes, at: first, text) { return first }
            index = first + 1
        }
        return nil
    }

    static func matches(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
}
