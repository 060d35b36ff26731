import ArgumentParser
import Foundation
import SousCore
import SousFormats
import SousServices
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
            var pipeline = ImportPipeline(environment: options.environment)
            // A video without subtitles is transcribed by the assistant's server, when one is set up.
            if FileManager.default.fileExists(atPath: options.databasePath), let library = try? options.openForReading() {
                pipeline = pipeline.transcribing(with: library)
            }
            let found = ImportSourceCollector.collect(paths)
            let starterRecipes = starter ? try StarterLibraryImport.parsedRecipes().map { (source: $0.name, recipe: $0.recipe) } : []
            if dryRun {
                let parsed = starterRecipes + pipeline.readAll(found, into: &report)
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
                report.importedTitles = parsed.map { ImportReport.titleLine($0.recipe) }
                CommandOutput.error(report.text(dryRun: true), terminator: "")
                failed = !report.failed.isEmpty
                return
            }
            // Saving overlaps reading: each part read is saved while the next is read.
            let database = try options.openDatabase()
            let saver = try ImportSaver(database: database, force: force)
            try saver.add(starterRecipes)
            try pipeline.readAll(found, into: &report, lanes: saver.lanes, each: saver.add)
            let outcome = saver.finish()
            report.skipped = outcome.skipped
            report.notes += outcome.notes
            report.importedTitles = outcome.saved
            if let error = outcome.stoppedBy {
                report.outOf = outcome.wanted
                CommandOutput.line(report.text(dryRun: false), terminator: "")
                throw CommandFailure(ImportReport.stopped(saved: outcome.saved.count, of: outcome.wanted, by: error))
            }
            if starter { try database.setSetting(StarterLibraryImport.settingKey, "1") }
            CommandOutput.line(report.text(dryRun: false), terminator: "")
            failed = !report.failed.isEmpty
        }
        if failed { throw ExitCode.failure }
    }
}
