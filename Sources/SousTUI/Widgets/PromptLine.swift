import SousApp
import SousCore

/// How a prompt's text is shown: a thin bar at the cursor, and a prefilled value that typing
/// would replace drawn in reverse, like a selection, so the person sees it will go.
public enum PromptLine {
    /// The text with the cursor mark in at most `width` columns, the cursor always in view.
    public static func fitted(_ prompt: PromptText, width: Int) -> String {
        let whole = prompt.withCursorMark
        if DisplayWidth.of(whole) <= width { return whole }
        let beforeWidth = DisplayWidth.of(prompt.beforeCursor)
        if beforeWidth + 1 < width {
            return prompt.beforeCursor + "▏" + TextWrap.truncate(prompt.afterCursor, width: width - beforeWidth - 1)
        }
        return TextWrap.truncateStart(prompt.beforeCursor, width: max(1, width - 1)) + "▏"
    }

    /// Draws `label` and `prompt` as a bar on `row` (the status line of most screens).
    public static func draw(label: String, prompt: PromptText, right: String = "", row: Int, width: Int, style: Style,
                            into canvas: inout Canvas) {
        let room = width - DisplayWidth.of(label) - (right.isEmpty ? 1 : DisplayWidth.of(right) + 2)
        Bar.draw(left: label + fitted(prompt, width: max(1, room)), right: right, row: row, width: width, style: style, into: &canvas)
        markSelection(prompt, column: DisplayWidth.of(label), row: row, limit: width, into: &canvas)
    }

    /// Reverses the cells of a selected value written from `column`.
    public static func markSelection(_ prompt: PromptText, column: Int, row: Int, limit: Int, into canvas: inout Canvas) {
        guard prompt.isSelected else { return }
        let end = min(limit, column + DisplayWidth.of(prompt.text))
        canvas.restyle(row: row, from: column, to: end) { style in
            if style.attributes.contains(.reverse) {
                style.attributes.remove(.reverse)
            } else {
                style.attributes.insert(.reverse)
            }
        }
    }
}
