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
        // Spanning lines cut the page into bands. A band with lines on both sides is read left
        // column, then right; the spanning lines and bands with one side only (a left-aligned
        // paragraph below the columns) are read top to bottom, as one column.
        spanning.sort { $0.box.midY < $1.box.midY }
        var segments: [Segment] = []
        func addFlow(_ lines: [PageLine]) {
            guard !lines.isEmpty else { return }
            if case .flow(let before) = segments.last {
                segments[segments.count - 1] = .flow(before + lines)
            } else {
                segments.append(.flow(lines))
            }
        }
        var start = -Double.infinity
        for index in 0...spanning.count {
            let end = index < spanning.count ? spanning[index].box.midY : .infinity
            let inBand = { (line: PageLine) in line.box.midY >= start && line.box.midY < end }
            let bandLeft = left.filter(inBand), bandRight = right.filter(inBand)
            if !bandLeft.isEmpty, !bandRight.isEmpty {
                segments.append(.columns(left: bandLeft, right: bandRight))
            } else {
                addFlow(bandLeft + bandRight)
            }
            if index < spanning.count { addFlow([spanning[index]]) }
            start = end
        }
        let lineHeight = median(lines.map(\.box.height))
        moveHeadingsToTheTextBelow(&segments, lineHeight: lineHeight)
        moveEndsToTheTextAbove(&segments, lineHeight: lineHeight)
        var result: [PageLine] = []
        for segment in segments {
            switch segment {
            case .flow(let lines):
                result += order(lines, depth: depth + 1, nextColumn: &nextColumn)
            case .columns(let left, let right):
                result += order(left, depth: depth + 1, nextColumn: &nextColumn)
                result += order(right, depth: depth + 1, nextColumn: &nextColumn)
            }
        }
        return result
    }

    enum Segment {
        case flow([PageLine])
        case columns(left: [PageLine], right: [PageLine])
    }

    /// A heading at the foot of one column ("Method"), below the end of the other column and
    /// nearer the text across the page below it than the column above it, heads that text: it
    /// is read after both columns, not before the other one.
    private static func moveHeadingsToTheTextBelow(_ segments: inout [Segment], lineHeight: Double) {
        for index in segments.indices.dropLast() {
            guard case .columns(var left, var right) = segments[index],
                  case .flow(let below) = segments[index + 1],
                  let next = below.map(\.box.top).min() else { continue }
            func trailing(_ side: inout [PageLine], other: [PageLine]) -> [PageLine] {
                let otherBottom = other.map(\.box.bottom).max() ?? 0
                side.sort { $0.box.midY < $1.box.midY }
                // The last one to three lines below the other column, set off from the lines above
                // them by a gap wider than the one below them ("Method" after the list's end).
                let gapBelow = next - (side.last?.box.bottom ?? next)
                var count = 0
                while count < min(3, side.count - 1), side[side.count - 1 - count].box.top > otherBottom {
                    count += 1
                    let first = side.count - count
                    let gapAbove = side[first].box.top - side[first - 1].box.bottom
                    guard gapAbove >= lineHeight, gapBelow < gapAbove else { continue }
                    defer { side.removeLast(count) }
                    return Array(side[first...])
                }
                return []
            }
            let moved = trailing(&left, other: right) + trailing(&right, other: left)
            guard !moved.isEmpty else { continue }
            segments[index] = .columns(left: left, right: right)
            segments[index + 1] = .flow(moved + below)
        }
    }

    /// The last line of a paragraph across the page that is short enough to sit above one column
    /// only ("warm flatbreads.") belongs to that paragraph: above the other column's top and nearer
    /// the text above than the column below.
    private static func moveEndsToTheTextAbove(_ segments: inout [Segment], lineHeight: Double) {
        for index in segments.indices.dropFirst() {
            guard case .columns(var left, var right) = segments[index],
                  case .flow(let above) = segments[index - 1],
                  let previous = above.map(\.box.bottom).max() else { continue }
            func leading(_ side: inout [PageLine], other: [PageLine]) -> [PageLine] {
                let otherTop = other.map(\.box.top).min() ?? 0
                side.sort { $0.box.midY < $1.box.midY }
                var count = 0
                while count < min(3, side.count - 1), side[count].box.bottom < otherTop { count += 1 }
                guard count > 0 else { return [] }
                let gapAbove = side[0].box.top - previous
                let gapBelow = side[count].box.top - side[count - 1].box.bottom
                guard gapBelow >= lineHeight, gapAbove < gapBelow else { return [] }
                defer { side.removeFirst(count) }
                return Array(side[..<count])
            }
            let moved = leading(&left, other: right) + leading(&right, other: left)
            guard !moved.isEmpty else { continue }
            segments[index] = .columns(left: left, right: right)
            segments[index - 1] = .flow(above + moved)
        }
    }

    enum Split {
        case spanning
        case sides(PageLine?, PageLine?)
    }

    /// A line with a word across the gutter's middle, or only a space between words there, spans
    /// it; any other is cut in two where it crosses (the engine sometimes runs a line on across a
    /// narrow gap).
    static func split(_ line: PageLine, at gutter: Gutter) -> Split {
        let middle = gutter.middle
        if line.words.contains(where: { $0.box.left < middle && $0.box.right > middle }) { return .spanning }
        if line.pieces(maximumGap: LevelLineMerger.maximumGap * line.box.height).contains(where: { $0.left < middle && $0.right > middle }) {
            return .spanning
        }
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
        var gaps: [Gutter] = []
        for (j, b) in lines.enumerated() {
            var nearest: PixelBox?
            for (i, a) in lines.enumerated() where i != j
                && a.box.right + LevelLineMerger.maximumGap * max(a.box.height, b.box.height) <= b.box.left {
                let overlap = min(a.box.bottom, b.box.bottom) - max(a.box.top, b.box.top)
                guard overlap >= 0.5 * min(a.box.height, b.box.height, lineHeight) else { continue }
                if nearest == nil || a.box.right > nearest!.right { nearest = a.box }
            }
            if let nearest { gaps.append(Gutter(low: nearest.right, high: b.box.left)) }
            // A space is measured against the line's own type (a title's spaces are wide), and
            // after a comma or full stop a monospaced face leaves a character's width more.
            for (w1, w2) in zip(b.words, b.words.dropFirst()) {
                let afterMark = w1.text.last.map { ",.;:".contains($0) } == true ? w1.box.width / Double(max(1, w1.text.count)) : 0
                guard w2.box.left - w1.box.right >= columnGap * max(lineHeight, b.box.height) + afterMark else { continue }
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
        let gutter = narrowest(Gutter(low: best.shared.map(\.low).max()!, high: best.shared.map(\.high).min()!), lines: lines)
        var left = 0, right = 0
        for line in lines {
            guard case .sides(let l, let r) = split(line, at: gutter) else { continue }
            if l != nil { left += 1 }
            if r != nil { right += 1 }
        }
        guard left >= 2, right >= 2, Double(best.shared.count) >= 0.3 * Double(min(left, right)) else { return nil }
        return gutter
    }

    /// The part of a gap that the fewest words cross (the longest such part): the gap is where
    /// lines level with each other leave room, but a long line of one column may still reach
    /// into it, and the middle must not cut that line off.
    static func narrowest(_ gutter: Gutter, lines: [PageLine]) -> Gutter {
        let steps = 64
        let width = (gutter.high - gutter.low) / Double(steps)
        guard width > 0 else { return gutter }
        func index(_ x: Double) -> Int { Int(min(Double(steps - 1), max(0, (x - gutter.low) / width))) }
        // A line covers the spaces between its words: only a gap wider than a space leaves room.
        var crossing = [Int](repeating: 0, count: steps)
        for line in lines {
            for piece in line.pieces(maximumGap: LevelLineMerger.maximumGap * line.box.height)
            where piece.right > gutter.low && piece.left < gutter.high {
                for k in index(piece.left)...index(piece.right) { crossing[k] += 1 }
            }
        }
        let least = crossing.min() ?? 0
        var best = (start: 0, count: 0)
        var k = 0
        while k < steps {
            guard crossing[k] == least else { k += 1; continue }
            var end = k
            while end + 1 < steps, crossing[end + 1] == least { end += 1 }
            if end - k + 1 > best.count { best = (k, end - k + 1) }
            k = end + 1
        }
        return Gutter(low: gutter.low + Double(best.start) * width, high: gutter.low + Double(best.start + best.count) * width)
    }

    /// A gap between two words of one engine line this many line heights wide is a column gap.
    static let columnGap = 1.2

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
