import Foundation
import SousApp
import SousCore

extension EffectRunner {
    /// Carries out the timers' effects: every change is written with absolute times read from the clock
    /// here (not the reducer's last tick), each in one transaction, then the timers are read back.
    func perform(_ effect: TimersEffect) throws -> [AppAction] {
        let now = clock()
        switch effect {
        case .load:
            break
        case .add(let label, let seconds, let recipeID, let recipeTitle, let stepIndex, let reminderSeconds):
            try database.addTimer(label: label, seconds: seconds, now: now, recipeID: recipeID, recipeTitle: recipeTitle,
                                  stepIndex: stepIndex, reminderSeconds: reminderSeconds)
        case .pauseOrResume(let id):
            try database.changeTimer(id: id) { $0.pausedOrResumed(at: now) }
        case .addSeconds(let id, let seconds):
            try database.changeTimer(id: id) { $0.adding(seconds, at: now) }
        case .cancel(let id):
            try database.deleteTimer(id: id)
        case .acknowledge(let id):
            try database.changeTimer(id: id) { $0.acknowledged(at: now) }
        case .beginStart(let id):
            try database.beginTimelineStart(id: id, now: now)
        case .announce(let label):
            TimerAlarm(launcher: launcher, database: database).announce(label: label)
            return []
        }
        return [.timers(.loaded(try database.timers(), starts: try database.timelineStarts(), now: clock()))]
    }
}
