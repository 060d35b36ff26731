import ArgumentParser
import Foundation
import SousCore
import SousFormats
import SousStore

/// `sous import URL|FILE...`: web pages (saved or fetched), sous JSON, Paprika exports, plain
/// text, Cooklang, photos of printed pages (read with Tesseract) and what a video downloader
/// saves of a video (its `.info.json` caption and `.vtt`/`.srt` subtitles, read together as one
/// recipe), detected by content; a report of what happened to each, with the recipe page a
/// video's caption links to, when it links to one.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import recipes from web pages (URL or saved HTML), sous JSON, Paprika exports, plain text, .cook files, photos of printed pages (PNG, JPEG, TIFF) and video captions and subtitles (yt-dlp .info.json, .vtt, .srt).")

    @OptionGroup var options: GlobalOptions
    @Argument(help: "URLs, files or folders to import.") var paths: [String] = []
    @Flag(name: .long, help: "Import the built-in starter library again.") var starter = false
    @Flag(name: .long, help: "Parse and report, but save nothing.") var dryRun = false
    @Flag(name: .long, help: "With --dry-run: print the parsed recipes as JSON.") var json = false
    @Flag(name: .long, help: "Import recipes even when the same one is already in the library.") var force = false

    func validate() throws {
        if paths.isEmpty && !starter { throw ValidationError("name URLs, files or folders to import, or use --starter") }
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
            let found = ImportSourceCollector.collect(paths)
            for problem in found.problems { report.failed.append("\(problem.path): \(problem.message)") }
            let fetcher = WebFetcher()
            let pictures = RecipePictureFetcher(fetcher: fetcher)
            for address in found.urls {
                do {
                    let page = try fetcher.fetch(address)
                    let imports = try RecipeImporter.imports(from: page.data, name: address, sourceURL: page.url.absoluteString)
                    // A picture that cannot be had is a note, never a failed import.
                    let (recipes, notes) = pictures.recipes(from: imports)
                    report.notes += notes.map { "\(address): \($0)" }
                    parsed += recipes.map { (address, $0) }
                } catch {
                    report.failed.append(String(describing: error))
                }
            }
            let folders = FolderNames()
            for file in found.files {
                do {
                    let data = try ImportSourceCollector.read(file)
                    let result = try RecipeImporter.read(data, name: file.lastPathComponent, subtitles: found.subtitles[file] ?? [])
                    let (recipes, notes) = CooklangPicture.attach(to: result.recipes, readFrom: file, folders: folders)
                    report.notes += notes
                    parsed += recipes.map { (file.path, $0) }
                    if let better = result.betterSource {
                        report.hints.append("\(file.lastPathComponent): the caption links to \(better): sous import that URL for the full recipe")
                    }
                } catch {
                    report.failed.append(Self.describe(error, file: file.path))
                }
            }
            if dryRun {
                if json {
                    // A dry run writes nothing: the corrections are read only when a library already exists.
                    let corrections = FileManager.default.fileExists(atPath: options.databasePath)
                        ? (try? options.openDatabase().nutritionCorrections()) ?? [:] : [:]
                    let values = parsed.map { item in
                        RecipeJSON(item.recipe).describingPicture().withNutrition(
                            NutritionCalculator.standard.nutrition(for: item.recipe, corrections: corrections),
                            page: item.recipe.pageNutrition)
                    }
                    CommandOutput.json(try RecipeJSON.encode(values))
                }
                report.importedTitles = parsed.map { "\($0.recipe.title) (\($0.recipe.ingredients.count) ingredients, \($0.recipe.steps.count) steps)" }
                CommandOutput.error(report.text(dryRun: true), terminator: "")
                failed = !report.failed.isEmpty
                return
            }
            let database = try options.openDatabase()
            var toSave: [Recipe] = []
            var checker = try DuplicateChecker(database: database)
            for (source, recipe) in parsed {
                if !force, let reason = try checker.duplicateReason(recipe) {
                    report.skipped.append("\(source): \u{201C}\(recipe.title)\u{201D} \(reason) (--force imports it again)")
                    continue
                }
                checker.remember(recipe)
                toSave.append(recipe)
            }
            for batch in stride(from: 0, to: toSave.count, by: 500) {
                try database.importRecipes(Array(toSave[batch..<min(batch + 500, toSave.count)]))
            }
            // Batches leave the search index in segments; merge them once, now, not per batch.
            if toSave.count >= 500 { try database.optimizeSearchIndex() }
            if starter { try database.setSetting(StarterLibraryImport.settingKey, "1") }
            report.importedTitles = toSave.map { "\($0.title) (\($0.ingredients.count) ingredients, \($0.steps.count) steps)" }
            CommandOutput.line(report.text(dryRun: false), terminator: "")
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
    var importedTitles: [String] = []
    var skipped: [String] = []
    var failed: [String] = []
    /// What was imported without something (a picture that could not be had).
    var notes: [String] = []
    /// Better sources to try, such as the recipe page a video's caption links to.
    var hints: [String] = []

    func text(dryRun: Bool) -> String {
        var lines = ["\(dryRun ? "would import" : "imported") \(importedTitles.count), skipped \(skipped.count), failed \(failed.count)"]
        // One line per entry: a file name (or a message quoting one) with a line break in it shows it as \n.
        func entries(_ label: String, _ texts: [String]) -> [String] { texts.map { "  \(label): " + TerminalText.visibleName($0) } }
        if importedTitles.count <= 50 { lines += entries(dryRun ? "would import" : "imported", importedTitles) }
        lines += entries("hint", hints)
        lines += entries("skipped", skipped)
        lines += entries("failed", failed)
        lines += entries("note", notes)
        return lines.joined(separator: "\n") + "\n"
    }
}
