import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous shop [--week W | --date D] [--format text|markdown|json]`: the week's shopping list.
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shop", abstract: "Print the shopping list for a week of the plan.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @OptionGroup var options: GlobalOptions
    @OptionGroup var which: PlanWeekOptions
    @Option(name: .long, help: "text, markdown or json.") var format: Format = .text
    @Flag(name: .long, help: "Show which recipes need each item.") var recipes = false

    func run() throws {
        try reportingErrors {
            let database = try options.openLibrary()
            let calendar = try database.planCalendar(timeZone: .current)
            let start = try which.weekStart(calendar: calendar)
            let list = try database.shoppingList(weekFrom: start)
            switch format {
            case .text: print(list.rendered(markdown: false, showRecipes: recipes), terminator: "")
            case .markdown: print(list.rendered(markdown: true, showRecipes: recipes), terminator: "")
            case .json: print(try Self.json(list))
            }
        }
    }

    static func json(_ list: ShoppingList) throws -> String {
        func line(_ l: ShoppingLine) -> [String: Any] {
            ["key": l.key, "name": l.name, "amount": l.amount, "aisle": l.aisle.rawValue, "recipes": l.recipes,
             "checked": l.isChecked, "manual": l.isManual]
        }
        let object: [String: Any] = [
            "list": list.listID, "title": list.title, "items": list.lines.map(line), "staples": list.staples.map(line),
            "notes": list.notes,
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
