import Foundation
import SousCore

/// The words a timeline is read in, shared by the timeline screen and `sous timeline`:
/// clock times in the cook's time zone, "begin at 10:40", and what to say when it is too late.
public struct TimelineText: Sendable {
    public var calendar: Calendar

    public init(calendar: Calendar) {
        self.calendar = calendar
    }

    /// The Gregorian calendar in `timeZone`.
    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.init(calendar: calendar)
    }

    /// "13:05".
    public func clock(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    /// "Sun 29 Nov".
    public func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekday = weekdays[((parts.weekday ?? 1) - 1 + 7) % 7]
        let month = months[((parts.month ?? 1) - 1 + 12) % 12]
        return "\(weekday) \(parts.day ?? 1) \(month)"
    }

    /// "Serve at 13:00 · begin at 10:40 · hands-on 48 min".
    public func summary(_ timeline: Timeline) -> String {
        var parts = ["Serve at \(clock(timeline.serveAt))"]
        if !timeline.dishes.allSatisfy(\.steps.isEmpty) {
            parts.append(timeline.lateBy > 0 ? "begin now (\(clock(timeline.beginAt)))" : "begin at \(clock(timeline.beginAt))")
            parts.append("hands-on \(RecipeFacts.duration(minutes: Self.minutes(timeline.handsOnSeconds)))")
        }
        return parts.joined(separator: " · ")
    }

    /// Nil when the serve time is met; else "Too late for 13:00 by 35 min: ready at 13:35 if you begin now."
    public func lateness(_ timeline: Timeline) -> String? {
        guard timeline.lateBy > 0 else { return nil }
        let late = RecipeFacts.duration(minutes: Self.minutes(Int(timeline.lateBy.rounded(.up))))
        return "Too late for \(clock(timeline.serveAt)) by \(late): ready at \(clock(timeline.readyAt)) if you begin now."
    }

    /// "10:40  start Roast Beef: season the beef" for each step, soonest first.
    public func startLines(_ timeline: Timeline) -> [String] {
        timeline.startsInOrder.map { step in
            let length = RecipeFacts.duration(minutes: Self.minutes(step.seconds))
            let how = step.handsOn ? "hands-on" : "hands-off"
            return "\(clock(step.start))  \(step.dishTitle), step \(step.step + 1): \(step.text) (\(length), \(how))"
        }
    }

    /// Whole minutes, rounding a part minute up so "30 s" never reads as "0 min".
    static func minutes(_ seconds: Int) -> Int { (max(0, seconds) + 59) / 60 }
}

extension AppState {
    /// Clock times in the cook's time zone, for every screen and message that shows them.
    public var timelineText: TimelineText {
        TimelineText(timeZone: timeZone)
    }
}
