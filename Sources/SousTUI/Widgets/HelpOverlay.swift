import SousApp
import SousCore

/// The `?` overlay: the keys of the current screen, drawn from the same table that dispatches them.
/// When the list is taller than the window it flows into more columns.
public enum HelpOverlay {
    public static func draw(route: Route, title: String, theme: Theme, into canvas: inout Canvas) {
        let bindings = KeyMap.bindings(for: route)
        guard !bindings.isEmpty else { return }
        let keyWidth = min(16, bindings.map { DisplayWidth.of($0.keyLabel) }.max() ?? 8)
        let helpWidth = bindings.map { DisplayWidth.of($0.help) }.max() ?? 20
        // Rows inside the frame: one per binding, plus the closing hint.
        let maxRows = max(1, canvas.height - 2 - 3)
        let columns = min(3, (bindings.count + maxRows - 1) / maxRows)
        let rows = (bindings.count + columns - 1) / columns
        let cellWidth = 1 + keyWidth + 2 + helpWidth + 2
        let width = min(canvas.width - 2, columns * cellWidth + 2)
        let height = min(canvas.height - 2, rows + 3)
        guard width >= 10, height >= 3 else { return }
        let rect = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(rect, style: theme.text)
        Box.draw(rect, title: "Keys: \(title)", style: theme.border, titleStyle: theme.accent, into: &canvas)
        let inner = rect.inset(by: 1)
        let shownRows = max(0, inner.height - 1)
        let columnWidth = inner.width / columns
        for (index, binding) in bindings.enumerated() {
            let column = index / rows, row = index % rows
            guard row < shownRows else { continue }
            let x = inner.x + column * columnWidth
            let limit = min(inner.maxX, x + columnWidth - 1)
            canvas.write(" " + TextWrap.truncate(binding.keyLabel, width: keyWidth), column: x, row: inner.y + row,
                         style: theme.accent, limit: limit)
            canvas.write(TextWrap.truncate(binding.help, width: max(1, limit - (x + keyWidth + 3))),
                         column: x + keyWidth + 3, row: inner.y + row, style: theme.text, limit: limit)
        }
        canvas.write(" any key closes", column: inner.x, row: inner.maxY - 1, style: theme.muted, limit: inner.maxX)
    }
}
