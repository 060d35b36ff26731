import Foundation
import SousApp
import SousCore

/// The timeline: one lane per dish with a bar for each step (solid while hands are needed, shaded
/// while the oven or the pot does the work), a line at now, then every start in order.
public enum TimelineScreen: FeatureScreen {
    static let route = Route.timeline

    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        guard let timeline = state.timeline else { return }
        let text = state.timelineText
        let width = canvas.width
        let running = !state.timers.starts.isEmpty
        Bar.draw(left: " sous · Timeline", right: (running ? "running · " : "") + "\(timeline.recipeIDs.count) dish\(timeline.recipeIDs.count == 1 ? "" : "es") ",
                 row: 0, width: width, style: theme.header, into: &canvas)
        var row = 1
        if let built = timeline.timeline {
            let day = timeline.day == nil ? "" : " (\(text.day(built.serveAt)))"
            row = write(text.summary(built) + day, row: row, style: theme.text.with(.bold), width: width, into: &canvas)
            if let late = text.lateness(built) {
                row = write(late, row: row, style: theme.warning.with(.bold), width: width, into: &canvas)
            }
            let listTop = drawLanes(built, now: state.now, text: text, top: row + 1, theme: theme, into: &canvas)
            drawStarts(text.startLines(built), from: timeline.scroll, top: listTop, theme: theme, into: &canvas)
        } else {
            let dishes = timeline.titles.joined(separator: ", ")
            row = write("Laying out " + dishes, row: row, style: theme.muted, width: width, into: &canvas)
        }
        drawStatus(state, timeline: timeline, theme: theme, into: &canvas)
    }

    /// Wrapped text from `row`, at most two lines; returns the next free row.
    static func write(_ line: String, row: Int, style: Style, width: Int, into canvas: inout Canvas) -> Int {
        let lines = TextWrap.wrap(line, width: max(1, width - 2)).prefix(2)
        for (offset, text) in lines.enumerated() { canvas.write(text, column: 1, row: row + offset, style: style) }
        return row + lines.count
    }

    /// Draws the time axis and a lane per dish from `top`; returns the row under them. Lanes need
    /// 40 columns and room for the list below them; on a smaller screen only the list shows.
    static func drawLanes(_ timeline: Timeline, now: Date, text: TimelineText, top: Int, theme: Theme,
                          into canvas: inout Canvas) -> Int {
        let lanes = timeline.dishes.count
        guard canvas.width >= 40, canvas.height - 1 - top >= lanes + 4, lanes > 0 else { return top }
        let labelWidth = min(18, max(8, canvas.width / 5))
        let x0 = 1 + labelWidth + 1, x1 = canvas.width - 2
        let begin = timeline.beginAt, end = max(timeline.readyAt, begin.addingTimeInterval(60))
        let span = end.timeIntervalSince(begin)
        func column(_ date: Date) -> Int {
            x0 + Int((Double(x1 - x0) * date.timeIntervalSince(begin) / span).rounded(.down))
        }
        // The axis: the begin and serve times at the ends, whole hours between when they fit.
        let axisRow = top
        canvas.write(text.clock(begin), column: x0, row: axisRow, style: theme.muted)
        let endLabel = text.clock(end)
        canvas.write(endLabel, column: x1 - DisplayWidth.of(endLabel) + 1, row: axisRow, style: theme.muted)
        var tick = (begin.timeIntervalSince1970 / 3600).rounded(.up) * 3600
        while tick < end.timeIntervalSince1970 {
            let date = Date(timeIntervalSince1970: tick)
            let x = column(date)
            if x > x0 + 6 && x < x1 - 10 { canvas.write(text.clock(date), column: x, row: axisRow, style: theme.muted) }
            tick += 3600
        }
        for (lane, dish) in timeline.dishes.enumerated() {
            let y = top + 1 + lane
            canvas.write(TextWrap.truncate(dish.title, width: labelWidth), column: 1, row: y, style: theme.text)
            for step in dish.steps {
                let from = min(x1, column(step.start)), to = max(from + 1, min(x1 + 1, column(step.end)))
                let glyph = step.handsOn ? (step.step % 2 == 0 ? "█" : "▓") : (step.step % 2 == 0 ? "▒" : "░")
                let style = step.handsOn ? theme.accent : theme.success
                canvas.write(String(repeating: glyph, count: max(1, to - from)), column: from, row: y, style: style, limit: x1 + 1)
            }
        }
        if now >= begin && now <= end {
            let x = column(now)
            for y in (top + 1)...(top + lanes) { canvas.write("│", column: x, row: y, style: theme.danger.with(.bold)) }
            canvas.write("now", column: min(x, x1 - 2), row: top + lanes + 1, style: theme.danger)
        }
        canvas.write("█▓ hands-on  ▒░ hands-off", column: x0, row: top + lanes + 1 + (now >= begin && now <= end ? 1 : 0),
                     style: theme.muted, limit: canvas.width)
        return top + lanes + 3 + (now >= begin && now <= end ? 1 : 0)
    }

    /// The starts from `scroll`, each wrapped in full under its text while the screen has room.
    /// A list longer than the screen gives every start it shows one line first and wraps with
    /// the rows left over, so no start is pushed off for another's second line.
    static func drawStarts(_ lines: [String], from scroll: Int, top: Int, theme: Theme, into canvas: inout Canvas) {
        let rows = max(0, canvas.height - 1 - top)
        let width = max(1, canvas.width - 2)
        let shown = Array(lines.dropFirst(scroll).prefix(rows))
        var spare = rows - shown.count
        var row = top
        for line in shown {
            let style = line.hasSuffix("hands-on)") ? theme.text : theme.muted
            let wrapped = wrap(line, width: width)
            let extra = min(spare, wrapped.count - 1)
            spare -= extra
            for (index, text) in wrapped.prefix(extra + 1).enumerated() {
                let cut = index == extra && extra < wrapped.count - 1
                    ? TextWrap.truncate(text + " " + wrapped[index + 1].trimmingCharacters(in: .whitespaces), width: width) : text
                canvas.write(cut, column: 1, row: row, style: style)
                row += 1
            }
        }
    }

    /// "10:40  Roast Beef, step 2: …" wrapped with its later lines indented under the text after the time.
    static func wrap(_ line: String, width: Int) -> [String] {
        guard let gap = line.range(of: "  "), width > 20 else { return TextWrap.wrap(line, width: width) }
        let head = String(line[..<gap.upperBound])
        let indent = String(repeating: " ", count: DisplayWidth.of(head))
        let body = TextWrap.wrap(String(line[gap.upperBound...]), width: width - DisplayWidth.of(head))
        return body.enumerated().map { ($0.offset == 0 ? head : indent) + $0.element }
    }

    static func drawStatus(_ state: AppState, timeline: TimelineState, theme: Theme, into canvas: inout Canvas) {
        let row = canvas.height - 1
        if let prompt = timeline.prompt {
            let label = canvas.width >= 50 ? " Serve at (13:00, 1pm, 7.30pm): " : " Serve at: "
            PromptLine.draw(label: label, prompt: prompt, row: row, width: canvas.width, style: theme.statusBar, into: &canvas)
            AppScreen.drawPromptError(state, promptRow: row, width: canvas.width, theme: theme, into: &canvas)
            return
        }
        let hint = canvas.width >= 100
            ? "r run it · s serve time · +/- untimed steps (\(timeline.stepMinutes) min) · x stop alarms · j/k scroll · q back"
            : "r run · s time · +/- steps · q back"
        AppScreen.drawStatus(state, hint: hint, right: "", theme: theme, into: &canvas)
    }
}
