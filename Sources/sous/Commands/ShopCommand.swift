import ArgumentParser
import Foundation
import SousCore
import SousServices
import SousStore

/// `sous shop [--week W | --date D] [--format text|markdown|json]`: the week's shopping list;
/// `sous shop --recipe R [--recipe R…] [--servings N | --scale F]`: a list for recipes picked by hand.
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shop", abstract: "Print the shopping list for a week of the plan, or for recipes you name.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @OptionGroup var options: GlobalOptions
    @OptionGroup var which: PlanWeekOptions
    @Option(name: .long, help: "text, markdown or json.") var format: Format = .text
    @Flag(name: .long, help: "Show which recipes need each item.") var recipes = false
    @Option(name: .long, help: ArgumentHelp("A recipe (id or title) to shop for instead of the plan; repeat for more.", valueName: "recipe"))
    var recipe: [String] = []
    @Option(name: .long, help: "Servings for each recipe named with --recipe (default: its own).") var servings: Int?
    @Option(name: .long, help: ArgumentHelp("Multiply every amount of each recipe named with --recipe by this: 2, 1.5, 1/2.", valueName: "factor"))
    var scale: String?

    func run() throws {
        try reportingErrors {
            if let servings, !(1...500).contains(servings) {
                throw CommandFailure("--servings must be a whole number from 1 to 500")
            }
            if servings != nil || scale != nil, recipe.isEmpty {
                throw CommandFailure("--\(servings != nil ? "servings" : "scale") goes with --recipe; the plan's entries keep their own servings")
            }
            let request = try ScaleRequest(servings: servings, scale: scale)
            let database = try options.openForReading()
            let list: ShoppingList
            if recipe.isEmpty {
                let calendar = try database.planCalendar(timeZone: .current)
                list = try database.shoppingList(weekFrom: try which.weekStart(calendar: calendar))
            } else {
                let chosen = try recipe.map { try database.findRecipe($0) }
                for found in chosen { _ = try request.factor(for: found) }
                var multiple: Rational? = nil
                if case .multiple(let value) = request { multiple = value }
                let ids = chosen.compactMap(\.id).map(String.init).joined(separator: ",")
                list = try database.shoppingList(recipes: chosen, servings: servings, multiple: multiple, listID: "recipes:" + ids,
                                                 title: "Shopping for " + chosen.map(\.title).joined(separator: ", "))
            }
            switch format {
            case .text: CommandOutput.line(list.rendered(markdown: false, showRecipes: recipes), terminator: "")
            case .markdown: CommandOutput.line(list.rendered(markdown: true, showRecipes: recipes), terminator: "")
            case .json: CommandOutput.json(try ShoppingReport.json(list))
            }
        }
    }
}
