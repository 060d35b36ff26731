import ArgumentParser
import Foundation
import SousApp
import SousServices

/// `sous timeline --serve 13:00 RECIPE...`: the dishes laid out backwards from the time you eat.
struct TimelineCommand: ReportingCommand {
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

    func perform() throws {
        let calendar = Calendar.current
        let now = Date()
        let planning = TimelinePlanning(calendar: calendar, now: now)
        let serveAt = try planning.serveAt(serve: serve, date: date, stepMinutes: stepMinutes, dishes: recipes.count)
        // Only --start writes: a timeline is worked out from a read-only library as well.
        let database = try start ? options.openLibrary() : options.openForReading()
        let timeline = try planning.timeline(serveAt: serveAt, recipes: recipes, stepMinutes: stepMinutes, in: database)
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
