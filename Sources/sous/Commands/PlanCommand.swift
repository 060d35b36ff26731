import ArgumentParser
import Foundation
import SousApp
import SousCore
import SousServices

/// `sous plan`: print a week of the meal plan; `sous plan add` plans a recipe.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Show or change the meal plan.",
        subcommands: [PlanShowCommand.self, PlanAddCommand.self, PlanServeTimeCommand.self, PlanExportCommand.self],
        defaultSubcommand: PlanShowCommand.self)
}

/// `sous plan export --ics FILE [--week W | --date D] [--weeks N]`.
struct PlanExportCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write weeks of the meal plan as an iCalendar (.ics) file for a calendar app.",
        discussion: "Each meal is an event at its row's serve time (sous plan serve-time), with an alarm where a timeline says when to start. A new export of the same plan updates a calendar's events rather than adding them again.")

    @OptionGroup var options: GlobalOptions
    @OptionGroup var which: PlanWeekOptions
    @Option(name: .long, help: ArgumentHelp("The file to write, or - to print it.", valueName: "file")) var ics: String
    @Option(name: .long, help: "How many weeks, from the chosen one (default 4).") var weeks = 4

    func perform() throws {
        guard (1...104).contains(weeks) else { throw CommandFailure("--weeks must be a whole number from 1 to 104") }
        let database = try options.openForReading()
        let start = try which.weekStart(calendar: try database.planCalendar(timeZone: .current))
        if let said = try PlanCalendarExport.export(to: ics, from: start, weeks: weeks, in: database) { CommandOutput.line(said) }
    }
}

/// `sous plan [--week W | --date D] [--json]`.
struct PlanShowCommand: ReportingCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a week of the meal plan.")

    @OptionGroup var options: GlobalOptions
    @OptionGroup var which: PlanWeekOptions
    @Flag(name: .long, help: "Print JSON.") var json = false

    func perform() throws {
        let database = try options.openForReading()
        let calendar = try database.planCalendar(timeZone: .current)
        let start = try which.weekStart(calendar: calendar)
        let slots = try database.mealSlots()
        let entries = try database.planEntries(from: start, through: start.adding(days: 6))
        let household = HouseholdState(people: try database.people())
        try CommandOutput.print(json: json, { try PlanReport.json(start: start, slots: slots, entries: entries, household: household) },
                                else: { PlanReport.lines(calendar: calendar, start: start, slots: slots, entries: entries, household: household) })
    }
}

/// `sous plan add DATE SLOT RECIPE [--servings N]`.
struct PlanAddCommand: ReportingCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Plan a recipe for a day and meal.")

    @OptionGroup var options: GlobalOptions
    @Argument(help: ArgumentHelp("The day, e.g. 2026-11-23.", valueName: "date")) var date: String
    @Argument(help: ArgumentHelp("The meal, e.g. Dinner.", valueName: "slot")) var slot: String
    @Argument(help: ArgumentHelp("A recipe id, or the start of a title.", valueName: "recipe")) var recipe: String
    @Option(name: .long, help: "Servings to cook (default: the recipe's own).") var servings: Int?
    @Option(name: .customLong("for"), help: "Who eats it, as names separated by commas (default: the household; see sous diet).")
    var eaters: String?

    func perform() throws {
        guard let day = PlanDay(iso: date) else {
            throw CommandFailure("\u{201C}\(date)\u{201D} is not a date: write it as 2026-11-23")
        }
        if let servings, !(1...500).contains(servings) {
            throw CommandFailure("--servings must be a whole number from 1 to 500")
        }
        let database = try options.openLibrary()
        let lines = try PlanReport.add(recipe: recipe, day: day, slot: slot, servings: servings, eaters: eaters, in: database)
        // The folder's calendar follows at once, not at the next opening.
        try LibraryFolder.bound(database)?.writeCalendar()
        for line in lines { CommandOutput.line(line) }
    }
}
