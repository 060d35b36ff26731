import SousApp
import SousCore

/// The assistant's second reading of an import beside sous's own: while it reads, a line saying
/// so; then every line the two read differently, sous's on the left and the assistant's on the
/// right (one above the other on a narrow terminal), the picked one bright and the other dim.
public enum SecondReadingScreen: FeatureScreen {
    static let route = Route.secondReading

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        guard let reading = state.secondReading else { return }
        let width = canvas.width
        Bar.draw(left: " sous › Import › Second reading · " + TerminalText.visibleLine(reading.original.title), right: "? help ",
                 row: 0, width: width, style: theme.header, into: &canvas)
        let textWidth = max(1, width - 4)
        switch reading.phase {
        case .reading:
            let lines = TextWrap.wrap("The assistant is reading \(source(reading.request.kind)) again, to set its reading beside "
                                      + "sous's line by line…", width: textWidth)
            for (offset, line) in lines.prefix(max(0, canvas.height - 3)).enumerated() {
                canvas.write(line, column: 2, row: 2 + offset, style: theme.muted, limit: width - 1)
            }
            AppScreen.drawStatus(state, hint: "Reading… Esc cancels", right: "", theme: theme, into: &canvas)
        case .failed(let reason):
            for (offset, line) in TextWrap.wrap(reason, width: textWidth).prefix(max(0, canvas.height - 3)).enumerated() {
                canvas.write(line, column: 2, row: 2 + offset, style: theme.danger, limit: width - 1)
            }
            AppScreen.drawStatus(state, hint: "q back to the preview", right: "", theme: theme, into: &canvas)
        case .comparing(let comparison):
            drawComparison(comparison, width: width, theme: theme, into: &canvas)
            let position = comparison.offered.isEmpty ? "" : "\(comparison.selected + 1)/\(comparison.offered.count) "
            let hint = comparison.offered.isEmpty ? "q back to the preview"
                : "Enter use these · l assistant's · h sous's · space switch · u all unsure · j/k line · Esc back"
            AppScreen.drawStatus(state, hint: hint, right: position, theme: theme, into: &canvas)
        }
    }

    /// A piece of text on one row of the screen.
    private typealias Segment = (text: String, column: Int, style: Style)

    static func drawComparison(_ comparison: ReadingComparison, width: Int, theme: Theme, into canvas: inout Canvas) {
        let unsure = comparison.offered.filter { comparison.mineIsUnsure(comparison.rows[$0]) }.count
        let summary = comparison.offered.isEmpty
            ? "The assistant read every line as sous did: nothing to pick."
            : "\(comparison.offered.count) lines differ (\(unsure) marked ? by sous) · \(comparison.takenCount) taken from the assistant"
        let summaryLines = Array(TextWrap.wrap(summary, width: max(1, width - 4)).prefix(2))
        for (offset, line) in summaryLines.enumerated() {
            canvas.write(line, column: 2, row: 1 + offset, style: theme.muted, limit: width - 1)
        }
        guard !comparison.offered.isEmpty else { return }
        let sideBySide = width >= 70
        let columnWidth = sideBySide ? (width - 7) / 2 : max(1, width - 14)
        let right = sideBySide ? 5 + columnWidth : 2
        var top = 2 + summaryLines.count
        if sideBySide {
            canvas.write("sous read", column: 4, row: top, style: theme.accent.with(.bold), limit: width)
            canvas.write("the assistant read", column: right + 2, row: top, style: theme.accent.with(.bold), limit: width)
            top += 1
        }
        var screenRows: [[Segment]] = []
        var selectedRows = 0..<0
        var part: ReadingComparison.Part?
        for (position, index) in comparison.offered.enumerated() {
            let row = comparison.rows[index]
            if row.part != part {
                part = row.part
                screenRows.append([(row.part == .ingredients ? "Ingredients" : "Steps", 2, theme.text.with(.bold))])
            }
            let selected = position == comparison.selected
            func style(_ pick: ReadingComparison.Pick) -> Style {
                row.pick != pick ? theme.muted : selected ? theme.selection : theme.text
            }
            let mine = lines(comparison.mineText(row) ?? "(not read by sous)", lead: comparison.mineIsUnsure(row) ? "? " : "",
                             width: columnWidth, style: style(.mine), column: 2)
            let theirs = lines(comparison.theirsText(row) ?? "(left out by the assistant)", lead: sideBySide ? "" : "assistant: ",
                               width: columnWidth, style: style(.theirs), column: right)
            let start = screenRows.count
            if sideBySide {
                for k in 0..<max(mine.count, theirs.count) {
                    screenRows.append((k < mine.count ? [mine[k]] : []) + (k < theirs.count ? [theirs[k]] : []))
                }
            } else {
                screenRows += (mine + theirs).map { [$0] }
            }
            if selected {
                screenRows[start].insert(("▶", 0, theme.accent.with(.bold)), at: 0)
                selectedRows = start..<screenRows.count
            }
        }
        // The highlighted lines stay in view, with a third of the screen above them when it scrolls.
        let bodyRows = max(1, canvas.height - 1 - top)
        let scroll = selectedRows.upperBound <= bodyRows ? 0
            : min(selectedRows.lowerBound, selectedRows.upperBound - bodyRows + bodyRows / 3)
        for (offset, segments) in screenRows.dropFirst(scroll).prefix(bodyRows).enumerated() {
            for segment in segments {
                let limit = sideBySide && segment.column == 2 ? 2 + columnWidth : width - 1
                canvas.write(segment.text, column: segment.column, row: top + offset, style: segment.style, limit: limit)
            }
        }
    }

    /// `text` wrapped to `width`, its first line led by `lead` and the rest indented as far.
    private static func lines(_ text: String, lead: String, width: Int, style: Style, column: Int) -> [Segment] {
        let indent = String(repeating: " ", count: DisplayWidth.of(lead))
        return TextWrap.wrap(text, width: max(1, width - indent.count)).enumerated().map { offset, line in
            ((offset == 0 ? lead : indent) + line, column, style)
        }
    }

    private static func source(_ kind: Provenance.Source) -> String {
        switch kind {
        case .caption: "the caption"
        case .subtitles, .transcript: "the video's spoken words"
        case .ocr: "the photo's text"
        default: "the page's text"
        }
    }
}
