import Foundation
import SousCore
import SousStore

/// `sous timeline`: the serve time and day as typed, checked, and the dishes laid out backwards
/// from them.
public struct TimelinePlanning {
    public let calendar: Calendar
    public let now: Date

    public init(calendar: Calendar, now: Date) {
        self.calendar = calendar
        self.now = now
    }

    /// When to serve: `serve` ("13:00", "7.30pm") on `date` (YYYY-MM-DD, default today), checked
    /// with the request's other values before the library is opened.
    public func serveAt(serve: String, date: String?, stepMinutes: Int, dishes: Int) throws -> Date {
        guard let serveTime = ServeTime(parsing: serve) else {
            throw ServiceFailure("--serve takes a time of day such as 13:00, 1pm or 7.30pm, not \"\(serve)\".")
        }
        guard (0...240).contains(stepMinutes) else { throw ServiceFailure("--step-minutes must be from 0 to 240.") }
        guard dishes > 0 else { throw ServiceFailure("Name at least one recipe.") }
        guard dishes <= 12 else { throw ServiceFailure("A timeline takes at most 12 dishes.") }
        let day = try date.map(day) ?? now
        guard let serveAt = serveTime.date(on: day, calendar: calendar) else {
            throw ServiceFailure("\(serveTime) does not exist on that day.")
        }
        return serveAt
    }

    /// The timeline for `recipes` (ids or title starts), with `stepMinutes` for a step that names no time.
    public func timeline(serveAt: Date, recipes: [String], stepMinutes: Int, in database: AppDatabase) throws -> Timeline {
        let dishes = try recipes.map { TimelineDish(recipe: try database.findRecipe($0), defaultStepSeconds: stepMinutes * 60) }
        return TimelineScheduler.schedule(dishes, serveAt: serveAt, now: now)
    }

    /// Noon on the day `text` names (YYYY-MM-DD).
    func day(_ text: String) throws -> Date {
        let parts = text.split(separator: "-").map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let dayNumber = parts[2],
              let date = calendar.date(from: DateComponents(year: year, month: month, day: dayNumber, hour: 12)),
              calendar.component(.day, from: date) == dayNumber else {
            throw ServiceFailure("--date takes a day as YYYY-MM-DD, such as 2026-11-29, not \"\(text)\".")
        }
        return date
    }
}
