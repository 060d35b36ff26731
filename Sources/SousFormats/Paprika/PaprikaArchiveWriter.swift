import Foundation
import SousCore
import ZIPFoundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a `.paprikarecipes` archive (a zip whose members are `<Name>.paprikarecipe` files)
/// one recipe at a time, so a library's pictures are never all in memory at once. The archive
/// is built beside its destination and moved there by `finish()`: a failed export leaves no
/// half-written file, and an older export at the same path stays until the new one is whole.
public final class PaprikaArchiveWriter {
    private let destination: URL
    private let partial: URL
    private let archive: Archive
    private var usedNames = Set<String>()
    private var finished = false

    /// How many recipes were added.
    public private(set) var count = 0

    public init(writingTo destination: URL) throws(PaprikaExportError) {
        self.destination = destination
        partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        do {
            archive = try Archive(url: partial, accessMode: .create)
        } catch {
            throw PaprikaExportError("\(destination.path) could not be created (\(error.localizedDescription)).")
        }
    }

    deinit {
        if !finished { try? FileManager.default.removeItem(at: partial) }
    }

    /// Adds one recipe, named after its title (made safe, never twice the same).
    public func add(_ recipe: Recipe) throws(PaprikaExportError) {
        let data = try PaprikaExporter.recipeFile(recipe)
        let name = Self.memberName(recipe.title, avoiding: usedNames)
        usedNames.insert(name.lowercased())
        do {
            // Already gzip: compressing again would only cost time.
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count),
                                 modificationDate: recipe.updated ?? Date(), compressionMethod: .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        } catch {
            throw PaprikaExportError("“\(recipe.title)” could not be added to \(destination.lastPathComponent) (\(error.localizedDescription)).")
        }
        count += 1
    }

    /// Puts the whole archive in place.
    public func finish() throws(PaprikaExportError) {
        // rename(2) replaces an older export in one step (both sit in one folder, so one file system).
        guard rename(partial.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw PaprikaExportError("\(destination.path) could not be written (\(reason)).")
        }
        finished = true
    }

    /// "Crème Brûlée.paprikarecipe": the title as Paprika names members, less what a file name
    /// cannot hold (slashes, control characters, a leading dot), with a number against repeats.
    static func memberName(_ title: String, avoiding used: Set<String>) -> String {
        var base = String(String.UnicodeScalarView(title.unicodeScalars.map {
            ($0.value < 0x20 || $0.value == 0x7F || "/\\:*?\"<>|".unicodeScalars.contains($0)) ? "-" : $0
        })).trimmingCharacters(in: .whitespaces)
        while base.hasPrefix(".") { base.removeFirst() }
        base = String(base.prefix(100))
        if base.isEmpty { base = "Recipe" }
        var name = "\(base).paprikarecipe"
        var counter = 2
        while used.contains(name.lowercased()) {
            name = "\(base) \(counter).paprikarecipe"
            counter += 1
        }
        return name
    }
}
