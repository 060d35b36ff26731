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
                        ? (try? options.openDatabase().foodCorrections()) ?? [:] : [:]
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
            // Each batch is its own transaction: when one fails (a full disk), those before it stay
            // saved, and the report says how many rather than that nothing was.
            var saved = 0
            do {
                for batch in stride(from: 0, to: toSave.count, by: 500) {
                    let recipes = Array(toSave[batch..<min(batch + 500, toSave.count)])
                    try database.importRecipes(recipes)
                    saved += recipes.count
                }
            } catch {
                report.importedTitles = toSave.prefix(saved).map(Self.titleLine)
                report.outOf = toSave.count
                CommandOutput.line(report.text(dryRun: false), terminator: "")
                throw CommandFailure(Self.stopped(saved: saved, of: toSave.count, by: error))
            }
            // Batches leave the search index in segments; merge them once, now, not per batch.
            // Every recipe is saved by now: a merge that fails leaves searches slower, not wrong.
            if toSave.count >= 500 {
                do {
                    try database.optimizeSearchIndex()
                } catch {
                    report.notes.append("the search index was not tidied (\(StoreError.cause(of: error))); searching works, a little slower")
                }
            }
            if starter { try database.setSetting(StarterLibraryImport.settingKey, "1") }
            report.importedTitles = toSave.map(Self.titleLine)
            CommandOutput.line(report.text(dryRun: false), terminator: "")
            failed = !report.failed.isEmpty
        }
        if failed { throw ExitCode.failure }
    }

    static func titleLine(_ recipe: Recipe) -> String {
        "\(recipe.title) (\(recipe.ingredients.count) ingredients, \(recipe.steps.count) steps)"
    }

    /// "imported 1,000 of 20,000; the disk is full: the other 19,000 were not saved. …"
    static func stopped(saved: Int, of total: Int, by error: Error) -> String {
        let rest = total - saved
        let unsaved = saved == 0 ? "nothing was saved" : "the other \(CountText.grouped(rest)) \(rest == 1 ? "was" : "were") not saved"
        let again = saved == 0 ? "try again" : "run the same import again (the \(CountText.grouped(saved)) already saved are skipped)"
        let remedy = StoreError.isDiskFull(error) ? "Free some space and " : "When that is fixed, "
        return "imported \(CountText.grouped(saved)) of \(CountText.grouped(total)); \(StoreError.cause(of: error)): \(unsaved). \(remedy)\(again)."
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
    /// How many were to be saved, when saving stopped part way ("imported 1000 of 20000").
    var outOf: Int?

    func text(dryRun: Bool) -> String {
        let of = outOf.map { " of \($0)" } ?? ""
        var lines = ["\(dryRun ? "would import" : "imported") \(importedTitles.count)\(of), skipped \(skipped.count), failed \(failed.count)"]
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
