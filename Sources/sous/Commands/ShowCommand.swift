import ArgumentParser
import Foundation
import SousApp
import SousCore
import SousFormats
import SousStore

/// `sous show RECIPE`: one recipe as text or JSON, scaled to a number of servings or by a multiple, or its picture.
struct ShowCommand: ParsableCommand {
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

    func run() throws {
        try reportingErrors {
            if let servings, !DetailState.servingsRange.contains(servings) {
                throw CommandFailure("--servings must be a whole number from 1 to 999")
            }
            if let width, !ShowPicture.widths.contains(width) {
                throw CommandFailure("--width must be a whole number from 1 to \(ShowPicture.widths.upperBound)")
            }
            let request = try ScaleRequest(servings: servings, scale: scale)
            let database = try options.openForReading()
            var found = try database.findRecipe(recipe)
            let factor = try request.factor(for: found)
            if image {
                try ShowPicture.print(found, width: width, environment: options.environment)
                return
            }
            if json {
                if request != .asWritten {
                    found.ingredients = found.ingredients.map { Scaler.scale($0, by: factor) }
                    found.servings = request.servings(of: found)
                }
                let corrections = try database.foodCorrections()
                let lines = AllergenDetector.standard.check(found, corrections: corrections)
                let nutrition = NutritionCalculator.standard.nutrition(for: found, corrections: corrections)
                let value = RecipeJSON(found, lines: lines, people: try database.people())
                    .withNutrition(nutrition, page: found.pageNutrition)
                CommandOutput.json(try RecipeJSON.encode(value))
                return
            }
            var detail = DetailState(recipe: found, servings: servings, corrections: try database.foodCorrections())
            if case .multiple(let multiple) = request { detail.multiple = multiple }
            let household = try database.people().filter { !$0.guest }
            for line in DetailDocument.lines(for: detail, people: household, width: 78) { CommandOutput.line(line.plainText) }
        }
    }
}
