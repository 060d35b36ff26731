import SousCore
/// A full-width line with text on the left and on the right: the title bar and the status line.
public enum Bar {
    public static func draw(left: String, right: String = "", row: Int, width: Int, style: Style,
                            leftStyle: Style? = nil, into canvas: inout Canvas) {
        canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: style)
        let rightWidth = DisplayWidth.of(right)
        let leftLimit = rightWidth > 0 && rightWidth + 4 < width ? width - rightWidth - 1 : width
        let shownLeft = TextWrap.truncate(left, width: leftLimit)
        canvas.write(shownLeft, column: 0, row: row, style: leftStyle ?? style, limit: leftLimit)
        if rightWidth > 0 && rightWidth + 4 < width && DisplayWidth.of(shownLeft) + rightWidth < width {
            canvas.write(right, column: width - rightWidth, row: row, style: style)
        }
    }
}
