import Foundation
import SousCore

/// One short line for a status bar (tmux, waybar, polybar, i3blocks): the soonest timer and how
/// many more run, "Pasta 4:12 +2"; empty when no timer runs.
public enum TimerStatusLine {
    public static let defaultTemplate = "{label} {left}{more}"

    /// Fills `template`: {label}, {left} ("4:12", "done", "paused 4:12"), {count} (all timers),
    /// {more} ("+2", or nothing), {next_start} ("10:40 Roast Beef", the timeline's next start, or nothing).
    /// Empty when there are no timers and the template does not ask for the next start.
    public static func render(timers: [KitchenTimer], starts: [TimelineStart], now: Date, template: String = defaultTemplate,
                              text: TimelineText) -> String {
        let sorted = TimersState(timers: timers).sorted(at: now)
        let nextStart = starts.min { $0.startAt < $1.startAt }
        let wantsStart = template.contains("{next_start}")
        guard let first = sorted.first else {
            guard wantsStart, let nextStart else { return "" }
            return fill(template, ["label": "", "left": "", "count": "0", "more": "",
                                   "next_start": "\(text.clock(nextStart.startAt)) \(nextStart.dishTitle)"])
        }
        let left: String
        if first.isDone(at: now) {
            left = "done"
        } else if first.state == .paused {
            left = "paused " + TimerClock.digits(first.shownSeconds(at: now))
        } else {
            left = TimerClock.digits(first.shownSeconds(at: now))
        }
        let values = [
            "label": first.label, "left": left, "count": "\(sorted.count)",
            "more": sorted.count > 1 ? " +\(sorted.count - 1)" : "",
            "next_start": nextStart.map { "\(text.clock($0.startAt)) \($0.dishTitle)" } ?? "",
        ]
        return fill(template, values)
    }

    /// Replaces each `{name}`; the values are stored text, so control characters are dropped on
    /// the way out (a status bar is a terminal too).
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var out = template
        for (name, value) in values {
            out = out.replacingOccurrences(of: "{\(name)}", with: TerminalText.visibleLine(value))
        }
        return TerminalText.visibleLine(out).trimmingCharacters(in: .whitespaces)
    }
}
