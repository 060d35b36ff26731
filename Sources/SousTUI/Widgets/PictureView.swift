import SousApp

/// Copies a recipe's picture (symbol art made off the loop) into the canvas: plain cells of a
/// character and two colours, so the diffing backend and the snapshots treat it like any text.
public enum PictureView {
    /// Draws `picture` with its top-left cell at (`x`, `y`), leaving out any cell outside `clip`
    /// (the rows of a scrolled document above or below the view). Transparent parts show `theme.text`.
    public static func draw(_ picture: Picture, x: Int, y: Int, clip: Rect, theme: Theme, into canvas: inout Canvas) {
        let rows = max(y, clip.y, 0)..<min(y + picture.rows, clip.maxY, canvas.height)
        let columns = max(x, clip.x, 0)..<min(x + picture.columns, clip.maxX, canvas.width)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        for row in rows {
            for column in columns {
                let cell = picture[column - x, row - y]
                let style = Style(foreground: cell.foreground.map(color) ?? theme.text.foreground,
                                  background: cell.background.map(color) ?? theme.text.background)
                // Through `write`, like any text: it keeps control characters out of the canvas.
                canvas.write(String(cell.character), column: column, row: row, style: style, limit: column + 1)
            }
        }
    }

    static func color(_ color: PictureColor) -> Color { .rgb(color.red, color.green, color.blue) }
}
