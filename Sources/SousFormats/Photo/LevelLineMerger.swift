/// Makes whole the lines an OCR engine broke at an ordinary space: a title, or a line running
/// across the page, read as two lines side by side. Left broken, the two halves look like the
/// lines of two columns; a column gap is much wider than a space, so halves closer than
/// `maximumGap` line heights are one line.
enum LevelLineMerger {
    /// The widest gap, in heights of the taller line (about an em), that is still a space between
    /// words: a justified line stretches its spaces, and a column gap is wider than this.
    static let maximumGap = 1.0

    static func merge(_ lines: [PageLine]) -> [PageLine] {
        var merged: [PageLine] = []
        for line in lines.sorted(by: { $0.box.left < $1.box.left }) {
            let height = line.box.height
            if let at = merged.lastIndex(where: { candidate in
                let overlap = min(candidate.box.bottom, line.box.bottom) - max(candidate.box.top, line.box.top)
                let gap = line.box.left - candidate.box.right
                let tallest = max(candidate.box.height, height)
                return overlap >= 0.5 * min(candidate.box.height, height) && gap >= -0.2 * tallest && gap < maximumGap * tallest
            }) {
                var joined = merged[at]
                joined.words += line.words
                joined.text += " " + line.text
                joined.box = joined.box.union(line.box)
                merged[at] = joined
            } else {
                merged.append(line)
            }
        }
        // Back in the engine's order, which the reading order refines.
        return merged.sorted { $0.box.midY < $1.box.midY }
    }
}
