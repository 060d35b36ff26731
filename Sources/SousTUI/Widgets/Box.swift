import SousCore
/// Draws a frame of Unicode box lines (the terminal's own line drawing is not used, so snapshots are plain text).
public enum Box {
    public static func draw(_ rect: Rect, title: String? = nil, style: Style, titleStyle: Style, into canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.write("┌" + horizontal + "┐", column: rect.x, row: rect.y, style: style)
        for row in rect.y + 1..<rect.maxY - 1 {
            canvas.write("│", column: rect.x, row: row, style: style)
            canvas.write("│", column: rect.maxX - 1, row: row, style: style)
        }
        canvas.write("└" + horizontal + "┘", column: rect.x, row: rect.maxY - 1, style: style)
        if let title, rect.width > 6 {
            canvas.write(" " + title + " ", column: rect.x + 2, row: rect.y, style: titleStyle, limit: rect.maxX - 2)
        }
    }
}
