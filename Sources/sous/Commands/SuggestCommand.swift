import ArgumentParser
import Foundation
import SousCore
import SousStore

/// `sous suggest`: what can be cooked with what the pantry holds, best first.
struct SuggestCommand: ParsableCommand {
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

    func run() throws {
        try reportingErrors {
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
                let rows: [[String: Any]] = suggestions.map { s in
                    ["id": s.recipeID ?? 0, "title": s.title, "have": s.have, "missing": s.missing + s.short,
                     "short": s.short, "noted": s.noted, "uses_up": s.usesUp, "score": s.score]
                }
                let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
                CommandOutput.json(String(decoding: data, as: UTF8.self))
                return
            }
            if suggestions.isEmpty {
                CommandOutput.line("No recipe fits. Add what you have with: sous pantry add \"2 onions, 500 g rice\"")
                return
            }
            for s in suggestions {
                let count = s.missingCount == 0 ? "have everything" : "missing \(s.missingCount)"
                CommandOutput.line("\(s.recipeID ?? 0)  \(s.title)  (\(count))")
                if !s.missing.isEmpty { CommandOutput.line("    missing: " + s.missing.joined(separator: ", ")) }
                if !s.short.isEmpty { CommandOutput.line("    short: " + s.short.joined(separator: ", ")) }
                if !s.noted.isEmpty { CommandOutput.line("    check: " + s.noted.joined(separator: ", ")) }
                if !s.usesUp.isEmpty { CommandOutput.line("    uses up: " + s.usesUp.joined(separator: ", ")) }
            }
        }
    }
}
