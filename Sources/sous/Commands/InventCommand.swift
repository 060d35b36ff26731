import ArgumentParser
import Foundation
import SousFormats
import SousServices

/// `sous invent [WISH] [--from-pantry]`: a recipe written by the household's assistant, every
/// line marked as the assistant's, checked against the household like any import, and saved
/// only with `--save` (the cook's yes).
struct InventCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "invent",
        abstract: "Have the assistant (see sous assistant) write a recipe, from what is in the pantry.")

    @OptionGroup var options: GlobalOptions
    @Argument(help: "What you would like (\"something quick and vegetarian\").") var wish: String?
    @Flag(name: .customLong("from-pantry"), help: "Use what the pantry holds (sous pantry).") var fromPantry = false
    @Flag(name: .long, help: "Print the recipe as sous JSON.") var json = false
    @Flag(name: .long, help: "Save it to the library (every line stays marked for checking).") var save = false

    func perform() throws {
        let database = try options.openLibrary()
        let (recipe, people) = try AssistantReport.invent(wish, fromPantry: fromPantry, in: database, environment: options.environment)
        try CommandOutput.print(json: json, { try RecipeJSON.encode([recipe], asArray: false) },
                                else: { AssistantReport.lines(of: recipe, people: people) })
        if save {
            let id = try database.saveRecipe(recipe)
            let saved = "saved as \(id): every line is marked for checking (sous show \(id))"
            if json { CommandOutput.error(saved) } else { CommandOutput.line(saved) }
        } else if !json {
            CommandOutput.line("not saved: sous invent … --save keeps it")
        }
    }
}
