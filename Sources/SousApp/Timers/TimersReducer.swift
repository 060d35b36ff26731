import Foundation
import SousCore

/// The timers' part of the reducer: the dashboard's keys, the ad-hoc prompt, and the alarm on ticks.
enum TimersReducer {
    static func reduce(_ state: inout AppState, _ action: TimersAction) -> [Effect] {
        switch action {
        case .loaded(let timers, let starts, let now):
            state.now = max(state.now, now)
            state.timers.timers = timers
            state.timers.starts = starts
            state.timers.announced.formIntersection(Set(timers.map(\.id)))
            state.timers.announcedStarts.formIntersection(Set(starts.map(\.id)))
            state.timers.selected = min(state.timers.selected, max(0, timers.count - 1))
            return ticked(in: &state)
        case .openAlone:
            state.route = .timers
            state.routeStack = []
            state.timers.alone = true
            return []
        case .openPrompt:
            state.timers.prompt = ""
            return []
        case .promptKey(let key, let origin):
            return promptKey(key, in: &state, origin: origin)
        case .silence:
            return silenceIfRinging(&state) ?? []
        }
    }

    /// On every tick, whatever the screen: a newly ended timer is announced, and the bell sounds every few seconds.
    static let ringingPrefix = "⏰ "

    static func ticked(in state: inout AppState) -> [Effect] {
        let ringing = state.timers.ringing(at: state.now)
        let due = state.timers.dueStarts(at: state.now)
        guard !ringing.isEmpty || !due.isEmpty else {
            if state.status?.text.hasPrefix(ringingPrefix) == true { state.status = nil }
            state.timers.lastBell = nil
            return []
        }
        var effects: [Effect] = []
        // Every screen shows it, not only those with timer bars: the status line in reverse video.
        if state.timers.prompt == nil {
            var parts = due.map(\.announcement)
            if !ringing.isEmpty { parts.append(ringing.map(\.label).joined(separator: ", ") + " done") }
            state.status = StatusMessage("\(ringingPrefix)\(parts.joined(separator: " · ")): press any key", kind: .error)
        }
        for start in due where !state.timers.announcedStarts.contains(start.id) {
            state.timers.announcedStarts.insert(start.id)
            effects.append(.timers(.announce(label: start.announcement)))
        }
        for timer in ringing where !state.timers.announced.contains(timer.id) {
            state.timers.announced.insert(timer.id)
            effects.append(.timers(.announce(label: timer.label)))
        }
        if let last = state.timers.lastBell, state.now.timeIntervalSince(last) < TimersState.bellInterval, state.now >= last {
            return effects
        }
        state.timers.lastBell = state.now
        return [.bell] + effects
    }

    /// Any key first silences ringing timers; nil when none rings, so the key does its usual job.
    static func silenceIfRinging(_ state: inout AppState) -> [Effect]? {
        let ringing = state.timers.ringing(at: state.now)
        let due = state.timers.dueStarts(at: state.now)
        guard !ringing.isEmpty || !due.isEmpty else { return nil }
        let ids = Set(ringing.map(\.id))
        let startIDs = Set(due.map(\.id))
        // Drop them at once so the screen stops flashing before the database answers.
        state.timers.timers.removeAll { ids.contains($0.id) && $0.remindAt == nil }
        state.timers.starts.removeAll { startIDs.contains($0.id) }
        state.timers.lastBell = nil
        if let start = due.first {
            let timer = start.timerSeconds > 0 ? ": \(start.timerLabel) timer started, \(TimerClock.digits(start.timerSeconds))" : ""
            state.status = StatusMessage("\(start.dishTitle), step \(start.stepIndex + 1) started\(timer)", kind: .success)
        } else {
            state.status = StatusMessage(ringing.count == 1 ? "\(ringing[0].label): done" : "\(ringing.count) timers done")
        }
        return due.map { .timers(.beginStart(id: $0.id)) } + ringing.map { .timers(.acknowledge(id: $0.id)) }
    }

    static func keyPressed(_ key: Key, in state: inout AppState) -> [Effect] {
        if state.timers.prompt != nil { return promptKey(key, in: &state, origin: nil) }
        guard let command = KeyMap.command(for: key, on: .timers) else { return [] }
        if let effects = globalCommand(command, in: &state) { return effects }
        let sorted = state.timers.sorted(at: state.now)
        let selected = sorted.indices.contains(state.timers.selected) ? sorted[state.timers.selected] : nil
        switch command {
        case .moveUp: state.timers.selected = max(0, state.timers.selected - 1)
        case .moveDown: state.timers.selected = min(max(0, sorted.count - 1), state.timers.selected + 1)
        case .back:
            if state.timers.alone { return QuitQuestion.quit(&state) }
            state.pop()
        case .quit:
            return QuitQuestion.quit(&state)
        case .timers(.add): state.timers.prompt = ""
        case .timers(let command):
            guard let selected else { return [] }
            return [.timers(adjust(command, timer: selected))]
        default: break
        }
        return []
    }

    static func adjust(_ command: TimersCommand, timer: KitchenTimer) -> TimersEffect {
        switch command {
        case .addMinute: .addSeconds(id: timer.id, 60)
        case .removeMinute: .addSeconds(id: timer.id, -60)
        case .cancel: .cancel(id: timer.id)
        case .pauseOrResume, .add: .pauseOrResume(id: timer.id)
        }
    }

    /// Keys while the prompt is open: typing, Backspace, Enter starts the timer, Esc cancels.
    static func promptKey(_ key: Key, in state: inout AppState, origin: TimerOrigin?) -> [Effect] {
        guard var input = state.timers.prompt else { return [] }
        if input.edit(key, limit: 60, status: &state.status) != nil {
            state.timers.prompt = input
            return []
        }
        switch key {
        case .escape:
            state.timers.prompt = nil
        case .enter:
            switch TimerPrompt.parse(input.text) {
            case .success(let parsed):
                state.timers.prompt = nil
                state.status = StatusMessage("Started \(parsed.label): \(TimerClock.digits(parsed.seconds))", kind: .success)
                return [.timers(.add(label: parsed.label, seconds: parsed.seconds, recipeID: origin?.recipeID,
                                     recipeTitle: origin?.recipeTitle, stepIndex: origin?.stepIndex, reminderSeconds: nil))]
            case .failure(let error):
                // The prompt stays open with what was typed, so it can be corrected.
                state.status = StatusMessage(error.description, kind: .error)
            }
        default:
            break
        }
        return []
    }
}
