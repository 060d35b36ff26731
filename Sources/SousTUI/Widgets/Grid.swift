import SousApp
import SousCore

/// A table of cells with column headers and row labels, drawn with box lines. Each cell holds any
/// number of entries; an entry wraps over the rows its cell has to spare (shared as
/// `PlanCellEntry.share` says, which the plan's mouse reads too), and a cell with more entries
/// than rows ends in "+N more". Columns share the width equally and every cell is clipped to its
/// own rectangle, so cells never overlap.
public enum Grid {
    /// One entry in a cell: its text, and an optional line under it (whom a mark is for).
    public struct Line: Hashable, Sendable {
        public var text: String
        public var style: Style
        public var detail: String?
        public var detailStyle: Style?

        public init(_ text: String, style: Style, detail: String? = nil, detailStyle: Style? = nil) {
            self.text = text
            self.style = style
            self.detail = detail
            self.detailStyle = detailStyle
        }

        /// The entry's rows at `width`, each with its style.
        func rows(width: Int) -> [(String, Style)] {
            let textRows = max(1, TextWrap.wrap(text, width: width).count)
            let all = PlanCellEntry.wrap(text: text, detail: detail, width: width)
            return all.enumerated().map { ($0.element, $0.offset < textRows ? style : detailStyle ?? style) }
        }
    }

    /// Everything the grid draws.
    public struct Content: Sendable {
        public var headers: [String]
        public var highlightedHeader: Int?
        public var rowLabels: [String]
        /// cells[row][column]
        public var cells: [[[Line]]]
        /// The cursor: column, row and line within the cell (nil line for an empty cell).
        public var selected: (column: Int, row: Int, line: Int)?

        public init(headers: [String], highlightedHeader: Int?, rowLabels: [String], cells: [[[Line]]],
                    selected: (column: Int, row: Int, line: Int)?) {
            self.headers = headers
            self.highlightedHeader = highlightedHeader
            self.rowLabels = rowLabels
            self.cells = cells
            self.selected = selected
        }
    }

    public static func draw(_ content: Content, in rect: Rect, labelWidth: Int, theme: Theme, into canvas: inout Canvas) {
        let columns = content.headers.count
        guard columns > 0, rect.width > labelWidth + columns * 2, rect.height >= 3 else { return }
        let columnWidth = (rect.width - labelWidth) / columns
        let rows = content.rowLabels.count
        // Header row, then for each slot a separator line and its share of the height.
        let available = rect.height - 1 - rows
        let base = rows > 0 ? max(1, available / max(1, rows)) : 0
        var extra = rows > 0 ? max(0, available - base * rows) : 0
        func x(_ column: Int) -> Int { rect.x + labelWidth + column * columnWidth }
        for column in 0..<columns {
            let highlighted = column == content.highlightedHeader
            let style = highlighted ? theme.accent.with(.bold).with(.reverse) : theme.header
            let text = TextWrap.truncate(content.headers[column], width: columnWidth - 1)
            canvas.fill(Rect(x: x(column), y: rect.y, width: columnWidth - 1, height: 1), style: style)
            canvas.write(text, column: x(column), row: rect.y, style: style, limit: x(column) + columnWidth - 1)
        }
        var y = rect.y + 1
        for row in 0..<rows {
            guard y < rect.maxY else { break }
            let rule = String(repeating: "─", count: max(0, rect.width))
            canvas.write(rule, column: rect.x, row: y, style: theme.border, limit: rect.maxX)
            canvas.write(TextWrap.truncate(content.rowLabels[row], width: labelWidth - 1), column: rect.x, row: y + 1,
                         style: theme.text.with(.bold), limit: rect.x + labelWidth - 1)
            var height = base
            if extra > 0 { height += 1; extra -= 1 }
            height = min(height, rect.maxY - y - 1)
            for column in 0..<columns {
                let lines = row < content.cells.count && column < content.cells[row].count ? content.cells[row][column] : []
                let cellX = x(column)
                let width = columnWidth - 1
                for r in 0..<height { canvas.write("│", column: cellX - 1, row: y + 1 + r, style: theme.border) }
                let isSelectedCell = content.selected.map { $0.column == column && $0.row == row } ?? false
                let overflow = lines.count > height
                let shown = overflow ? max(0, height - 1) : lines.count
                // Keep the selected line in view when a cell overflows.
                var first = 0
                if isSelectedCell, let line = content.selected?.line, overflow, line >= shown {
                    first = line - shown + 1
                }
                if overflow {
                    for index in 0..<shown {
                        let line = lines[first + index]
                        let selected = isSelectedCell && content.selected?.line == first + index
                        let style = selected ? theme.selection : line.style
                        if selected { canvas.fill(Rect(x: cellX, y: y + 1 + index, width: width, height: 1), style: style) }
                        canvas.write(TextWrap.truncate(line.text, width: width), column: cellX, row: y + 1 + index,
                                     style: style, limit: cellX + width)
                    }
                } else {
                    drawWrapped(lines, selected: isSelectedCell ? content.selected?.line : nil, x: cellX, y: y + 1,
                                width: width, height: height, theme: theme, into: &canvas)
                }
                if overflow && height == 1 {
                    // One row only: the line under the cursor (or the first), and how many more.
                    let index = isSelectedCell ? min(content.selected?.line ?? 0, lines.count - 1) : 0
                    let suffix = " +\(lines.count - 1)"
                    let style = isSelectedCell ? theme.selection : lines[index].style
                    if isSelectedCell { canvas.fill(Rect(x: cellX, y: y + 1, width: width, height: 1), style: style) }
                    let text = TextWrap.truncate(lines[index].text, width: max(0, width - DisplayWidth.of(suffix)))
                    let end = canvas.write(text, column: cellX, row: y + 1, style: style, limit: cellX + width)
                    canvas.write(suffix, column: end, row: y + 1, style: theme.muted, limit: cellX + width)
                } else if overflow && height > 0 {
                    let more = lines.count - shown
                    canvas.write("+\(more) more", column: cellX, row: y + height, style: theme.muted, limit: cellX + width)
                }
                if isSelectedCell && lines.isEmpty && height > 0 {
                    canvas.fill(Rect(x: cellX, y: y + 1, width: width, height: 1), style: theme.selection)
                    canvas.write("·", column: cellX, row: y + 1, style: theme.selection)
                }
            }
            y += height + 1
        }
    }

    /// Entries that all fit one row each, wrapped over the rows to spare; an entry given fewer
    /// rows than it wraps to ends its last row in "…".
    static func drawWrapped(_ lines: [Line], selected: Int?, x: Int, y: Int, width: Int, height: Int, theme: Theme,
                            into canvas: inout Canvas) {
        let rows = lines.map { $0.rows(width: width) }
        let shares = PlanCellEntry.share(rows.map(\.count), height: height)
        var top = y
        for (index, entryRows) in rows.enumerated() {
            let isSelected = index == selected
            for row in 0..<shares[index] {
                var (text, style) = entryRows[row]
                if row == shares[index] - 1, row + 1 < entryRows.count {
                    text = TextWrap.truncate(text + "…", width: width)
                }
                if isSelected {
                    style = theme.selection
                    canvas.fill(Rect(x: x, y: top + row, width: width, height: 1), style: style)
                }
                canvas.write(TextWrap.truncate(text, width: width), column: x, row: top + row, style: style, limit: x + width)
            }
            top += shares[index]
        }
    }
}
