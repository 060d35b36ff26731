import Foundation
import SousCore

/// One timer as a line: label, a bar of the time gone, the time left (or "done 4 min ago"), and where it
/// came from. A ringing timer's line flashes in reverse video, once a second.
public enum TimerBar {
    public static func draw(_ timer: KitchenTimer, number: Int?, now: Date, row: Int, x: Int, width: Int,
                            theme: Theme, selected: Bool = false, into canvas: inout Canvas) {
        guard width > 0 else { return }
        let done = timer.isDone(at: now)
        let left = timer.shownSeconds(at: now)
        let time: String
        if done {
            time = TimerClock.doneAgo(Int(now.timeIntervalSince(timer.endsAt)))
        } else {
            time = (timer.state == .paused ? "⏸ " : "") + TimerClock.digits(left)
        }
        let prefix = number.map { "\($0) " } ?? ""
        let origin = [timer.recipeTitle, timer.stepIndex.map { "step \($0 + 1)" }].compactMap { $0 }.joined(separator: " · ")
        var base = selected ? theme.selection : theme.text
        if done {
            // Flash: reverse video on even seconds, bold on odd, so the line can be seen moving.
            let even = Int(now.timeIntervalSince1970.rounded(.down)) % 2 == 0
            base = even ? theme.danger.with([.reverse, .bold]) : theme.danger.with(.bold)
        }
        canvas.fill(Rect(x: x, y: row, width: width, height: 1), style: base)
        let labelWidth = min(18, max(4, width / 4))
        var column = canvas.write(TextWrap.truncate(prefix + timer.label, width: labelWidth), column: x, row: row,
                                  style: base.with(.bold), limit: x + width)
        column = max(column, x + labelWidth) + 1
        let timeText = " " + time
        let originText = width >= 60 && !origin.isEmpty ? "  " + origin : ""
        let right = DisplayWidth.of(timeText) + DisplayWidth.of(originText)
        let barWidth = x + width - column - right
        if barWidth >= 4 && !done {
            let total = max(1.0, Double(timer.durationSeconds))
            let gone = min(1, max(0, 1 - timer.remaining(at: now) / total))
            let filled = Int((gone * Double(barWidth)).rounded(.down))
            canvas.write(String(repeating: "━", count: filled), column: column, row: row, style: selected ? base : theme.timerBar, limit: x + width)
            canvas.write(String(repeating: "─", count: barWidth - filled), column: column + filled, row: row,
                         style: selected ? base : theme.muted, limit: x + width)
            column += barWidth
        } else if done {
            if x + width - right - column >= 15 { canvas.write("  press any key", column: column, row: row, style: base) }
            column = max(column, x + width - right)
        } else {
            column = max(column, x + width - right)
        }
        column = canvas.write(timeText, column: column, row: row, style: base.with(.bold), limit: x + width)
        canvas.write(originText, column: column, row: row, style: done || selected ? base : theme.muted, limit: x + width)
    }
}
