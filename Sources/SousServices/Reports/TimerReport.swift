import Foundation
import SousCore

/// `sous timer list`: the timers (soonest first, as given) as lines or JSON at a time.
public enum TimerReport {
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
