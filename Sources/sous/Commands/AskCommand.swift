import ArgumentParser
import Foundation
import SousServices

/// `sous ask "QUESTION" [--recipe R]`: a question for the household's assistant, about a recipe
/// or about cooking in general (then answered with the library's own recipes in mind). The
/// answer is printed as it streams in; every food it names that someone in the household
/// cannot eat is listed after it, whatever the model said.
struct AskCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: "Ask the assistant (see sous assistant) about a recipe or about cooking.")

    @OptionGroup var options: GlobalOptions
    @Argument(help: "The question.") var question: String
    @Option(name: .long, help: ArgumentHelp("A recipe id, or the start of a title.", valueName: "recipe")) var recipe: String?
    @Option(name: .long, help: "Servings the recipe is shown for (default: its own).") var servings: Int?
    @Option(name: .long, help: "The step the cook is on (1 is the first).") var step: Int?
    @Flag(name: .long, help: "Print {\"answer\", \"warnings\", \"sources\"} as JSON, once the answer is whole.") var json = false

    func validate() throws {
        if question.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw ValidationError("the question is empty") }
        if let servings, !(1...500).contains(servings) { throw ValidationError("--servings must be a whole number from 1 to 500") }
        if step != nil && recipe == nil { throw ValidationError("--step needs --recipe") }
        if let step, step < 1 { throw ValidationError("--step counts from 1") }
    }

    func perform() throws {
        let database = try options.openLibrary()
        guard let settings = try AssistantSetup.load(database) else {
            throw CommandFailure(AssistantSetup.off)
        }
        let asked = try AssistantReport.question(question, recipe: recipe, servings: servings, step: step, in: database)
        var streamed = false
        let answer: String
        do {
            answer = try AssistantClient(settings: settings, environment: options.environment).ask(asked) { text in
                guard !json else { return }
                CommandOutput.line(text, terminator: "")
                streamed = true
            }
        } catch {
            if streamed { CommandOutput.line() }
            throw CommandFailure(String(describing: error))
        }
        let ending = try AssistantReport.ending(of: answer, to: asked)
        try CommandOutput.print(json: json, { ending.json }, else: { ending.lines })
    }
}
