import ArgumentParser
import Foundation
import SousCore
import SousFormats
import SousStore

/// `sous import PATH...`: Cooklang files and folders of them; a report of what happened to each.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "import", abstract: "Import recipe files (.cook) and folders of them.")

    @OptionGroup var options: GlobalOptions
    @Argument(help: "Files or folders to import.") var paths: [String] = []
    @Flag(name: .long, help: "Import the built-in starter library again.") var starter = false
    @Flag(name: .long, help: "Parse and report, but save nothing.") var dryRun = false
    @Flag(name: .long, help: "With --dry-run: print the parsed recipes as JSON.") var json = false
    @Flag(name: .long, help: "Import recipes even when one with the same title exists.") var force = false

    func validate() throws {
        if paths.isEmpty && !starter { throw ValidationError("name files or folders to import, or use --starter") }
        if json && !dryRun { throw ValidationError("--json is for --dry-run") }
    }

    func run() throws {
        var failed = false
        try reportingErrors {
            var report = ImportReport()
            var parsed: [(source: String, recipe: Recipe)] = []
            if starter {
                parsed += try StarterLibraryImport.parsedRecipes().map { ($0.name, $0.recipe) }
            }
            let found = RecipeFileCollector.collect(paths)
            for problem in found.problems { report.failed.append("\(problem.path): \(problem.message)") }
            for file in found.files {
                do {
                    let text = try RecipeFileReader.readText(at: file)
                    parsed.append((file.path, try CooklangImporter.recipe(from: text, fileName: file.lastPathComponent)))
                } catch {
                    report.failed.append(Self.describe(error, file: file.path))
                }
            }
            if dryRun {
                if json { print(try RecipeJSON.encode(parsed.map(\.recipe))) }
                report.imported = parsed.count
                FileHandle.standardError.write(Data(report.text(dryRun: true).utf8))
                failed = !report.failed.isEmpty
                return
            }
            let database = try options.openDatabase()
            var toSave: [Recipe] = []
            var seenTitles = Set<String>()
            for (source, recipe) in parsed {
                let key = recipe.title.lowercased()
                if !force, seenTitles.contains(key) || (try? database.findRecipe(recipe.title))?.title.lowercased() == key {
                    report.skipped.append("\(source): \u{201C}\(recipe.title)\u{201D} is already in the library (--force imports it again)")
                    continue
                }
                seenTitles.insert(key)
                toSave.append(recipe)
            }
            for batch in stride(from: 0, to: toSave.count, by: 500) {
                try database.importRecipes(Array(toSave[batch..<min(batch + 500, toSave.count)]))
            }
            // Batches leave the search index in segments; merge them once, now, not per batch.
            if toSave.count >= 500 { try database.optimizeSearchIndex() }
            if starter { try database.setSetting(StarterLibraryImport.settingKey, "1") }
            report.imported = toSave.count
            print(report.text(dryRun: false), terminator: "")
            failed = !report.failed.isEmpty
        }
        if failed { throw ExitCode.failure }
    }

    static func describe(_ error: Error, file: String) -> String {
        let message = String(describing: error)
        return message.contains(URL(fileURLWithPath: file).lastPathComponent) ? message : "\(file): \(message)"
    }
}

/// Counts and reasons for one import run.
struct ImportReport {
    var imported = 0
    var skipped: [String] = []
    var failed: [String] = []

    func text(dryRun: Bool) -> String {
        var lines = ["\(dryRun ? "would import" : "imported") \(imported), skipped \(skipped.count), failed \(failed.count)"]
        lines += skipped.map { "  skipped: \($0)" }
        lines += failed.map { "  failed: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}
