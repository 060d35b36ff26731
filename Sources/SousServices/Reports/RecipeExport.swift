import Foundation
import SousCore
import SousFormats
import SousStore

/// Writes recipes out (`sous export`): one file per recipe, a Cooklang recipe's picture beside it
/// as Cooklang has it, or one Paprika archive. Each recipe is read when it is written, so a
/// library's pictures are never all in memory.
public struct RecipeExport {
    public enum Format: String, CaseIterable, Sendable {
        case cook, json, markdown, paprika

        /// The file extension: Markdown files end in .md.
        public var fileExtension: String {
            switch self {
            case .markdown: "md"
            case .paprika: "paprikarecipes"
            case .cook, .json: rawValue
            }
        }
    }

    public let database: AppDatabase
    public let format: Format
    /// The folder to write into; for Paprika, the archive or the folder that gets `sous.paprikarecipes`.
    public let out: String

    public init(database: AppDatabase, format: Format, out: String) {
        self.database = database
        self.format = format
        self.out = out
    }

    /// Writes the recipes `ids` (all when nil) and says how many went where:
    /// "exported 3 recipes to /tmp/out".
    public func run(ids: [Int64]?) throws -> String {
        let ids = try ids ?? database.summaries(LibraryQuery(), offset: 0, limit: Int.max / 2).map(\.id)
        let target = format == .paprika ? archiveURL.deletingLastPathComponent() : URL(fileURLWithPath: out, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        } catch {
            throw ServiceFailure("cannot create the folder \(TerminalText.visibleName(target.path)): \(error.localizedDescription)")
        }
        let count = format == .paprika ? try writeArchive(ids) : try writeFiles(ids, into: target)
        let place = format == .paprika ? archiveURL.path : out
        return "exported \(count) recipe\(count == 1 ? "" : "s") to \(TerminalText.visibleName(place))"
    }

    /// The archive `out` names, or `sous.paprikarecipes` in the folder it names.
    var archiveURL: URL {
        let url = URL(fileURLWithPath: out)
        return url.pathExtension.lowercased() == "paprikarecipes" ? url : url.appendingPathComponent("sous.paprikarecipes")
    }

    private func writeArchive(_ ids: [Int64]) throws -> Int {
        do {
            let writer = try PaprikaArchiveWriter(writingTo: archiveURL)
            for id in ids {
                guard let recipe = try database.recipe(id: id) else { continue }
                try writer.add(recipe)
            }
            try writer.finish()
            return writer.count
        } catch let error as PaprikaExportError {
            throw ServiceFailure(error.message)
        }
    }

    private func writeFiles(_ ids: [Int64], into folder: URL) throws -> Int {
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
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(data, to: folder.appendingPathComponent(name))
        } catch {
            throw ServiceFailure("cannot write \(TerminalText.visibleName(name)) in \(TerminalText.visibleName(out)): \(TerminalText.visibleName(error.description))")
        }
    }
}
