import ArgumentParser
import Foundation
import SousServices

/// `sous plan serve-time [SLOT [TIME]]`: the usual time each meal is served, which the timeline
/// (`@` on a plan cell) starts from.
struct PlanServeTimeCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-time",
        abstract: "Show or set when each meal is usually served (the timeline's default serve time).",
        discussion: "sous plan serve-time Dinner 19:30 sets it; sous plan serve-time Dinner default goes back to the usual time.")

    @OptionGroup var options: GlobalOptions
    @Argument(help: "A meal row of the plan (Breakfast, Lunch, Dinner, or one you added).") var slot: String?
    @Argument(help: "A time of day (19:30, 7.30pm), or \"default\".") var time: String?

    func perform() throws {
        for line in try ServeTimes.lines(slot: slot, time: time, in: options.openLibrary()) { CommandOutput.line(line) }
    }
}
