import ArgumentParser
import Foundation
import SousCore

/// `--week 2026-W48` or `--date 2026-11-23`: which week a plan command is about (default: this week).
struct PlanWeekOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("An ISO week, e.g. 2026-W48.", valueName: "YYYY-Www")) var week: String?
    @Option(name: .long, help: ArgumentHelp("Any day of the week, e.g. 2026-11-23.", valueName: "YYYY-MM-DD")) var date: String?

    /// The first day of the chosen week, by the plan's week-start setting.
    func weekStart(calendar: PlanCalendar, now: Date = Date()) throws -> PlanDay {
        if week != nil && date != nil { throw CommandFailure("give either --week or --date, not both") }
        if let week {
            guard let iso = ISOWeek(week) else {
                throw CommandFailure("\u{201C}\(week)\u{201D} is not a week: write it as 2026-W48 (weeks 1 to 52, or 53 in long years)")
            }
            return calendar.weekStart(containing: iso.monday)
        }
        if let date {
            guard let day = PlanDay(iso: date) else {
                throw CommandFailure("\u{201C}\(date)\u{201D} is not a date: write it as 2026-11-23")
            }
            return calendar.weekStart(containing: day)
        }
        return calendar.weekStart(containing: calendar.today(now))
    }
}
