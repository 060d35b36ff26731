import Foundation
import SousApp
import SousCore

/// The timer dashboard: the soonest timer in big digits, then every timer as a bar, soonest first.
public enum TimersScreen {
    public static func draw(_ state: AppState, theme: Theme, into canvas: inout Canvas) {
        let width = canvas.width
        let timers = state.timers.sorted(at: state.now)
        Bar.draw(left: " sous · Timers", right: timers.isEmpty ? "" : "\(timers.count) running ", row: 0, width: width,
                 style: theme.header, into: &canvas)
        var row = 2
        if let soonest = timers.first {
            let done = soonest.isDone(at: state.now)
            let digits = done ? "DONE" : TimerClock.digits(soonest.shownSeconds(at: state.now))
            // Up to a third of the screen for the clock, at least the 3x5 face where it used to fit, and
            // never past 7 rows: the digits change every second and each changed cell is bytes to write.
            let rows = min(7, max(canvas.height >= 16 ? 5 : canvas.height >= 11 ? 3 : 0, (canvas.height - 6) / 3))
            let size = BlockSize.largest(for: digits, width: width - 2, rows: rows)
            let style = done ? theme.danger.with(.bold) : theme.accent.with(.bold)
            if let size {
                let rows = BlockFont.render(word: digits, size: size)
                let x = max(0, (width - BlockFont.width(ofWord: digits, size: size)) / 2)
                for (index, line) in rows.enumerated() { canvas.write(line, column: x, row: row + index, style: style) }
                row += size.rows
                let label = TextWrap.truncate(soonest.label, width: width - 2)
                canvas.write(label, column: max(0, (width - DisplayWidth.of(label)) / 2), row: row, style: theme.text.with(.bold))
                row += 2
            } else {
                // Too small for big digits: the soonest as one bold line.
                let line = TextWrap.truncate(digits + " " + soonest.label, width: width - 2)
                canvas.write(line, column: max(0, (width - DisplayWidth.of(line)) / 2), row: 1, style: style)
                row = 2
            }
        } else {
            let text = TextWrap.wrap("No timers running. n adds one: 10m pasta, 1h15 roast, 90s.", width: max(1, width - 2))
            for (index, line) in text.enumerated() {
                canvas.write(line, column: 1, row: 2 + index, style: theme.muted)
            }
        }
        let startRows = drawNextStarts(state, theme: theme, into: &canvas)
        let listRows = max(0, canvas.height - 1 - startRows - row)
        let selected = min(state.timers.selected, max(0, timers.count - 1))
        let first = max(0, selected - listRows + 1)
        for (offset, timer) in timers.dropFirst(first).prefix(listRows).enumerated() {
            TimerBar.draw(timer, number: nil, now: state.now, row: row + offset, x: 1, width: width - 2, theme: theme,
                          selected: first + offset == selected, into: &canvas)
        }
        if let prompt = state.timers.prompt {
            let label = width >= 60 ? " New timer (10m pasta, 1h15 roast, 90s): " : " Timer: "
            PromptLine.draw(label: label, prompt: prompt, row: canvas.height - 1, width: width, style: theme.statusBar, into: &canvas)
            if canvas.height > 2 {
                AppScreen.drawPromptError(state, promptRow: canvas.height - 1, width: width, theme: theme, into: &canvas)
            }
        } else {
            AppScreen.drawStatus(state, hint: width >= 70 ? "n add · p pause · +/- minute · x cancel · j/k move · q back"
                                                          : "n add · p pause · x cancel · q back",
                                 right: "", theme: theme, into: &canvas)
        }
    }

    /// The running timeline's next three starts, above the status line; returns the rows used.
    static func drawNextStarts(_ state: AppState, theme: Theme, into canvas: inout Canvas) -> Int {
        let starts = state.timers.starts.prefix(3)
        guard !starts.isEmpty, canvas.height >= 12 else { return 0 }
        let text = state.timelineText
        let top = canvas.height - 1 - starts.count - 1
        canvas.write("Next starts", column: 1, row: top, style: theme.muted.with(.bold))
        for (offset, start) in starts.enumerated() {
            let line = "\(text.clock(start.startAt))  \(start.announcement)"
            let style = start.isDue(at: state.now) ? theme.danger.with(.bold) : theme.accent
            canvas.write(TextWrap.truncate(line, width: max(1, canvas.width - 2)), column: 1, row: top + 1 + offset, style: style)
        }
        return starts.count + 1
    }
}
