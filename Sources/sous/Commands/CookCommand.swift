import ArgumentParser
import Foundation
import SousApp
import SousCore

/// `sous cook RECIPE [--servings N | --scale F]`: the app, opened straight in cook mode.
struct CookCommand: ReportingCommand {
    static let configuration = CommandConfiguration(commandName: "cook", abstract: "Open a recipe in cook mode (by id or title prefix).")

    @OptionGroup var options: GlobalOptions
    @Argument(help: "A recipe id, or the start of a title.") var recipe: String
    @Option(name: .long, help: "Scale the ingredients to this many servings (for a recipe that says how many it serves).") var servings: Int?
    @Option(name: .long, help: ArgumentHelp("Multiply every amount by this, for any recipe: 2, 1.5, 1/2.", valueName: "factor"))
    var scale: String?
    @Option(name: .long, help: "Colour theme: kitchen, midnight, high-contrast, mono or one of yours.") var theme: String?
    @Flag(name: .long, help: "Let the screen saver work while cooking this time (see sous timer settings --keep-awake).")
    var noKeepAwake = false

    func perform() throws {
        if let servings, !DetailState.servingsRange.contains(servings) {
            throw CommandFailure("--servings must be a whole number from 1 to 999")
        }
        let request = try ScaleRequest(servings: servings, scale: scale)
        try OpenCommand.openApp(options: options, theme: theme, noKeepAwake: noKeepAwake) { database in
            let found = try database.findRecipe(recipe)
            guard !found.steps.isEmpty else { throw CommandFailure("\(found.title) has no steps to cook from.") }
            _ = try request.factor(for: found)
            if case .multiple(let multiple) = request { return [.cook(.open(found, servings: nil, multiple: multiple))] }
            return [.cook(.open(found, servings: servings))]
        }
    }
}
