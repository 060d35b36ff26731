/// Finds the stretch of a page's HTML that shows the ingredient list (the recipe card), so the
/// markup-only details (ingredient group headings) can be read by parsing a few kilobytes with
/// gumbo instead of the whole page. Works on raw UTF-8 and skips `<script>`/`<style>` text,
/// where the JSON-LD copy of the same lines sits.
enum RecipeCardLocator {
    /// The byte range to parse, or nil when the lines cannot be found in order (then the caller
    /// parses the whole page).
    static func cardRange(in bytes: [UInt8], ingredientNames: [String], skipping excluded: [Range<Int>],
                          margin: Int = 20_000) -> Range<Int>? {
        let needles = ingredientNames.compactMap(needle)
        guard needles.count >= 2, needles.count * 2 >= ingredientNames.count else { return nil }
        let starts = occurrences(of: needles[0], in: bytes, skipping: excluded)
        // The start from which every later line follows in order within the shortest stretch is the card
        // (names also turn up in the story above it and in the steps below).
        var best: Range<Int>?
        for start in starts {
            var position = start
            var complete = true
            for next in needles.dropFirst() {
                guard let found = firstOccurrence(of: next, in: bytes, from: position, skipping: excluded),
                      found - start < (best?.count ?? 300_000) else {
                    complete = false
                    break
                }
                position = found
            }
            if complete { best = start..<position }
        }
        guard let best else { return nil }
        return max(0, best.lowerBound - margin)..<min(bytes.count, best.upperBound + margin)
    }

    /// The longest plain word (five letters or more) of a name: unlikely to be written with entities.
    static func needle(_ name: String) -> [UInt8]? {
        let words = name.split(whereSeparator: { !($0.isASCII && $0.isLetter) })
        guard let longest = words.max(by: { $0.count < $1.count }), longest.count >= 5 else { return nil }
        return Array(longest.utf8)
    }

    static func occurrences(of needle: [UInt8], in bytes: [UInt8], skipping excluded: [Range<Int>]) -> [Int] {
        var found: [Int] = []
        var position = 0
        while let next = firstOccurrence(of: needle, in: bytes, from: position, skipping: excluded) {
            found.append(next)
            position = next + 1
            if found.count > 200 { break }
        }
        return found
    }

    static func firstOccurrence(of needle: [UInt8], in bytes: [UInt8], from start: Int, skipping excluded: [Range<Int>]) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var same = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
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
