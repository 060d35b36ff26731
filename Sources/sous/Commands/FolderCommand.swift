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
    @Option(name: .customLong("keep-mine"), help: ArgumentHelp("Of a conflict copy, keep the version the library reads: the copy is removed.", valueName: "copy"))
    var keepMine: String?
    @Option(name: .customLong("keep-theirs"), help: ArgumentHelp("Keep the conflict copy's version, read into the same recipe.", valueName: "copy"))
    var keepTheirs: String?
    @Option(name: .customLong("keep-both"), help: ArgumentHelp("Keep both versions of a recipe: the copy becomes a recipe of its own.", valueName: "copy"))
    var keepBoth: String?

    /// The conflict copy to resolve and how, when one of the --keep options is given.
    private var resolving: (copy: String, keep: FolderConflict.Keep)? {
        [(keepMine, FolderConflict.Keep.mine), (keepTheirs, .theirs), (keepBoth, .both)].compactMap { choice in
            choice.0.map { ($0, choice.1) }
        }.first
    }

    func validate() throws {
        if unbind && folder != nil { throw ValidationError("--unbind takes no folder") }
        let choices = [keepMine, keepTheirs, keepBoth].compactMap { $0 }.count
        if choices > 1 { throw ValidationError("give one of --keep-mine, --keep-theirs and --keep-both") }
        if choices == 1 && (unbind || folder != nil) { throw ValidationError("--keep-mine, --keep-theirs and --keep-both take no folder") }
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
                for line in FolderReport.details(report, LibraryFolder(database: database, root: root)) { CommandOutput.line(line) }
                return
            }
            guard let bound = try LibraryFolder.bound(database) else {
                return CommandOutput.line("the library is not bound to a folder (sous folder DIR binds it)")
            }
            if let resolving {
                return CommandOutput.line(try FolderReport.resolve(resolving.copy, keeping: resolving.keep, in: bound))
            }
            let report = try bound.sync()
            CommandOutput.line(try FolderReport.status(of: bound, after: report))
            for line in FolderReport.details(report, bound) { CommandOutput.line(line) }
        }
    }
}
