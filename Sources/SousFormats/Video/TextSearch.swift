import Foundation

/// Substring search over UTF-8 bytes. `String.contains(_:)` with Foundation imported goes through
/// NSString and the locale, which made looking for a hundred noise phrases the slowest part of
/// reading a caption; a byte match is an exact match in UTF-8 and costs a `memchr` and a `memcmp`.
enum TextSearch {
    static func contains(_ text: some StringProtocol, _ needle: String) -> Bool {
        firstOffset(of: needle, in: text) != nil
    }

    /// The byte offset of `needle` in `text`, or nil.
    static func firstOffset(of needle: String, in text: some StringProtocol) -> Int? {
        var needle = needle
        return needle.withUTF8 { pattern -> Int? in
            if let found = text.utf8.withContiguousStorageIfAvailable({ search(pattern, in: $0) }) { return found }
            // Bridged or non-contiguous text: copy it once.
            var copy = String(text)
            return copy.withUTF8 { search(pattern, in: $0) }
        }
    }

    static func search(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let patternBase = pattern.baseAddress, !pattern.isEmpty else { return 0 }
        guard let base = bytes.baseAddress, pattern.count <= bytes.count else { return nil }
        let last = bytes.count - pattern.count
        var start = 0
        while start <= last {
            guard let hit = memchr(base + start, Int32(pattern[0]), last - start + 1) else { return nil }
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, patternBase, pattern.count) == 0 { return offset }
            start = offset + 1
        }
        return nil
    }

    /// Whether `text` holds the ASCII character `byte`.
    static func contains(_ text: some StringProtocol, byte: UInt8) -> Bool {
        text.utf8.contains(byte)
    }
}
