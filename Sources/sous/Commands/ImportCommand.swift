import ArgumentParser
import Foundation
import SousServices

/// `sous import URL|FILE...`: web pages (saved or fetched), sous JSON, Paprika exports, plain
/// text, Cooklang, photos of printed pages (read with Tesseract) and what a video downloader
/// saves of a video (its `.info.json` caption and `.vtt`/`.srt` subtitles, read together as one
/// recipe), detected by content; a report of what happened to each, with the recipe page a
/// video's caption links to, when it links to one.
struct ImportCommand: ReportingCommand {
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

    func perform() throws {
        let run = CommandLineImport(library: options.library, environment: options.environment, starter: starter, force: force)
        let outcome = dryRun ? try run.dryRun(paths, json: json) : try run.save(paths)
        if let json = outcome.json { CommandOutput.json(json) }
        if outcome.reportOnStandardError {
            CommandOutput.error(outcome.report, terminator: "")
        } else {
            CommandOutput.line(outcome.report, terminator: "")
        }
        if let stopped = outcome.stopped { throw CommandFailure(stopped) }
        if outcome.failed { throw ExitCode.failure }
    }
}
