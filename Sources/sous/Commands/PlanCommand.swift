import ArgumentParser
import Foundation
import SousApp
import SousCore
import SousStore

/// `sous plan`: print a week of the meal plan; `sous plan add` plans a recipe.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Show or change the meal plan.",
        subcommands: [PlanShowCommand.self, PlanAddCommand.self, PlanServeTimeCommand.self], defaultSubcommand: PlanShowCommand.self)
}

/// `sous plan [--week W | --date D] [--json]`.
struct PlanShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a week of the meal plan.")

    @OptionGroup var options: GlobalOptions
    @OptionGroup var which: PlanWeekOptions
    @Flag(name: .long, help: "Print JSON.") var json = false

    func run() throws {
        try reportingErrors {
            let database = try options.openForReading()
            let calendar = try database.planCalendar(timeZone: .current)
            let start = try which.weekStart(calendar: calendar)
            let slots = try database.mealSlots()
            let entries = try database.planEntries(from: start, through: start.adding(days: 6))
            let household = HouseholdState(people: try database.people())
            if json {
                CommandOutput.json(try Self.json(start: start, slots: slots, entries: entries, household: household))
                return
            }
            let end = start.adding(days: 6)
            CommandOutput.line("Meal plan \(ISOWeek(containing: start)): \(start.iso) to \(end.iso)")
            for day in calendar.week(from: start) {
                CommandOutput.line("")
                CommandOutput.line("\(day.weekdayShortName) \(day.day) \(day.monthShortName)")
                for slot in slots {
                    let cell = entries.filter { $0.day == day && $0.slotID == slot.id }
                    let text = cell.isEmpty ? "-" : cell.map { Self.label($0, household: household) }.joined(separator: "; ")
                    CommandOutput.line("  \(slot.name): \(text)")
                }
            }
        }
    }

    /// The entry as the grid names it, with who eats it when set and why it does not suit them.
    static func label(_ entry: PlanEntry, household: HouseholdState) -> String {
        var text = entry.label
        if entry.eaters != nil { text += " (for " + household.eaters(entry.eaters).map(\.name).joined(separator: ", ") + ")" }
        if let safety = entry.recipeSafety, case let verdict = household.verdict(safety, eaters: entry.eaters), !verdict.isSafe {
            text += " [" + (verdict.hasAllergy ? "⚠ " : "") + verdict.sentence + "]"
        }
        return text
    }

    static func json(start: PlanDay, slots: [MealSlot], entries: [PlanEntry], household: HouseholdState) throws -> String {
        let names = Dictionary(uniqueKeysWithValues: slots.map { ($0.id, $0.name) })
        let days: [[String: Any]] = (0..<7).map { offset in
            let day = start.adding(days: offset)
            let planned = entries.filter { $0.day == day }.map { entry -> [String: Any] in
                [
                    "slot": names[entry.slotID] ?? "",
                    "kind": entry.isNote ? "note" : entry.isDeletedRecipe ? "deleted_recipe" : "recipe",
                    "recipe_id": entry.recipeID.map { $0 as Any } ?? NSNull(),
                    "title": entry.isNote ? NSNull() : entry.title as Any,
                    "servings": (entry.servings ?? entry.recipeServings).map { $0 as Any } ?? NSNull(),
                    "note": entry.note.map { $0 as Any } ?? NSNull(),
                    "eaters": household.eaters(entry.eaters).map(\.name),
                    "not_safe_for": entry.recipeSafety.map { household.verdict($0, eaters: entry.eaters).conflicts.map(\.person) } ?? [],
                ]
            }
            return ["date": day.iso, "weekday": day.weekdayShortName, "entries": planned]
        }
        let object: [String: Any] = [
            "week": ISOWeek(containing: start).description, "start": start.iso,
            "slots": slots.map(\.name), "days": days,
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// `sous plan add DATE SLOT RECIPE [--servings N]`.
struct PlanAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Plan a recipe for a day and meal.")

    @OptionGroup var options: GlobalOptions
    @Argument(help: ArgumentHelp("The day, e.g. 2026-11-23.", valueName: "date")) var date: String
    @Argument(help: ArgumentHelp("The meal, e.g. Dinner.", valueName: "slot")) var slot: String
    @Argument(help: ArgumentHelp("A recipe id, or the start of a title.", valueName: "recipe")) var recipe: String
    @Option(name: .long, help: "Servings to cook (default: the recipe's own).") var servings: Int?
    @Option(name: .customLong("for"), help: "Who eats it, as names separated by commas (default: the household; see sous diet).")
    var eaters: String?

    func run() throws {
        try reportingErrors {
            guard let day = PlanDay(iso: date) else {
                throw CommandFailure("\u{201C}\(date)\u{201D} is not a date: write it as 2026-11-23")
            }
            if let servings, !(1...500).contains(servings) {
                throw CommandFailure("--servings must be a whole number from 1 to 500")
            }
            let database = try options.openLibrary()
            guard let meal = try database.mealSlot(named: slot) else {
                let names = try database.mealSlots().map(\.name).joined(separator: ", ")
                throw CommandFailure("\u{201C}\(slot)\u{201D} is not a meal in the plan; the meals are \(names)")
            }
            let found = try database.findRecipe(recipe)
            guard let id = found.id else { throw CommandFailure("that recipe has no id") }
            let people = try database.people()
            let eaterIDs = try eaters.flatMap { try Self.ids(of: $0, among: people) }
            try database.addPlanEntry(PlanEntry(day: day, slotID: meal.id, recipeID: id, title: found.title,
                                                servings: servings == found.servings ? nil : servings, eaters: eaterIDs))
            CommandOutput.line("Planned \(found.title) for \(meal.name) on \(day.weekdayShortName) \(day.iso).")
            let safety = AllergenDetector.standard.safety(of: found, corrections: try database.foodCorrections())
            let verdict = HouseholdState(people: people).verdict(safety, eaters: eaterIDs)
            if !verdict.isSafe { CommandOutput.line((verdict.hasAllergy ? "Warning: " : "Note: ") + verdict.sentence + ".") }
        }
    }
}

extension PlanAddCommand {
    /// The ids of the people named in "Sam, Maria", with a clear error for a name nobody has.
    static func ids(of names: String, among people: [Person]) throws -> [Int64]? {
        let wanted = names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if wanted.isEmpty || wanted.map({ $0.lowercased() }) == ["everyone"] { return nil }
        return try wanted.map { name in
            guard let id = people.named(name)?.id else {
                let known = people.map(\.name).joined(separator: ", ")
                throw CommandFailure("There is no one called \(name)" + (known.isEmpty ? "; add people with sous diet add-person" : "; known: \(known)"))
            }
            return id
        }
    }
}
