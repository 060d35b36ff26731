/// A word as the word lists know it: lower case, without the punctuation around it
/// ("Add," is "add", "(optional)" is "optional"). Works on the bytes for ASCII words, which
/// nearly all are, since every word of a transcript passes here.
enum BareWord {
    static func of(_ word: Substring) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(word.utf8.count)
        for byte in word.utf8 {
            if byte >= 0x80 { return word.lowercased().trimmed(",.!?:;()\"'") }
            bytes.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
        var start = 0
        var end = bytes.count
        while start < end, punctuation.contains(bytes[start]) { start += 1 }
        while end > start, punctuation.contains(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// , . ! ? : ; ( ) " '
    static let punctuation: Set<UInt8> = [0x2C, 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x28, 0x29, 0x22, 0x27]
}
