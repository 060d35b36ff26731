import Foundation
import SousCore
import SousFormats
import SousStore

/// `sous import`: what is named read (and the starter recipes when asked), then either reported
/// without saving (a dry run, perhaps with the recipes as JSON) or saved, each part saved while
/// the next is read. The command prints what this returns.
public struct CommandLineImport {
    public var library: LibraryFile
    public var environment: [String: String]
    public var starter = false
    public var force = false

    public init(library: LibraryFile, environment: [String: String], starter: Bool = false, force: Bool = false) {
        self.library = library
        self.environment = environment
        self.starter = starter
        self.force = force
    }

    /// What to print: the recipes as JSON (a dry run's `--json`), then the report, on stderr for
    /// a dry run (so the JSON stays alone on stdout); whether a source failed; the sentence that
    /// stopped saving part way.
    public struct Outcome {
        public var json: String?
        public var report: String
        public var reportOnStandardError: Bool
        public var failed: Bool
        public var stopped: String?
    }

    private var libraryExists: Bool { FileManager.default.fileExists(atPath: library.path) }

    /// The pipeline, transcribing a video without subtitles through the assistant's server when one is set up.
    private var pipeline: ImportPipeline {
        let pipeline = ImportPipeline(environment: environment)
        guard libraryExists, let database = try? library.openForReading() else { return pipeline }
        return pipeline.transcribing(with: database)
    }

    private var starterRecipes: [(source: String, recipe: Recipe)] {
        get throws { starter ? try StarterLibraryImport.parsedRecipes().map { (source: $0.name, recipe: $0.recipe) } : [] }
    }

    /// Reads and reports, saving nothing.
    public func dryRun(_ paths: [String], json: Bool) throws -> Outcome {
        var report = ImportReport()
        let parsed = try starterRecipes + pipeline.readAll(ImportSourceCollector.collect(paths), into: &report)
        var text: String?
        if json {
            // A dry run writes nothing: the corrections are read only when a library already exists.
            let corrections = libraryExists ? (try? library.open().foodCorrections()) ?? [:] : [:]
            text = try RecipeJSON.encode(parsed.map { item in
                RecipeJSON(item.recipe).describingPicture().withNutrition(
                    NutritionCalculator.standard.nutrition(for: item.recipe, corrections: corrections), page: item.recipe.pageNutrition)
            })
        }
        report.importedTitles = parsed.map { ImportReport.titleLine($0.recipe) }
        return Outcome(json: text, report: report.text(dryRun: true), reportOnStandardError: true, failed: !report.failed.isEmpty)
    }

    /// Reads and saves.
    public func save(_ paths: [String]) throws -> Outcome {
        var report = ImportReport()
        let pipeline = self.pipeline
        let database = try library.open()
        let saver = try ImportSaver(database: database, force: force)
        try saver.add(try starterRecipes)
        try pipeline.readAll(ImportSourceCollector.collect(paths), into: &report, lanes: saver.lanes, each: saver.add)
        let outcome = saver.finish()
        report.skipped = outcome.skipped
        report.notes += outcome.notes
        report.importedTitles = outcome.saved
        if let error = outcome.stoppedBy {
            report.outOf = outcome.wanted
            return Outcome(report: report.text(dryRun: false), reportOnStandardError: false, failed: true,
                           stopped: ImportReport.stopped(saved: outcome.saved.count, of: outcome.wanted, by: error))
        }
        if starter { try database.setSetting(StarterLibraryImport.settingKey, "1") }
        return Outcome(report: report.text(dryRun: false), reportOnStandardError: false, failed: !report.failed.isEmpty)
    }
}
