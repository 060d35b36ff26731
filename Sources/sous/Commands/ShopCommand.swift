import ArgumentParser
import Foundation
import SousCore
import SousServices

/// `sous shop [--week W | --date D] [--format text|markdown|json]`: the week's shopping list;
/// `sous shop --recipe R [--recipe R…] [--servings N | --scale F]`: a list for recipes picked by hand.
struct ShopCommand: ReportingCommand {
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

    func perform() throws {
        if let servings, !(1...500).contains(servings) {
            throw CommandFailure("--servings must be a whole number from 1 to 500")
        }
        if servings != nil || scale != nil, recipe.isEmpty {
            throw CommandFailure("--\(servings != nil ? "servings" : "scale") goes with --recipe; the plan's entries keep their own servings")
        }
        let request = try ScaleRequest(servings: servings, scale: scale)
        let database = try options.openForReading()
        let week = recipe.isEmpty ? try which.weekStart(calendar: try database.planCalendar(timeZone: .current)) : nil
        let list = try ShoppingReport.list(week: week, recipes: recipe, servings: servings, request: request, in: database)
        switch format {
        case .text: CommandOutput.line(list.rendered(markdown: false, showRecipes: recipes), terminator: "")
        case .markdown: CommandOutput.line(list.rendered(markdown: true, showRecipes: recipes), terminator: "")
        case .json: CommandOutput.json(try ShoppingReport.json(list))
        }
    }
}
