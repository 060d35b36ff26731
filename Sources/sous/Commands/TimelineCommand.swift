import ArgumentParser
import Foundation
import SousApp
import SousCore
import SousStore

/// `sous timeline --serve 13:00 RECIPE...`: the dishes laid out backwards from the time you eat.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Plan cooking backwards from the serve time: when to start each step of each dish.")

    @OptionGroup var options: GlobalOptions
    @Option(name: .long, help: "When to eat: 13:00, 1pm, 7.30pm.") var serve: String
    @Argument(help: "Recipe ids or the starts of titles, one per dish.") var recipes: [String]
    @Option(name: .long, help: "The day (YYYY-MM-DD; default today).") var date: String?
    @Option(name: .long, help: "Minutes for a step that names no time (default 3).") var stepMinutes: Int = 3
    @Flag(name: .long, help: "Print JSON.") var json = false
    @Flag(name: .long, help: "Run it: each step's start rings in sous, and its timer starts once acknowledged.") var start = false

    func run() throws {
        try reportingErrors {
            guard let serveTime = ServeTime(parsing: serve) else {
                throw CommandFailure("--serve takes a time of day such as 13:00, 1pm or 7.30pm, not \"\(serve)\".")
            }
            guard (0...240).contains(stepMinutes) else { throw CommandFailure("--step-minutes must be from 0 to 240.") }
            guard !recipes.isEmpty else { throw CommandFailure("Name at least one recipe.") }
            guard recipes.count <= 12 else { throw CommandFailure("A timeline takes at most 12 dishes.") }
            let calendar = Calendar.current
            let now = Date()
            let day = try date.map { try Self.day($0, calendar: calendar) } ?? now
            guard let serveAt = serveTime.date(on: day, calendar: calendar) else {
                throw CommandFailure("\(serveTime) does not exist on that day.")
            }
            // Only --start writes: a timeline is worked out from a read-only library as well.
            let database = try start ? options.openLibrary() : options.openForReading()
            let dishes = try recipes.map { TimelineDish(recipe: try database.findRecipe($0), defaultStepSeconds: stepMinutes * 60) }
            let timeline = TimelineScheduler.schedule(dishes, serveAt: serveAt, now: now)
            let text = TimelineText(calendar: calendar)
            if json {
                CommandOutput.json(try TimelineJSON.encode(timeline, calendar: calendar))
            } else {
                CommandOutput.line("\(text.summary(timeline)) (\(text.day(timeline.serveAt)))")
                if let late = text.lateness(timeline) { CommandOutput.line(late) }
                for line in text.startLines(timeline) { CommandOutput.line(line) }
            }
            if start {
                let starts = try database.runTimeline(timeline, now: now)
                let first = starts.first.map { " First start at \(text.clock($0.startAt)): \($0.announcement)" } ?? ""
                let message = "Running: sous rings at each start and the timer dashboard shows the next ones.\(first)"
                if json { CommandOutput.error(message) } else { CommandOutput.line(message) }
            }
        }
    }

    static func day(_ text: String, calendar: Calendar) throws -> Date {
        let parts = text.split(separator: "-").map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let dayNumber = parts[2],
              let date = calendar.date(from: DateComponents(year: year, month: month, day: dayNumber, hour: 12)),
              calendar.component(.day, from: date) == dayNumber else {
            throw CommandFailure("--date takes a day as YYYY-MM-DD, such as 2026-11-29, not \"\(text)\".")
        }
        return date
    }
}
