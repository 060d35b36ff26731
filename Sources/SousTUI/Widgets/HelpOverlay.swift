import SousApp
import SousCore

/// The `?` overlay: the keys of the current screen, drawn from the same table that dispatches them.
/// When the list is taller than the window it flows into more columns; a description too long
/// for its column wraps onto the next line when there is room, and is cut short only when not.
public enum HelpOverlay {
    /// One binding as laid out: its key label and its description in lines.
    struct Entry {
        var keys: String
        var lines: [String]
    }

    public static func draw(route: Route, title: String, theme: Theme, into canvas: inout Canvas) {
        let bindings = KeyMap.bindings(for: route)
        guard !bindings.isEmpty else { return }
        let keyWidth = min(16, bindings.map { DisplayWidth.of($0.keyLabel) }.max() ?? 8)
        let helpWidth = bindings.map { DisplayWidth.of($0.help) }.max() ?? 20
        // Rows inside the frame for bindings (the closing hint takes one more).
        let maxRows = max(1, canvas.height - 2 - 3)
        let fullWidth = canvas.width - 2
        let layout = arrange(bindings, keyWidth: keyWidth, helpWidth: helpWidth, maxRows: maxRows, width: fullWidth - 2)
        let cellWidth = 1 + keyWidth + 2 + helpWidth + 2
        let width = min(fullWidth, layout.columns.count * cellWidth + 2)
        let height = min(canvas.height - 2, layout.rows + 3)
        guard width >= 10, height >= 3 else { return }
        let rect = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(rect, style: theme.text)
        Box.draw(rect, title: "Keys: \(title)", style: theme.border, titleStyle: theme.accent, into: &canvas)
        let inner = rect.inset(by: 1)
        let shownRows = max(0, inner.height - 1)
        let columnWidth = inner.width / layout.columns.count
        for (column, entries) in layout.columns.enumerated() {
            let x = inner.x + column * columnWidth
            let limit = min(inner.maxX, x + columnWidth - 1)
            var row = 0
            for entry in entries {
                guard row < shownRows else { break }
                canvas.write(" " + TextWrap.truncate(entry.keys, width: keyWidth), column: x, row: inner.y + row,
                             style: theme.accent, limit: limit)
                for line in entry.lines {
                    guard row < shownRows else { break }
                    canvas.write(TextWrap.truncate(line, width: max(1, limit - (x + keyWidth + 3))),
                                 column: x + keyWidth + 3, row: inner.y + row, style: theme.text, limit: limit)
                    row += 1
                }
            }
        }
        canvas.write(" any key closes", column: inner.x, row: inner.maxY - 1, style: theme.muted, limit: inner.maxX)
    }

    /// The fewest columns (at most three) whose entries, wrapped to the column's width (`width`
    /// is inside the frame), fit in `maxRows`; when none do, single lines cut short as needed.
    static func arrange(_ bindings: [KeyBinding], keyWidth: Int, helpWidth: Int, maxRows: Int, width: Int)
        -> (columns: [[Entry]], rows: Int) {
        for count in 1...3 {
            let columnWidth = min(width / count, 1 + keyWidth + 2 + helpWidth + 2)
            let textWidth = max(1, columnWidth - keyWidth - 4)
            let entries = bindings.map { Entry(keys: $0.keyLabel, lines: TextWrap.wrap($0.help, width: textWidth)) }
            if let columns = flow(entries, into: count, maxRows: maxRows) {
                return (columns, columns.map { $0.reduce(0) { $0 + $1.lines.count } }.max() ?? 0)
            }
        }
        let count = min(3, max(1, (bindings.count + maxRows - 1) / maxRows))
        let rows = (bindings.count + count - 1) / count
        let entries = bindings.map { Entry(keys: $0.keyLabel, lines: [$0.help]) }
        return (stride(from: 0, to: entries.count, by: rows).map { Array(entries[$0..<min($0 + rows, entries.count)]) }, rows)
    }

    /// Entries in order down `count` columns, as even as they go, none taller than `maxRows`.
    static func flow(_ entries: [Entry], into count: Int, maxRows: Int) -> [[Entry]]? {
        let total = entries.reduce(0) { $0 + $1.lines.count }
        var target = (total + count - 1) / count
        while target <= maxRows {
            var columns: [[Entry]] = [[]]
            var used = 0
            for entry in entries {
                if used + entry.lines.count > target, !columns[columns.count - 1].isEmpty {
                    columns.append([])
                    used = 0
                }
                columns[columns.count - 1].append(entry)
                used += entry.lines.count
            }
            if columns.count <= count, used <= target { return columns }
            target += 1
        }
        return nil
    }
}
