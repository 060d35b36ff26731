import ArgumentParser
import Foundation
import SousApp
import SousCore
import SousFormats
import SousServices

/// `sous show RECIPE`: one recipe as text or JSON, scaled to a number of servings or by a multiple, or its picture.
struct ShowCommand: ReportingCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one recipe (by id or title prefix).")

    @OptionGroup var options: GlobalOptions
    @Argument(help: "A recipe id, or the start of a title.") var recipe: String
    @Option(name: .long, help: "Scale the ingredients to this many servings (for a recipe that says how many it serves).") var servings: Int?
    @Option(name: .long, help: ArgumentHelp("Multiply every amount by this, for any recipe: 2, 1.5, 1/2.", valueName: "factor"))
    var scale: String?
    @Flag(name: .long, help: "Print JSON.") var json = false
    @Flag(name: .long, help: "Print the recipe's picture in the terminal's colours instead of its text.") var image = false
    @Option(name: .long, help: ArgumentHelp("With --image: the picture's width in columns (default: the terminal's, or 60 when not a terminal).",
                                            valueName: "columns"))
    var width: Int?

    func perform() throws {
        if let servings, !DetailState.servingsRange.contains(servings) {
            throw CommandFailure("--servings must be a whole number from 1 to 999")
        }
        if let width, !ShowPicture.widths.contains(width) {
            throw CommandFailure("--width must be a whole number from 1 to \(ShowPicture.widths.upperBound)")
        }
        let request = try ScaleRequest(servings: servings, scale: scale)
        let database = try options.openForReading()
        let found = try database.findRecipe(recipe)
        let factor = try request.factor(for: found)
        if image {
            CommandOutput.picture(try ShowPicture.lines(found, width: width, environment: options.environment))
            return
        }
        if json {
            let value = try RecipeReport.json(found, scaledBy: request, factor: factor, in: database)
            CommandOutput.json(try RecipeJSON.encode(value))
            return
        }
        var detail = DetailState(recipe: found, servings: servings, corrections: try database.foodCorrections())
        if case .multiple(let multiple) = request { detail.multiple = multiple }
        let household = try database.people().filter { !$0.guest }
        for line in DetailDocument.lines(for: detail, people: household, width: 78) { CommandOutput.line(line.plainText) }
    }
}
