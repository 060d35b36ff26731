import ArgumentParser
import Foundation
import SousCore
import SousFormats
import SousServices

/// `sous list`: the library as a table, or JSON.
struct ListCommand: ReportingCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List recipes, optionally matching a search.")

    @OptionGroup var options: GlobalOptions
    @Option(name: .long, help: "Only recipes whose title, ingredients or tags match these words.") var search: String?
    @Option(name: .long, help: "Only recipes of this category.") var category: String?
    @Flag(name: .long, help: "Only favourites.") var favorites = false
    @Option(name: .long, help: "Sort by title, recent, time or rating.") var sort: String = "title"
    @Option(name: .customLong("safe-for"), help: "Only recipes safe for this person (see sous diet), or 'everyone'.") var safeFor: String?
    @Option(name: .long, help: "Only recipes that suit this diet (vegetarian, vegan, pescatarian, gluten-free, dairy-free, no pork, no alcohol, halal).") var diet: String?
    @Flag(name: .long, help: "Print JSON (whole recipes).") var json = false

    func perform() throws {
        guard let order = LibrarySort(rawValue: sort) else {
            throw CommandFailure("unknown sort '\(sort)'; use title, recent, time or rating")
        }
        let database = try options.openForReading()
        let people = try database.people()
        let safety = try SafetyOptions(safeFor: safeFor, diet: diet).filter(people: people)
        let query = LibraryQuery(search: search ?? "", category: category, favoritesOnly: favorites, sort: order,
                                 safety: safety)
        let summaries = try database.summaries(query, offset: 0, limit: Int.max / 2)
        if json {
            // Described, not carried: each picture's bytes are let go as soon as its recipe is read.
            let values = try summaries.compactMap { try database.recipe(id: $0.id).map { RecipeJSON($0).describingPicture() } }
            CommandOutput.json(try RecipeJSON.encode(values))
            return
        }
        if summaries.isEmpty {
            let filtered = search != nil || category != nil || favorites || safety != nil
            CommandOutput.error(filtered ? "No recipe matches." : "The library is empty: add recipes with sous import.")
            return
        }
        for line in LibraryReport.lines(summaries, people: people) { CommandOutput.line(line) }
    }
}
