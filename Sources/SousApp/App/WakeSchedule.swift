import Foundation

/// When the run loop must next wake up by itself to redraw something that changes with time.
/// nil means never: an idle sous sleeps until a key arrives and uses no CPU.
public enum WakeSchedule {
    public static func nextWake(for state: AppState) -> Date? {
        let now = state.now
        let running = state.timers.timers.filter { $0.state == .running }
        // A ringing timer flashes and rings once a second, on any screen.
        if running.contains(where: { $0.endsAt <= now }) {
            return now.addingTimeInterval(1 - now.timeIntervalSince1970.truncatingRemainder(dividingBy: 1))
        }
        // Cook mode and the dashboard draw every timer; the other screens the nearest in their status line.
        let showsTimers = state.route == .cook || state.route == .timers || StatusLineTimer.isCounting(in: state)
        // A timeline start that has come rings like a timer; the next one wakes the loop at its time.
        if state.timers.starts.contains(where: { $0.startAt <= now }) {
            return now.addingTimeInterval(1 - now.timeIntervalSince1970.truncatingRemainder(dividingBy: 1))
        }
        var next: Date? = (running.map(\.endsAt) + state.timers.starts.map(\.startAt)).min()
        if showsTimers, let soonest = running.min(by: { $0.endsAt < $1.endsAt }) {
            // The shown digits are whole seconds rounded up; they change when the soonest timer's time left
            // crosses a whole second. Every other timer is redrawn on the same wake-up, up to a second late
            // (never early), so five timers cost one wake-up a second instead of five.
            let left = soonest.endsAt.timeIntervalSince(now)
            let change = soonest.endsAt.addingTimeInterval(-(left.rounded(.up) - 1))
            if change > now { next = min(next ?? change, change) }
        }
        if state.route == .timers && !running.contains(where: { $0.endsAt > now }) {
            // The dashboard also shows timers other processes add: with none counting down to wake it,
            // it looks every second while it is open.
            next = min(next ?? now.addingTimeInterval(1), now.addingTimeInterval(1))
        }
        return next
    }
}
