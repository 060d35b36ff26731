import ArgumentParser
import Foundation
import SousCore
import SousServices

/// `sous pantry [list|add LINES...|remove NAME|clear] [--json]`: what the kitchen holds.
struct PantryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantry", abstract: "What the kitchen holds: list, add, remove, clear.",
        subcommands: [List.self, Add.self, Remove.self, Clear.self], defaultSubcommand: List.self)

    static func today() -> PlanDay { PlanDay(Date(), in: .current) }

    struct List: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "Every item, with its amount, place and date; the staples as always there.")
        @OptionGroup var options: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        func perform() throws {
            let database = try options.openForReading()
            let items = try database.pantryItems()
            let staples = try database.pantryStaples()
            try CommandOutput.print(json: json, { try PantryReport.json(items: items, staples: staples) },
                                    else: { PantryReport.lines(items: items, staples: staples, today: PantryCommand.today()) })
        }
    }

    struct Add: ReportingCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add items: sous pantry add \"2 onions, 500 g rice\" milk (same food again adds up).")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "Items, several to an argument split by commas or newlines.") var lines: [String] = []
        @Option(name: .long, help: "Best-before date (YYYY-MM-DD) for items that give none.") var bestBefore: String?
        @Option(name: .customLong("in"), help: "Where they are kept: fridge, freezer, cupboard or an aisle.") var location: String?
        @Flag(name: .long, help: "Print JSON.") var json = false
        @Option(name: .long, help: ArgumentHelp("A photo of the counter, fridge or cupboard: the assistant lists the foods it shows.", valueName: "file"))
        var photo: String?
        @Flag(name: .long, help: "With --photo: add what the assistant saw (without it, the list is shown to confirm).") var yes = false

        func validate() throws {
            if photo == nil && lines.isEmpty { throw ValidationError("give the items to add, or --photo FILE") }
            if photo != nil && !lines.isEmpty { throw ValidationError("--photo takes no items: the photo says what to add") }
            if yes && photo == nil { throw ValidationError("--yes goes with --photo") }
        }

        func perform() throws {
            var lines = self.lines
            if let photo {
                lines = try PantryPhoto.items(in: photo, options: options)
                guard yes else {
                    CommandOutput.line("seen in the photo: " + lines.joined(separator: ", "))
                    CommandOutput.line("not added: check the list, then sous pantry add --photo \(photo) --yes (or add the ones you want by name)")
                    return
                }
            }
            let items = try PantryReport.items(from: lines, bestBefore: bestBefore, location: location, today: PantryCommand.today())
            let changes = try options.openDatabase().addPantryItems(items)
            try CommandOutput.print(json: json, { try PantryReport.json(changes: changes) }, else: { PantryReport.lines(changes: changes) })
        }
    }

    struct Remove: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "Take a food out of the pantry: sous pantry remove onions.")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "The food's name.") var name: String

        func perform() throws {
            let removed = try options.openDatabase().removePantryItems(named: name)
            guard !removed.isEmpty else { throw CommandFailure("There is no \u{201C}\(name)\u{201D} in the pantry.") }
            for change in removed { CommandOutput.line("removed " + (change.before?.text ?? name)) }
        }
    }

    struct Clear: ReportingCommand {
        static let configuration = CommandConfiguration(abstract: "Empty the pantry (the staples stay).")
        @OptionGroup var options: GlobalOptions

        func perform() throws {
            let removed = try options.openDatabase().clearPantry()
            CommandOutput.line("removed \(removed.count) item\(removed.count == 1 ? "" : "s"); the staples stay")
        }
    }
}
