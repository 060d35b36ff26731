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
        let before = lines[..<tallest].filter { typeHeight($0) >= smallerType * heights[tallest] }
        return before + lines[tallest...]
    }

    /// The height of the line's tallest word: its capitals and ascenders, whatever its letters.
    static func typeHeight(_ line: PageLine) -> Double {
        line.words.map(\.box.height).max() ?? 0
    }
}
