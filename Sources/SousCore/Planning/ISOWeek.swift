import Foundation

/// An ISO 8601 week, "2026-W48": weeks start on Monday and week 1 holds the year's first Thursday,
/// so some years (2020, 2026) have a week 53 and a week's year can differ from its days' years.
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let week: Int

    /// nil when the year has no such week (2025-W53).
    public init?(year: Int, week: Int) {
        guard (1...9999).contains(year), week >= 1, week <= ISOWeek.weeks(in: year) else { return nil }
        self.year = year
        self.week = week
    }

    /// Parses "2026-W48" (also "2026W48", "2026-w48").
    public init?(_ text: String) {
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        let parts = upper.split(separator: "W", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        var yearText = String(parts[0])
        if yearText.hasSuffix("-") { yearText.removeLast() }
        guard yearText.count == 4, (1...2).contains(parts[1].count),
              yearText.allSatisfy({ $0.isASCII && $0.isNumber }), parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
              let y = Int(yearText), let w = Int(parts[1]) else { return nil }
        self.init(year: y, week: w)
    }

    /// The ISO week that holds `day`.
    public init(containing day: PlanDay) {
        // The week belongs to the year of its Thursday.
        let thursday = day.adding(days: 4 - day.weekday)
        let firstOfYear = PlanDay(year: thursday.year, month: 1, day: 1)!
        year = thursday.year
        week = firstOfYear.days(to: thursday) / 7 + 1
    }

    /// The Monday that starts the week.
    public var monday: PlanDay {
        let jan4 = PlanDay(year: year, month: 1, day: 4)!
        let week1Monday = jan4.adding(days: 1 - jan4.weekday)
        return week1Monday.adding(days: (week - 1) * 7)
    }

    public var days: [PlanDay] { (0..<7).map { monday.adding(days: $0) } }

    public func adding(weeks: Int) -> ISOWeek { ISOWeek(containing: monday.adding(days: 7 * weeks)) }

    /// 52 or 53.
    public static func weeks(in year: Int) -> Int {
        guard let dec28 = PlanDay(year: year, month: 12, day: 28) else { return 52 }
        return ISOWeek(containing: dec28).week
    }

    public var description: String { String(year) + "-W" + (week < 10 ? "0" : "") + String(week) }

    public static func < (l: ISOWeek, r: ISOWeek) -> Bool { (l.year, l.week) < (r.year, r.week) }
}

