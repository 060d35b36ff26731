import Foundation

/// How the plan lays out weeks: which weekday starts a week, and the time zone that decides
/// which day "now" is. Passed in, never read from the environment, so tests are exact.
public struct PlanCalendar: Hashable, Sendable {
    /// ISO weekday the grid starts on: 1 Monday (the default) ... 7 Sunday.
    public var firstWeekday: Int
    public var timeZone: TimeZone

    public init(firstWeekday: Int = 1, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        self.firstWeekday = (1...7).contains(firstWeekday) ? firstWeekday : 1
        self.timeZone = timeZone
    }

    public func today(_ now: Date) -> PlanDay { PlanDay(now, in: timeZone) }

    /// The first day of the displayed week that holds `day`.
    public func weekStart(containing day: PlanDay) -> PlanDay {
        let back = (day.weekday - firstWeekday + 7) % 7
        return day.adding(days: -back)
    }

    /// The seven days of the week that starts on `start`.
    public func week(from start: PlanDay) -> [PlanDay] { (0..<7).map { start.adding(days: $0) } }

    /// Parses a weekday name or number for the `week_start` setting ("monday", "sun", "7").
    public static func weekday(named text: String) -> Int? {
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        if let n = Int(lower), (1...7).contains(n) { return n }
        let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        return names.firstIndex { lower.hasPrefix($0) }.map { $0 + 1 }
    }
}
