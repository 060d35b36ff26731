import ArgumentParser
import Foundation
import SousCore
import SousServices

/// `sous suggest`: what can be cooked with what the pantry holds, best first.
struct SuggestCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest", abstract: "Recipes that use what the pantry holds, most used and fewest missing first.")
    @OptionGroup var options: GlobalOptions
    @Option(name: .long, help: "At most this many missing ingredients.") var missing: Int?
    @Option(name: .long, help: "Ready in at most this many minutes.") var maxMinutes: Int?
    @Option(name: .long, help: "Only this category.") var category: String?
    @Option(name: .long, help: "How many recipes (default 10).") var limit: Int = 10
    @Option(name: .customLong("safe-for"), help: "Only recipes safe for this person (see sous diet), or 'everyone'.") var safeFor: String?
    @Option(name: .long, help: "Only recipes that suit this diet (vegan, gluten-free, ...).") var diet: String?
    @Flag(name: .long, help: "Print JSON.") var json = false

    func perform() throws {
        if let missing, missing < 0 { throw CommandFailure("--missing must be 0 or more") }
        if let maxMinutes, maxMinutes <= 0 { throw CommandFailure("--max-minutes must be more than 0") }
        guard (1...1000).contains(limit) else { throw CommandFailure("--limit must be a whole number from 1 to 1000") }
        let database = try options.openForReading()
        let safety = try SafetyOptions(safeFor: safeFor, diet: diet).filter(people: try database.people())
        let suggestions = try database.suggestRecipes(
            PantrySuggestionQuery(maxMissing: missing, maxMinutes: maxMinutes, category: category, limit: limit,
                                  safety: safety),
            today: PantryCommand.today())
        if json {
            CommandOutput.json(try SuggestionReport.json(suggestions))
            return
        }
        if suggestions.isEmpty {
            CommandOutput.line("No recipe fits. Add what you have with: sous pantry add \"2 onions, 500 g rice\"")
            return
        }
        for line in SuggestionReport.lines(suggestions) { CommandOutput.line(line) }
    }
}
