import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous plan serve-time [SLOT [TIME]]`: the usual time each meal is served, which the timeline
/// (`@` on a plan cell) starts from.
struct PlanServeTimeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-time",
        abstract: "Show or set when each meal is usually served (the timeline's default serve time).",
        discussion: "sous plan serve-time Dinner 19:30 sets it; sous plan serve-time Dinner default goes back to the usual time.")

    @OptionGroup var options: GlobalOptions
    @Argument(help: "A meal row of the plan (Breakfast, Lunch, Dinner, or one you added).") var slot: String?
    @Argument(help: "A time of day (19:30, 7.30pm), or \"default\".") var time: String?

    func run() throws {
        try reportingErrors {
            let database = try options.openLibrary()
            let slots = try database.mealSlots()
            if let slot {
                guard let found = slots.first(where: { $0.name.lowercased() == slot.lowercased() }) else {
                    throw CommandFailure("There is no meal row \"\(slot)\"; the rows are " + slots.map(\.name).joined(separator: ", ") + ".")
                }
                if let time {
                    if time.lowercased() == "default" {
                        try SlotServeTime.set(nil, forSlot: found.name, in: database)
                    } else {
                        guard let parsed = ServeTime(parsing: time) else {
                            throw CommandFailure("Give a time of day such as 19:30 or 7.30pm, not \"\(time)\".")
                        }
                        try SlotServeTime.set(parsed, forSlot: found.name, in: database)
                    }
                }
                CommandOutput.line("\(found.name)\t\(try SlotServeTime.time(forSlot: found.name, in: database))")
                return
            }
            for slot in slots {
                CommandOutput.line("\(slot.name)\t\(try SlotServeTime.time(forSlot: slot.name, in: database))")
            }
        }
    }
}
