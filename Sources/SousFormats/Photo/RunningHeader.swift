/// A cookbook page's running header ("MEAT & POULTRY", "Chapter 4 · Baking") and page number,
/// set small above the recipe's title, are not the recipe: read first, they would become its
/// title. The title is the largest text near the top; what stands before it in smaller type is
/// left out. (A page number on a line of its own is left out by `LineReflow`.)
enum RunningHeader {
    /// How many lines from the top the title may be.
    static let titleReach = 4
    /// The title's type is at least this much taller than the page's usual line.
    static let titleScale = 1.35
    /// A line before the title this much shorter than it is in smaller type.
    static let smallerType = 0.75

    static func dropped(from lines: [PageLine]) -> [PageLine] {
        guard !lines.isEmpty else { return lines }
        let heights = lines.map(typeHeight)
        guard let tallest = heights.prefix(titleReach).indices.max(by: { heights[$0] < heights[$1] }), tallest > 0 else { return lines }
        let usual = heights.sorted()[heights.count / 2]
        guard heights[tallest] >= titleScale * usual else { return lines }
        // Smaller by its type or by its whole height: either says a header.
        let tallestBox = boxHeight(lines[tallest])
        let before = lines[..<tallest].filter {
            typeHeight($0) >= smallerType * heights[tallest] && boxHeight($0) >= smallerType * tallestBox
        }
        return before + lines[tallest...]
    }

    /// The height of the line's type: its tallest word with a capital or an ascender and no
    /// letter or mark that reaches below the line ("Broths", "and", not "Soups" or "chopped,"),
    /// so a title without descenders is measured as the body lines that have them. A line with
    /// no such word counts its tallest word without the usual descender's share.
    static func typeHeight(_ line: PageLine) -> Double {
        let capitalHeights = line.words.filter { isCapitalHeight($0.text) }.map(\.box.height)
        return capitalHeights.max() ?? boxHeight(line) * descenderFree
    }

    /// The height of the line's tallest word, descenders and all.
    static func boxHeight(_ line: PageLine) -> Double {
        line.words.map(\.box.height).max() ?? 0
    }

    /// The share of a word's height above the line when it has a descender (capital height over
    /// capital height and descender, about 0.7-0.8 in book faces).
    static let descenderFree = 0.77

    /// Letters and marks that reach below the line, or that stand above capitals.
    static let descending = Set("gjpqyQ,;()[]{}/|$@_\u{00E7}")
    static let ascending = Set("bdfhklt0123456789")

    static func isCapitalHeight(_ word: String) -> Bool {
        !word.isEmpty && !word.contains(where: descending.contains)
            && word.contains { $0.isUppercase || ascending.contains($0) }
            && word.allSatisfy { $0.isLetter || $0.isNumber || "&'.:-!".contains($0) }
    }
}
