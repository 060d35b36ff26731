import Foundation
import SousCore
import SousApp
import SousStore

/// `sous timer`: a timer started, the timers (soonest first, as given) as lines or JSON at a
/// time, and the status bar's line.
public enum TimerReport {
    /// `sous timer add 10m pasta`: the timer started, said in a line.
    public static func add(_ words: String, to library: LibraryFile, now: Date) throws -> String {
        let parsed: TimerPrompt.Parsed
        switch TimerPrompt.parse(words) {
        case .success(let value): parsed = value
        case .failure(let error): throw ServiceFailure(error.description)
        }
        let timer = try library.open().addTimer(label: parsed.label, seconds: parsed.seconds, now: now)
        return "timer \(timer.id): \(timer.label), \(TimerClock.digits(parsed.seconds))"
    }

    /// `sous timer status`: the status bar's line, nil when no timer runs. A status bar asks every
    /// second: a missing library is simply no timers, and the library is read without being
    /// written (or synced) when its schema is current; an older or odd file gets the normal open
    /// and its sentences.
    public static func statusLine(of library: LibraryFile, template: String, now: Date) throws -> String? {
        guard FileManager.default.fileExists(atPath: library.path) else { return nil }
        let database = try (try? AppDatabase.openForReading(path: library.path)) ?? library.open()
        let line = TimerStatusLine.render(timers: try database.timers(), starts: try database.timelineStarts(), now: now,
                                          template: template, text: TimelineText(calendar: .current))
        return line.isEmpty ? nil : line
    }

    /// "3\t04:10\tPasta  (Carbonara, step 2)"; a finished timer says how long ago.
    public static func lines(_ timers: [KitchenTimer], now: Date) -> [String] {
        timers.map { timer in
            let left = timer.isDone(at: now) ? TimerClock.doneAgo(Int(now.timeIntervalSince(timer.endsAt)))
                : (timer.state == .paused ? "paused " : "") + TimerClock.digits(timer.shownSeconds(at: now))
            let origin = timer.recipeTitle.map { "  (\($0)" + (timer.stepIndex.map { ", step \($0 + 1)" } ?? "") + ")" } ?? ""
            return "\(timer.id)\t\(left)\t\(timer.label)\(origin)"
        }
    }

    /// `[{"id", "label", "state", "remaining_seconds", "ends_at", "recipe_id", "recipe_title", "step"}]`.
    public static func json(_ timers: [KitchenTimer], now: Date) throws -> String {
        let items: [[String: Any]] = timers.map { timer in
            [
                "id": timer.id, "label": timer.label, "state": timer.isDone(at: now) ? "done" : timer.state.rawValue,
                "remaining_seconds": max(0, Int(timer.remaining(at: now).rounded(.up))),
                "ends_at": ISO8601DateFormatter().string(from: timer.endsAt),
                "recipe_id": timer.recipeID as Any? ?? NSNull(), "recipe_title": timer.recipeTitle as Any? ?? NSNull(),
                "step": timer.stepIndex.map { $0 + 1 } as Any? ?? NSNull(),
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: items, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
