import ArgumentParser
import Foundation
import SousCore
import SousServices
import SousStore

/// `sous ask "QUESTION" [--recipe R]`: a question for the household's assistant, about a recipe
/// or about cooking in general (then answered with the library's own recipes in mind). The
/// answer is printed as it streams in; every food it names that someone in the household
/// cannot eat is listed after it, whatever the model said.
struct AskCommand: ParsableCommand {
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

    func run() throws {
        try reportingErrors {
            let database = try options.openLibrary()
            guard let settings = try AssistantSetup.load(database) else {
                throw CommandFailure(AssistantSetup.off)
            }
            let asked = try question(in: database)
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
            let warnings = AnswerWarnings.find(in: answer, people: asked.people, detector: .standard)
            let sources = AssistantReport.sources(of: asked, answer: answer)
            if json { return CommandOutput.json(try AssistantReport.json(answer: answer, warnings: warnings, sources: sources)) }
            if !answer.hasSuffix("\n") { CommandOutput.line() }
            for warning in warnings { CommandOutput.line("⚠ " + warning.sentence) }
            if asked.recipe == nil && !sources.isEmpty {
                CommandOutput.line("from your recipes: " + sources.map(\.title).joined(separator: ", "))
            }
        }
    }

    /// The question with the recipe as shown (scaled, and the step) or the library's steps.
    private func question(in database: AppDatabase) throws -> AssistantQuestion {
        let found = try recipe.map { try database.findRecipe($0) }
        if let found, let step, step > found.steps.count {
            throw CommandFailure("\(found.title) has \(found.steps.count) steps; --step \(step) is not one of them")
        }
        let factor = servings.map { Scaler.factor(from: found?.servings, to: $0) } ?? .one
        return try .asked(question, about: found, factor: factor, step: step.map { $0 - 1 }, in: database)
    }
}
