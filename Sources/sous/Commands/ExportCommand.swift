import ArgumentParser
import Foundation
import SousCore
import SousFormats
import SousStore

/// `sous export --format cook|json|markdown|paprika --out DIR [RECIPE...]`: one file per recipe
/// (a Cooklang recipe's picture beside it, as Cooklang has it), or one Paprika archive; never locked in.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export recipes to files, one per recipe, or to one Paprika archive.",
        discussion: """
            Pictures go along: beside each .cook file under the same name (Soup.cook, Soup.jpg), inside \
            each JSON file, and inside the Paprika archive. With --format paprika, --out names the \
            archive when it ends in .paprikarecipes, else the folder that gets sous.paprikarecipes.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case cook, json, markdown, paprika

        /// The file extension: Markdown files end in .md.
        var fileExtension: String {
            switch self {
            case .markdown: "md"
            case .paprika: "paprikarecipes"
            case .cook, .json: rawValue
            }
        }
    }

    @OptionGroup var options: GlobalOptions
    @Option(name: .long, help: "cook, json, markdown or paprika.") var format: Format = .cook
    @Option(name: .long, help: "The folder to write into (created when missing); for paprika, the archive or its folder.") var out: String
    @Argument(help: "Recipes (ids or title prefixes); all when none is named.") var recipes: [String] = []

    func run() throws {
        try reportingErrors {
            let database = try options.openForReading()
            // Ids first, each recipe read when it is written: a library's pictures are never all in memory.
            let ids: [Int64]
            if recipes.isEmpty {
                ids = try database.summaries(LibraryQuery(), offset: 0, limit: Int.max / 2).map(\.id)
            } else {
                ids = try recipes.map { try database.findRecipe($0).id }.compactMap { $0 }
            }
            let target = format == .paprika ? archiveURL().deletingLastPathComponent() : URL(fileURLWithPath: out, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("cannot create the folder \(TerminalText.visibleName(target.path)): \(error.localizedDescription)")
            }
            let count = format == .paprika ? try writeArchive(ids, database: database) : try writeFiles(ids, into: target, database: database)
            let place = format == .paprika ? archiveURL().path : out
            CommandOutput.line("exported \(count) recipe\(count == 1 ? "" : "s") to \(TerminalText.visibleName(place))")
        }
    }

    /// The archive `--out` names, or `sous.paprikarecipes` in the folder it names.
    func archiveURL() -> URL {
        let url = URL(fileURLWithPath: out)
        return url.pathExtension.lowercased() == "paprikarecipes" ? url : url.appendingPathComponent("sous.paprikarecipes")
    }

    private func writeArchive(_ ids: [Int64], database: AppDatabase) throws -> Int {
        do {
            let writer = try PaprikaArchiveWriter(writingTo: archiveURL())
            for id in ids {
                guard let recipe = try database.recipe(id: id) else { continue }
                try writer.add(recipe)
            }
            try writer.finish()
            return writer.count
        } catch let error as PaprikaExportError {
            throw CommandFailure(error.message)
        }
    }

    private func writeFiles(_ ids: [Int64], into folder: URL, database: AppDatabase) throws -> Int {
        var used = Set<String>()
        var count = 0
        for id in ids {
            guard let recipe = try database.recipe(id: id) else { continue }
            let name = SafeFileName.make(recipe.title, extension: format.fileExtension, avoiding: used)
            used.insert(name)
            let text = switch format {
            case .cook: CooklangWriter.write(recipe)
            case .json: try RecipeJSON.encode([recipe], asArray: false) + "\n"
            case .markdown: MarkdownWriter.write(recipe)
            case .paprika: ""
            }
            try write(Data(text.utf8), named: name, in: folder)
            // The Cooklang convention: the recipe's picture is the picture file of the same name.
            if format == .cook, let image = recipe.image {
                try write(image.data, named: CooklangPicture.fileName(besides: name, format: image.format), in: folder)
            }
            count += 1
        }
        return count
    }

    private func write(_ data: Data, named name: String, in folder: URL) throws {
        do {
            try data.write(to: folder.appendingPathComponent(name), options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(TerminalText.visibleName(name)) in \(TerminalText.visibleName(out)): \(error.localizedDescription)")
        }
    }
}
