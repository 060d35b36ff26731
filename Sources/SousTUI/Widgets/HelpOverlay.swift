import SousApp
import SousCore

/// The `?` overlay: the keys of the current screen, drawn from the same table that dispatches them,
/// laid out by `HelpLayout` (descriptions wrapped, columns when wide, scrolling when tall).
public enum HelpOverlay {
    public static func draw(route: Route, title: String, scroll: Int, theme: Theme, into canvas: inout Canvas) {
        let layout = HelpLayout(route: route, size: TerminalSize(columns: canvas.width, rows: canvas.height))
        guard !layout.lines.isEmpty, layout.boxWidth >= 10, layout.boxHeight >= 3 else { return }
        let rect = Rect(x: (canvas.width - layout.boxWidth) / 2, y: (canvas.height - layout.boxHeight) / 2,
                        width: layout.boxWidth, height: layout.boxHeight)
        canvas.fill(rect, style: theme.text)
        Box.draw(rect, title: "Keys: \(title)", style: theme.border, titleStyle: theme.accent, into: &canvas)
        let inner = rect.inset(by: 1)
        let first = min(max(0, scroll), layout.maxScroll)
        for (offset, line) in layout.lines.dropFirst(first).prefix(layout.visibleRows).enumerated() {
            let row = inner.y + offset
            for (column, cell) in line.enumerated() {
                let x = inner.x + 1 + column * layout.columnWidth
                let limit = min(inner.maxX, x + layout.columnWidth - 1)
                canvas.write(TextWrap.truncate(cell.keys, width: layout.keyWidth), column: x, row: row, style: theme.accent,
                             limit: limit)
                canvas.write(cell.text, column: x + layout.keyWidth + 2, row: row, style: theme.text, limit: limit)
            }
        }
        let hintRow = inner.maxY - 1
        guard layout.scrolls else {
            canvas.write(" any key closes", column: inner.x, row: hintRow, style: theme.muted, limit: inner.maxX)
            return
        }
        let last = min(layout.lines.count, first + layout.visibleRows)
        let position = "\(first + 1)-\(last) of \(layout.lines.count) "
        let hint = inner.width >= 50 ? " j/k ↑↓ PgUp/PgDn scroll · other keys close" : " ↑↓ scroll · other keys close"
        let end = canvas.write(TextWrap.truncate(hint, width: max(1, inner.width - DisplayWidth.of(position) - 1)),
                               column: inner.x, row: hintRow, style: theme.muted, limit: inner.maxX)
        if end + DisplayWidth.of(position) < inner.maxX {
            canvas.write(position, column: inner.maxX - DisplayWidth.of(position), row: hintRow, style: theme.muted, limit: inner.maxX)
        }
    }
}
