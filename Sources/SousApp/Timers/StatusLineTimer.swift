import Foundation
import SousCore

/// The nearest timer at the right of the status line ("Boil 4:12 +1"), as `sous timer status`
/// gives it to tmux, on every screen that draws no timers of its own. It is read from the timers
/// the state already holds and the last tick's `now`, never fetched while drawing; the run loop
/// wakes once a second for it only while it is shown and counts down (`WakeSchedule`).
public enum StatusLineTimer {
    /// Screens that show the timers themselves: cook mode's bars and the dashboard.
    static let screensWithTimers: Set<Route> = [.cook, .timers]

    /// The text for the status line, or nil when this screen shows no timer there.
    public static func text(in state: AppState) -> String? {
        guard !state.timers.timers.isEmpty, !screensWithTimers.contains(state.route), !state.size.isTooSmall else { return nil }
        // A long label ("Roast the chicken thighs") would push the screen's own position out: it is
        // cut so the line takes at most about a third of the width.
        let labelWidth = max(6, state.size.columns / 3 - 8)
        let timers = state.timers.timers.map { timer in
            var short = timer
            short.label = TextWrap.truncate(TerminalText.visibleLine(timer.label), width: labelWidth)
            return short
        }
        let line = TimerStatusLine.render(timers: timers, starts: [], now: state.now, text: TimelineText(calendar: Calendar(identifier: .gregorian)))
        return line.isEmpty ? nil : line
    }

    /// Whether the status line shows a timer whose digits change with time.
    public static func isCounting(in state: AppState) -> Bool {
        text(in: state) != nil && state.timers.timers.contains { $0.state == .running && $0.endsAt > state.now }
    }
}
