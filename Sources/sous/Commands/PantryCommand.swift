import ArgumentParser
import Foundation
import SousCore
import SousFormats
import SousStore

/// `sous pantry [list|add LINES...|remove NAME|clear] [--json]`: what the kitchen holds.
struct PantryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantry", abstract: "What the kitchen holds: list, add, remove, clear.",
        subcommands: [List.self, Add.self, Remove.self, Clear.self], defaultSubcommand: List.self)

    static func today() -> PlanDay { PlanDay(Date(), in: .current) }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every item, with its amount, place and date; the staples as always there.")
        @OptionGroup var options: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        func run() throws {
            try reportingErrors {
                let database = try options.openForReading()
                let items = try database.pantryItems()
                let staples = try database.pantryStaples()
                let shownStaples = staples
                if json {
                    var rows: [[String: Any]] = items.map { item in
                        [
                            "name": item.name, "key": item.key, "amount": item.amountText,
                            "quantity": item.quantity.map { $0.doubleValue as Any } ?? NSNull(),
                            "unit": item.unit.map { $0 as Any } ?? NSNull(),
                            "best_before": item.bestBefore.map { $0.iso as Any } ?? NSNull(),
                            "location": item.location.map { $0 as Any } ?? NSNull(), "staple": false,
                        ]
                    }
                    rows += shownStaples.map { name in
                        ["name": name, "key": ShoppingName.key(for: name), "amount": "", "quantity": NSNull(), "unit": NSNull(),
                         "best_before": NSNull(), "location": NSNull(), "staple": true]
                    }
                    let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
                    CommandOutput.json(String(decoding: data, as: UTF8.self))
                    return
                }
                if items.isEmpty {
                    CommandOutput.line("The pantry is empty. Add things with: sous pantry add \"2 onions, 500 g rice, milk\"")
                }
                let today = PantryCommand.today()
                for item in items {
                    var parts = [item.text]
                    if let location = item.location { parts.append("in the " + location) }
                    if let day = item.bestBefore {
                        let mark = PantryDateMark(bestBefore: day, today: today)
                        parts.append("best before " + day.iso + (mark.text.map { " (\($0))" } ?? ""))
                    }
                    CommandOutput.line("  " + parts.joined(separator: ", "))
                }
                if !shownStaples.isEmpty {
                    CommandOutput.line("Always there (staples): " + shownStaples.joined(separator: ", "))
                }
            }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add items: sous pantry add \"2 onions, 500 g rice\" milk (same food again adds up).")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "Items, several to an argument split by commas or newlines.") var lines: [String] = []
        @Option(name: .long, help: "Best-before date (YYYY-MM-DD) for items that give none.") var bestBefore: String?
        @Option(name: .customLong("in"), help: "Where they are kept: fridge, freezer, cupboard or an aisle.") var location: String?
        @Flag(name: .long, help: "Print JSON.") var json = false

        func run() throws {
            try reportingErrors {
                let today = PantryCommand.today()
                var date: PlanDay?
                if let bestBefore {
                    guard let day = PantryLines.date(bestBefore, today: today) else {
                        throw CommandFailure("\u{201C}\(bestBefore)\u{201D} is not a date; write it as 2026-11-30. Nothing was added.")
                    }
                    date = day
                }
                var place: String?
                if let location {
                    guard let known = PantryLocation.normalised(location) else {
                        throw CommandFailure("\u{201C}\(location)\u{201D} is not a place; use one of: " + PantryLocation.allNames.joined(separator: ", ") + ". Nothing was added.")
                    }
                    place = known
                }
                let items: [PantryItem]
                do {
                    items = try PantryLines.items(from: lines, bestBefore: date, location: place, today: today)
                } catch let failure as PantryLines.Failure {
                    throw CommandFailure(failure.description)
                }
                let changes = try options.openDatabase().addPantryItems(items)
                if json {
                    let rows: [[String: Any]] = changes.compactMap(\.after).map { ["name": $0.name, "key": $0.key, "amount": $0.amountText] }
                    let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
                    CommandOutput.json(String(decoding: data, as: UTF8.self))
                    return
                }
                for change in changes {
                    guard let after = change.after else { continue }
                    CommandOutput.line(change.before == nil ? "added \(after.text)" : "now \(after.text)")
                }
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Take a food out of the pantry: sous pantry remove onions.")
        @OptionGroup var options: GlobalOptions
        @Argument(help: "The food's name.") var name: String

        func run() throws {
            try reportingErrors {
                let removed = try options.openDatabase().removePantryItems(named: name)
                guard !removed.isEmpty else { throw CommandFailure("There is no \u{201C}\(name)\u{201D} in the pantry.") }
                for change in removed { CommandOutput.line("removed " + (change.before?.text ?? name)) }
            }
        }
    }

    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Empty the pantry (the staples stay).")
        @OptionGroup var options: GlobalOptions

        func run() throws {
            try reportingErrors {
                let removed = try options.openDatabase().clearPantry()
                CommandOutput.line("removed \(removed.count) item\(removed.count == 1 ? "" : "s"); the staples stay")
            }
        }
    }
}
