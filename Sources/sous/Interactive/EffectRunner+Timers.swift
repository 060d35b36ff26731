import Foundation
import SousApp
import SousCore

extension EffectRunner {
    /// Carries out the timers' effects: every change is written with absolute times read from the clock
    /// here (not the reducer's last tick), then the timers are read back.
    func perform(_ effect: TimersEffect) throws -> [AppAction] {
        let now = Date()
        switch effect {
        case .load:
            break
        case .add(let label, let seconds, let recipeID, let recipeTitle, let stepIndex, let reminderSeconds):
            try database.addTimer(label: label, seconds: seconds, now: now, recipeID: recipeID, recipeTitle: recipeTitle,
                                  stepIndex: stepIndex, reminderSeconds: reminderSeconds)
        case .pauseOrResume(let id):
            guard var timer = try database.timers().first(where: { $0.id == id }) else { break }
            if timer.state == .paused {
                timer.endsAt = now.addingTimeInterval(timer.pausedRemaining ?? 0)
                timer.pausedRemaining = nil
                timer.state = .running
            } else if !timer.isDone(at: now) {
                timer.pausedRemaining = timer.remaining(at: now)
                timer.state = .paused
            }
            try database.updateTimer(timer)
        case .addSeconds(let id, let seconds):
            guard var timer = try database.timers().first(where: { $0.id == id }) else { break }
            if timer.state == .paused {
                timer.pausedRemaining = max(1, (timer.pausedRemaining ?? 0) + Double(seconds))
            } else {
                // Taking a minute never ends a timer outright: at least a second is left.
                let left = max(1, timer.remaining(at: now) + Double(seconds))
                timer.endsAt = now.addingTimeInterval(left)
            }
            timer.durationSeconds = max(1, timer.durationSeconds + seconds)
            try database.updateTimer(timer)
        case .cancel(let id):
            try database.deleteTimer(id: id)
        case .acknowledge(let id):
            guard var timer = try database.timers().first(where: { $0.id == id }) else { break }
            if let remind = timer.remindAt, remind > now {
                // "20-25 min": rang at 20, now counts on to the reminder at 25.
                timer.durationSeconds = max(1, Int(remind.timeIntervalSince(timer.endsAt).rounded()))
                timer.endsAt = remind
                timer.remindAt = nil
                timer.label += " (reminder)"
                try database.updateTimer(timer)
            } else {
                try database.deleteTimer(id: id)
            }
        case .beginStart(let id):
            try database.beginTimelineStart(id: id, now: now)
        case .announce(let label):
            TimerAlarm(launcher: ProgramLauncher(environment: environment), database: database).announce(label: label)
            return []
        }
        return [.timers(.loaded(try database.timers(), starts: try database.timelineStarts(), now: Date()))]
    }
}
