import ArgumentParser
import SousCore

/// `sous diet`: the household's people, allergies and diets. PLACEHOLDER.
struct DietCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diet", abstract: "Show and edit the household's allergies and diets.")
    func run() throws {}
}
