import ArgumentParser
import Foundation
import SousCore
import SousFormats
import SousStore

/// `sous export --format cook|json|markdown --out DIR [RECIPE...]`: one file per recipe, never locked in.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Export recipes to files, one per recipe.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case cook, json, markdown

        /// The file extension: Markdown files end in .md.
        var fileExtension: String { self == .markdown ? "md" : rawValue }
    }

    @OptionGroup var options: GlobalOptions
    @Option(name: .long, help: "cook, json or markdown.") var format: Format = .cook
    @Option(name: .long, help: "The folder to write into (created when missing).") var out: String
    @Argument(help: "Recipes (ids or title prefixes); all when none is named.") var recipes: [String] = []

    func run() throws {
        try reportingErrors {
            let database = try options.openLibrary()
            let chosen: [Recipe]
            if recipes.isEmpty {
                chosen = try database.summaries(LibraryQuery(), offset: 0, limit: Int.max / 2).compactMap { try database.recipe(id: $0.id) }
            } else {
                chosen = try recipes.map { try database.findRecipe($0) }
            }
            let folder = URL(fileURLWithPath: out, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("cannot create the folder \(out): \(error.localizedDescription)")
            }
            var used = Set<String>()
            for recipe in chosen {
                let name = SafeFileName.make(recipe.title, extension: format.fileExtension, avoiding: used)
                used.insert(name)
                let text = switch format {
                case .cook: CooklangWriter.write(recipe)
                case .json: try RecipeJSON.encode([recipe], asArray: false) + "\n"
                case .markdown: MarkdownWriter.write(recipe)
                }
                do {
                    try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
                } catch {
                    throw CommandFailure("cannot write \(name) in \(out): \(error.localizedDescription)")
                }
            }
            CommandOutput.line("exported \(chosen.count) recipe\(chosen.count == 1 ? "" : "s") to \(out)")
        }
    }
}
