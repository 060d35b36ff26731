import ArgumentParser
import Foundation
import SousCore
import SousServices
import SousStore

/// `sous folder [DIR] [--unbind]`: binds the library to a folder of Cooklang files that a sync
/// engine (Syncthing, git, Nextcloud, a cloud drive) keeps on every device; shows the binding.
struct FolderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folder",
        abstract: "Keep the library in a folder of Cooklang files, for syncing between devices.",
        discussion: """
            sous folder DIR writes every recipe to DIR as a .cook file (its picture beside it), reads the \
            .cook files already there, and from then on keeps the two in step: a change made in sous is \
            written to its file at once, and a file changed, added or removed in the folder is read the \
            next time sous opens the library. The folder is the truth: delete the database and sous \
            builds the same library from the folder. sous folder shows the binding and what the last \
            reading found; sous folder --unbind keeps the recipes in the database alone.
            """)

    @OptionGroup var options: GlobalOptions
    @Argument(help: "The folder to bind the library to (created when missing).") var folder: String?
    @Flag(name: .long, help: "Use the database alone again (the folder's files are left as they are).") var unbind = false

    func validate() throws {
        if unbind && folder != nil { throw ValidationError("--unbind takes no folder") }
    }

    func run() throws {
        try reportingErrors {
            let database = try options.library.open(syncingFolder: false)
            if unbind {
                guard let bound = try database.libraryFolder() else { return CommandOutput.line("the library is not bound to a folder") }
                try database.unbindFolder()
                LibraryFolder.forgetBinding(databasePath: options.databasePath)
                return CommandOutput.line("the library no longer follows \(TerminalText.visibleName(bound)); its recipes stay in the database")
            }
            if let folder {
                let root = URL(fileURLWithPath: (folder as NSString).expandingTildeInPath).standardizedFileURL
                if let bound = try database.libraryFolder(), bound != root.path {
                    throw CommandFailure("the library is bound to \(TerminalText.visibleName(bound)); sous folder --unbind first")
                }
                let report = try LibraryFolder(database: database, root: root).bind(databasePath: options.databasePath)
                CommandOutput.line("the library is kept in \(TerminalText.visibleName(root.path)): \(report.summary ?? "nothing to write")")
                printDetails(report, database)
                return
            }
            guard let bound = try LibraryFolder.bound(database) else {
                return CommandOutput.line("the library is not bound to a folder (sous folder DIR binds it)")
            }
            let report = try bound.sync()
            let files = try database.folderFiles().keys
            let recipes = files.filter { $0.hasSuffix(".cook") }.count
            let weeks = files.filter { $0.hasSuffix(".menu") }.count
            CommandOutput.line("the library is kept in \(TerminalText.visibleName(bound.root.path)): \(recipes) recipe file\(recipes == 1 ? "" : "s")"
                               + (weeks > 0 ? ", \(weeks) week\(weeks == 1 ? "" : "s") of the plan" : "")
                               + (report.summary.map { "; just now: \($0)" } ?? ""))
            printDetails(report, database)
        }
    }

    /// The files that could not be read (with their errors) and the conflict copies.
    private func printDetails(_ report: LibraryFolder.Report, _ database: AppDatabase) {
        let unreadable = ((try? database.folderFiles()) ?? [:]).values.filter { $0.error != nil }.sorted { $0.path < $1.path }
        for file in unreadable {
            CommandOutput.line("  not readable (its recipe keeps its last good version): \(TerminalText.visibleName(file.path)): \(TerminalText.visibleName(file.error ?? ""))")
        }
        // What could not be read this time and keeps no error of its own (the household, a file
        // over the size limit).
        for failure in report.failed where !unreadable.contains(where: { failure.hasPrefix($0.path + ":") }) {
            CommandOutput.line("  not read: \(TerminalText.visibleLine(failure))")
        }
        for conflict in report.conflicts {
            CommandOutput.line("  conflict copy, not read: \(TerminalText.visibleName(conflict))")
        }
    }
}
