import Foundation

/// What a person does to a timer, as pure changes at a given time: pause or resume, add or take
/// time, acknowledge its ring. The store writes the result in one transaction.
extension KitchenTimer {
    /// Paused with what it has left, or, when paused, running again towards `now` plus what it
    /// had left. A timer that has already rung stays as it is.
    public func pausedOrResumed(at now: Date) -> KitchenTimer {
        var timer = self
        if state == .paused {
            timer.endsAt = now.addingTimeInterval(pausedRemaining ?? 0)
            timer.pausedRemaining = nil
            timer.state = .running
        } else if !isDone(at: now) {
            timer.pausedRemaining = remaining(at: now)
            timer.state = .paused
        }
        return timer
    }

    /// `seconds` more (fewer when negative). Taking time never ends a timer outright: at least a
    /// second is left. Its length for the bar changes by as much, never below a second.
    public func adding(_ seconds: Int, at now: Date) -> KitchenTimer {
        var timer = self
        if state == .paused {
            timer.pausedRemaining = max(1, (pausedRemaining ?? 0) + Double(seconds))
        } else {
            timer.endsAt = now.addingTimeInterval(max(1, remaining(at: now) + Double(seconds)))
        }
        timer.durationSeconds = max(1, durationSeconds + seconds)
        return timer
    }

    /// Its ring acknowledged at `now`: a timer with a reminder still ahead ("20-25 min" rang at 20)
    /// counts on to it; any other is finished (nil).
    public func acknowledged(at now: Date) -> KitchenTimer? {
        guard let remind = remindAt, remind > now else { return nil }
        var timer = self
        timer.durationSeconds = max(1, Int(remind.timeIntervalSince(endsAt).rounded()))
        timer.endsAt = remind
        timer.remindAt = nil
        timer.label += " (reminder)"
        return timer
    }
}
