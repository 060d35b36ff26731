import ArgumentParser
import Foundation
import SousServices

/// `sous export --format cook|json|markdown|paprika --out DIR [RECIPE...]`: one file per recipe
/// (a Cooklang recipe's picture beside it, as Cooklang has it), or one Paprika archive; never locked in.
struct ExportCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export recipes to files, one per recipe, or to one Paprika archive.",
        discussion: """
            Pictures go along: beside each .cook file under the same name (Soup.cook, Soup.jpg), inside \
            each JSON file, and inside the Paprika archive. With --format paprika, --out names the \
            archive when it ends in .paprikarecipes, else the folder that gets sous.paprikarecipes.
            """)

    @OptionGroup var options: GlobalOptions
    @Option(name: .long, help: "cook, json, markdown or paprika.") var format: RecipeExport.Format = .cook
    @Option(name: .long, help: "The folder to write into (created when missing); for paprika, the archive or its folder.") var out: String
    @Argument(help: "Recipes (ids or title prefixes); all when none is named.") var recipes: [String] = []

    func perform() throws {
        let database = try options.openForReading()
        let ids = recipes.isEmpty ? nil : try recipes.map { try database.findRecipe($0).id }.compactMap { $0 }
        CommandOutput.line(try RecipeExport(database: database, format: format, out: out).run(ids: ids))
    }
}

extension RecipeExport.Format: ExpressibleByArgument {}
