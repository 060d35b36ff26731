/// Puts the lines of a straightened page in the order a cook reads them: columns apart, the left
/// column top to bottom before the right, and a line that spans the columns (a title, a heading
/// across the page) before the columns below it.
///
/// A column gap is found from the words, not from the OCR engine's blocks, which sometimes run
/// across a narrow gap: a vertical strip that (almost) no word crosses, with lines on both sides
/// that stand side by side. The side-by-side test is what tells two columns from a single column
/// whose short lines (an ingredient list) leave its right-hand side empty. Each side is searched
/// again, so three columns work too.
enum ReadingOrder {
    static func order(_ lines: [PageLine]) -> [PageLine] {
        var nextColumn = 0
        return order(lines, depth: 0, nextColumn: &nextColumn)
    }

    /// The strip between two columns, in straightened x coordinates.
    struct Gutter: Equatable {
        var low: Double
        var high: Double
        var middle: Double { (low + high) / 2 }
    }

    private static func order(_ lines: [PageLine], depth: Int, nextColumn: inout Int) -> [PageLine] {
        guard !lines.isEmpty else { return [] }
        guard depth < 8, let gutter = gutter(in: lines) else {
            defer { nextColumn += 1 }
            return topToBottom(lines).map { line in
                var line = line
                line.column = nextColumn
                return line
            }
        }
        var spanning: [PageLine] = []
        var left: [PageLine] = []
        var right: [PageLine] = []
        for line in lines {
            switch split(line, at: gutter) {
            case .spanning: spanning.append(line)
            case .sides(let l, let r):
                if let l { left.append(l) }
                if let r { right.append(r) }
            }
        }
        // Spanning lines cut the page into bands; each band is read left column, then right.
        spanning.sort { $0.box.midY < $1.box.midY }
        var result: [PageLine] = []
        var spanningRun: [PageLine] = []
        var start = -Double.infinity
        func readBand(below: Double, above end: Double) {
            let inBand = { (line: PageLine) in line.box.midY >= below && line.box.midY < end }
            let bandLeft = left.filter(inBand), bandRight = right.filter(inBand)
            if !bandLeft.isEmpty || !bandRight.isEmpty {
                result += order(spanningRun, depth: depth + 1, nextColumn: &nextColumn)
                spanningRun = []
            }
            result += order(bandLeft, depth: depth + 1, nextColumn: &nextColumn)
            result += order(bandRight, depth: depth + 1, nextColumn: &nextColumn)
        }
        for line in spanning {
            readBand(below: start, above: line.box.midY)
            spanningRun.append(line)
            start = line.box.midY
        }
        readBand(below: start, above: .infinity)
        result += order(spanningRun, depth: depth + 1, nextColumn: &nextColumn)
        return result
    }

    enum Split {
        case spanning
        case sides(PageLine?, PageLine?)
    }

    /// A line with a word across the gutter's middle spans it; any other is cut in two where it
    /// crosses (the engine sometimes runs a line on across a narrow gap).
    static func split(_ line: PageLine, at gutter: Gutter) -> Split {
        let middle = gutter.middle
        if line.words.contains(where: { $0.box.left < middle && $0.box.right > middle }) { return .spanning }
        let leftWords = line.words.filter { $0.box.midX < middle }
        let rightWords = line.words.filter { $0.box.midX >= middle }
        return .sides(leftWords.isEmpty ? nil : PageLine(words: leftWords), rightWords.isEmpty ? nil : PageLine(words: rightWords))
    }

    /// The gap between columns, or nil for a single column. Every line level with a line further
    /// right, with a gap between them wider than a space could be, suggests a gap there (as does
    /// such a gap inside one line, where the engine ran on across columns); the place most of
    /// these suggestions share is the gap, if at least two do and they are a fair share of the
    /// lines beside it. A single column has no lines level with each other, so it has none.
    static func gutter(in lines: [PageLine]) -> Gutter? {
        guard lines.count >= 4, lines.count <= maximumLines else { return nil }
        let lineHeight = median(lines.map(\.box.height))
        let wide = 0.8 * lineHeight
        var gaps: [Gutter] = []
        for (j, b) in lines.enumerated() {
            var nearest: PixelBox?
            for (i, a) in lines.enumerated() where i != j && a.box.right + wide <= b.box.left {
                let overlap = min(a.box.bottom, b.box.bottom) - max(a.box.top, b.box.top)
                guard overlap >= 0.5 * min(a.box.height, b.box.height, lineHeight) else { continue }
                if nearest == nil || a.box.right > nearest!.right { nearest = a.box }
            }
            if let nearest { gaps.append(Gutter(low: nearest.right, high: b.box.left)) }
            for (w1, w2) in zip(b.words, b.words.dropFirst()) where w2.box.left - w1.box.right >= 1.2 * lineHeight {
                gaps.append(Gutter(low: w1.box.right, high: w2.box.left))
            }
        }
        guard gaps.count >= 2 else { return nil }
        // The place inside the most gaps: the count only changes where a gap starts.
        var best: (shared: [Gutter], width: Double)?
        for start in gaps {
            let x = start.low + min(1, (start.high - start.low) / 2)
            let shared = gaps.filter { $0.low <= x && $0.high >= x }
            let width = (shared.map(\.high).min() ?? 0) - (shared.map(\.low).max() ?? 0)
            if best == nil || shared.count > best!.shared.count || (shared.count == best!.shared.count && width > best!.width) {
                best = (shared, width)
            }
        }
        guard let best, best.shared.count >= 2 else { return nil }
        let gutter = Gutter(low: best.shared.map(\.low).max()!, high: best.shared.map(\.high).min()!)
        var left = 0, right = 0
        for line in lines {
            guard case .sides(let l, let r) = split(line, at: gutter) else { continue }
            if l != nil { left += 1 }
            if r != nil { right += 1 }
        }
        guard left >= 2, right >= 2, Double(best.shared.count) >= 0.3 * Double(min(left, right)) else { return nil }
        return gutter
    }

    /// Past this many lines on a page the columns are not looked for (the search compares every
    /// pair of lines); no printed page comes near it.
    static let maximumLines = 3_000

    /// Lines of one column, top to bottom; lines level with each other (a table's cells) left to right.
    static func topToBottom(_ lines: [PageLine]) -> [PageLine] {
        let sorted = lines.sorted { $0.box.midY < $1.box.midY }
        var rows: [[PageLine]] = []
        for line in sorted {
            if let last = rows.last?.last,
               abs(line.box.midY - last.box.midY) < 0.5 * min(line.box.height, last.box.height) {
                rows[rows.count - 1].append(line)
            } else {
                rows.append([line])
            }
        }
        return rows.flatMap { $0.sorted { $0.box.left < $1.box.left } }
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
