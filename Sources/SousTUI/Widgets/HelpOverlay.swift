import SousCore
import SousApp

/// The `?` overlay: the keys of the current screen, drawn from the same table that dispatches them.
public enum HelpOverlay {
    public static func draw(route: Route, title: String, theme: Theme, into canvas: inout Canvas) {
        let bindings = KeyMap.bindings(for: route)
        let keyColumn = min(16, bindings.map { DisplayWidth.of($0.keyLabel) }.max() ?? 8)
        let contentWidth = keyColumn + 2 + (bindings.map { DisplayWidth.of($0.help) }.max() ?? 20)
        let width = min(canvas.width - 2, contentWidth + 4)
        let height = min(canvas.height - 2, bindings.count + 3)
        guard width >= 10, height >= 3 else { return }
        let rect = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(rect, style: theme.text)
        Box.draw(rect, title: "Keys: \(title)", style: theme.border, titleStyle: theme.accent, into: &canvas)
        let inner = rect.inset(by: 1)
        for (index, binding) in bindings.prefix(max(0, inner.height - 1)).enumerated() {
            let row = inner.y + index
            let label = TextWrap.truncate(binding.keyLabel, width: keyColumn)
            canvas.write(" " + label, column: inner.x, row: row, style: theme.accent, limit: inner.maxX)
            canvas.write(binding.help, column: inner.x + keyColumn + 2, row: row, style: theme.text, limit: inner.maxX)
        }
        canvas.write(" any key closes", column: inner.x, row: inner.maxY - 1, style: theme.muted, limit: inner.maxX)
    }
}
