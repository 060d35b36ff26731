import ArgumentParser
import Foundation
import SousCore
import SousFormats
import SousServices
import SousStore

/// `sous invent [WISH] [--from-pantry]`: a recipe written by the household's assistant, every
/// line marked as the assistant's, checked against the household like any import, and saved
/// only with `--save` (the cook's yes).
struct InventCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invent",
        abstract: "Have the assistant (see sous assistant) write a recipe, from what is in the pantry.")

    @OptionGroup var options: GlobalOptions
    @Argument(help: "What you would like (\"something quick and vegetarian\").") var wish: String?
    @Flag(name: .customLong("from-pantry"), help: "Use what the pantry holds (sous pantry).") var fromPantry = false
    @Flag(name: .long, help: "Print the recipe as sous JSON.") var json = false
    @Flag(name: .long, help: "Save it to the library (every line stays marked for checking).") var save = false

    func run() throws {
        try reportingErrors {
            let database = try options.openLibrary()
            guard let settings = try AssistantSetup.load(database) else { throw CommandFailure(AssistantSetup.off) }
            let pantry = fromPantry ? try database.pantryItems().map(\.text) : []
            if fromPantry && pantry.isEmpty { throw CommandFailure("the pantry is empty: sous pantry add 500 g rice, 2 onions") }
            let people = try database.people()
            let invention = AssistantInvention(wish: wish, pantry: pantry, people: people)
            let recipe: Recipe
            do {
                recipe = try AssistantClient(settings: settings, environment: options.environment).invent(invention)
            } catch {
                throw CommandFailure(String(describing: error))
            }
            if json {
                CommandOutput.json(try RecipeJSON.encode([recipe], asArray: false))
            } else {
                for line in AssistantReport.lines(of: recipe, people: people) { CommandOutput.line(line) }
            }
            if save {
                let id = try database.saveRecipe(recipe)
                let saved = "saved as \(id): every line is marked for checking (sous show \(id))"
                if json { CommandOutput.error(saved) } else { CommandOutput.line(saved) }
            } else if !json {
                CommandOutput.line("not saved: sous invent … --save keeps it")
            }
        }
    }
}
