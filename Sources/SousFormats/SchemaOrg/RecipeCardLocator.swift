/// Finds the stretch of a page's HTML that shows the ingredient list (the recipe card), so the
/// markup-only details (ingredient group headings) can be read by parsing a few kilobytes with
/// gumbo instead of the whole page. Works on raw UTF-8 (ASCII letters in either case when the
/// names are not found as written: "Worcestershire" for "worcestershire") and skips `<script>`/`<style>` text,
/// where the JSON-LD copy of the same lines sits.
enum RecipeCardLocator {
    /// The byte range to parse, or nil when the lines cannot be found in order (then the caller
    /// parses the whole page).
    static func cardRange(in bytes: [UInt8], ingredientNames: [String], skipping excluded: [Range<Int>],
                          margin: Int = 20_000) -> Range<Int>? {
        let words = ingredientNames.compactMap(longestWord)
        guard words.count >= 2, words.count * 2 >= ingredientNames.count || words.count >= 4 else { return nil }
        let span = shortestSpan(of: words.map { Array($0.utf8) }, in: bytes, skipping: excluded, foldingCase: false)
            ?? shortestSpan(of: words.map { Array($0.lowercased().utf8) }, in: bytes, skipping: excluded, foldingCase: true)
        guard let span else { return nil }
        return max(0, span.lowerBound - margin)..<min(bytes.count, span.upperBound + margin)
    }

    /// The start from which every later word follows in order within the shortest stretch: the
    /// card (names also turn up in the story above it and in the steps below).
    static func shortestSpan(of needles: [[UInt8]], in bytes: [UInt8], skipping excluded: [Range<Int>], foldingCase: Bool) -> Range<Int>? {
        let starts = occurrences(of: needles[0], in: bytes, skipping: excluded, foldingCase: foldingCase)
        var best: Range<Int>?
        for start in starts {
            var position = start
            var complete = true
            for next in needles.dropFirst() {
                guard let found = firstOccurrence(of: next, in: bytes, from: position, skipping: excluded, foldingCase: foldingCase),
                      found - start < (best?.count ?? 300_000) else {
                    complete = false
                    break
                }
                position = found
            }
            if complete { best = start..<position }
        }
        return best
    }

    /// The longest word (five letters or more) of a name, as pages write it ("vetemjöl").
    static func longestWord(_ name: String) -> String? {
        let words = name.split(whereSeparator: { !$0.isLetter })
        guard let longest = words.max(by: { $0.count < $1.count }), longest.count >= 5 else { return nil }
        return String(longest)
    }

    /// An ASCII byte lowercased; other bytes (UTF-8 sequences) as they are.
    @inline(__always) static func folded(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte | 0x20 : byte
    }

    static func occurrences(of needle: [UInt8], in bytes: [UInt8], skipping excluded: [Range<Int>], foldingCase: Bool) -> [Int] {
        var found: [Int] = []
        var position = 0
        while let next = firstOccurrence(of: needle, in: bytes, from: position, skipping: excluded, foldingCase: foldingCase) {
            found.append(next)
            position = next + 1
            if found.count > 200 { break }
        }
        return found
    }

    static func firstOccurrence(of needle: [UInt8], in bytes: [UInt8], from start: Int, skipping excluded: [Range<Int>],
                                foldingCase: Bool) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        func byte(at index: Int) -> UInt8 { foldingCase ? folded(bytes[index]) : bytes[index] }
        while index <= last {
            if byte(at: index) == first {
                var same = true
                for offset in 1..<needle.count where byte(at: index + offset) != needle[offset] {
                    same = false
                    break
                }
                if same {
                    if let range = excluded.first(where: { $0.contains(index) }) {
                        index = range.upperBound
                        continue
                    }
                    return index
                }
            }
            index += 1
        }
        return nil
    }
}
