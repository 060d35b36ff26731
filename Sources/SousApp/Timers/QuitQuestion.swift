import Foundation
import SousCore

/// Quitting while something would still ring: timers and timeline starts survive quitting (they are
/// stored with their end time), but nothing rings while sous is closed, so `q` asks once, in the
/// status line, before it quits. Ctrl-C never asks: it is the way out from anywhere, whatever is open.
enum QuitQuestion {
    /// `q` (the library, or the dashboard of `sous timer watch`): quits at once when nothing would ring, else asks.
    static func quit(_ state: inout AppState) -> [Effect] {
        guard let question = text(for: state) else {
            state.isQuitting = true
            return [.quit]
        }
        state.timers.asksToQuit = true
        state.status = StatusMessage(question)
        return []
    }

    /// The key after the question: `y` quits, any other key keeps sous open and does nothing else;
    /// nil when no question is open, or a timer rang meanwhile and the key is the one that silences it.
    static func answer(_ key: Key, in state: inout AppState) -> [Effect]? {
        guard state.timers.asksToQuit else { return nil }
        state.timers.asksToQuit = false
        if !state.timers.ringing(at: state.now).isEmpty || !state.timers.dueStarts(at: state.now).isEmpty { return nil }
        if key == .char("y") || key == .char("Y") {
            state.isQuitting = true
            return [.quit]
        }
        state.status = nil
        return []
    }

    /// The question, the longest wording that fits the status line; nil when nothing would ring.
    static func text(for state: AppState) -> String? {
        let now = state.now
        let running = state.timers.timers.filter { $0.state == .running && $0.endsAt > now }.count
        let starts = state.timers.starts.filter { !$0.isDue(at: now) }.count
        guard running + starts > 0 else { return nil }
        var what: [String] = []
        if running > 0 { what.append(running == 1 ? "1 timer running" : "\(running) timers running") }
        if starts > 0 { what.append(starts == 1 ? "1 timeline step to start" : "\(starts) timeline steps to start") }
        let subject = what.joined(separator: ", ")
        let pronoun = running + starts == 1 ? "it" : "they"
        // The dashboard alone is `sous timer watch` itself: pointing to it would be no help.
        let watch = state.timers.alone ? "" : " (or sous timer watch)"
        // Shorter ones keep the way to hear them (the watch) for as long as they can: 80 columns has it.
        let wordings = [
            "\(subject): \(pronoun) will not ring until sous is open again\(watch). Quit? y/n",
            watch.isEmpty ? nil : "\(subject): silent until sous or sous timer watch is open. Quit? y/n",
            "\(subject): \(pronoun) will not ring while sous is closed. Quit? y/n",
            "\(subject). Quit? y/n",
        ].compactMap { $0 }
        // What does not fit is cut, and "Quit? y/n" must stay: the last wording is the shortest.
        return StatusMessage.longestFitting(wordings, columns: state.size.columns)
    }
}
