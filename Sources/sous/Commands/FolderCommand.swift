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
                printDetails(report, LibraryFolder(database: database, root: root))
                return
            }
            guard let bound = try LibraryFolder.bound(database) else {
                return CommandOutput.line("the library is not bound to a folder (sous folder DIR binds it)")
            }
            if let resolving { return try resolve(resolving.copy, keeping: resolving.keep, in: bound) }
            let report = try bound.sync()
            let files = try database.folderFiles().keys
            let recipes = files.filter { $0.hasSuffix(".cook") }.count
            let weeks = files.filter { $0.hasSuffix(".menu") }.count
            CommandOutput.line("the library is kept in \(TerminalText.visibleName(bound.root.path)): \(recipes) recipe file\(recipes == 1 ? "" : "s")"
                               + (weeks > 0 ? ", \(weeks) week\(weeks == 1 ? "" : "s") of the plan" : "")
                               + (report.summary.map { "; just now: \($0)" } ?? ""))
            printDetails(report, bound)
        }
    }

    /// Keeps one version of a conflict copy (named by its path in the folder, or its file name).
    private func resolve(_ copy: String, keeping keep: FolderConflict.Keep, in folder: LibraryFolder) throws {
        let given = URL(fileURLWithPath: (copy as NSString).expandingTildeInPath).standardizedFileURL.path
        guard let conflict = folder.conflicts().first(where: {
            $0.copy == copy || folder.root.appendingPathComponent($0.copy).path == given || ($0.copy as NSString).lastPathComponent == copy
        }) else {
            throw CommandFailure("\(TerminalText.visibleName(copy)) is no conflict copy in \(TerminalText.visibleName(folder.root.path)) (sous folder lists them)")
        }
        let title = try folder.title(of: conflict)
        let report = try folder.resolve(conflict, keeping: keep)
        let kept = switch keep {
        case .mine: "kept this library's version of \(title); the copy is removed"
        case .theirs: "kept the other version of \(title), in \(conflict.original)"
        case .both: "kept both versions of \(title)"
        }
        CommandOutput.line(TerminalText.visibleLine(kept) + (report.summary.map { "; just now: \($0)" } ?? ""))
    }

    /// The files that could not be read (with their errors) and the conflict copies.
    private func printDetails(_ report: LibraryFolder.Report, _ folder: LibraryFolder) {
        let database = folder.database
        let unreadable = ((try? database.folderFiles()) ?? [:]).values.filter { $0.error != nil }.sorted { $0.path < $1.path }
        for file in unreadable {
            CommandOutput.line("  not readable (its recipe keeps its last good version): \(TerminalText.visibleName(file.path)): \(TerminalText.visibleName(file.error ?? ""))")
        }
        // What could not be read this time and keeps no error of its own (the household, a file
        // over the size limit).
        for failure in report.failed where !unreadable.contains(where: { failure.hasPrefix($0.path + ":") }) {
            CommandOutput.line("  not read: \(TerminalText.visibleLine(failure))")
        }
        for copy in report.conflicts {
            guard let conflict = FolderConflict(copy: copy) else {
                CommandOutput.line("  conflict copy, not read: \(TerminalText.visibleName(copy))")
                continue
            }
            let title = (try? folder.title(of: conflict)) ?? conflict.original
            CommandOutput.line("  2 versions of \(TerminalText.visibleLine(title)): \(TerminalText.visibleName(conflict.original)) and "
                               + "\(TerminalText.visibleName(copy)) (sous folder --keep-mine, --keep-theirs or --keep-both \(TerminalText.visibleName(copy)))")
        }
    }
}
