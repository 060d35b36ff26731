import Foundation
import SousCore

/// A timeline as JSON for scripts: `{"serve_at", "begin_at", "ready_at", "late_by_minutes",
/// "hands_on_minutes", "dishes": [{"recipe", "recipe_id", "steps": [{"step", "text", "start",
/// "end", "hands_on", "timed"}]}]}`, times in ISO 8601 with the local offset.
public enum TimelineJSON {
    public static func encode(_ timeline: Timeline, calendar: Calendar) throws -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = calendar.timeZone
        formatter.formatOptions = [.withInternetDateTime]
        let dishes: [[String: Any]] = timeline.dishes.map { dish in
            [
                "recipe": dish.title,
                "recipe_id": dish.recipeID as Any? ?? NSNull(),
                "steps": dish.steps.map { step in
                    [
                        "step": step.step + 1, "text": step.text,
                        "start": formatter.string(from: step.start), "end": formatter.string(from: step.end),
                        "hands_on": step.handsOn, "timed": step.timed,
                    ] as [String: Any]
                },
            ]
        }
        let object: [String: Any] = [
            "serve_at": formatter.string(from: timeline.serveAt),
            "begin_at": formatter.string(from: timeline.beginAt),
            "ready_at": formatter.string(from: timeline.readyAt),
            "late_by_minutes": TimelineText.minutes(Int(timeline.lateBy.rounded(.up))),
            "hands_on_minutes": TimelineText.minutes(timeline.handsOnSeconds),
            "dishes": dishes,
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
