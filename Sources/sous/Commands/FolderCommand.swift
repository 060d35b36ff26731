import ArgumentParser
import Foundation
import SousServices

/// `sous folder [DIR] [--unbind]`: binds the library to a folder of Cooklang files that a sync
/// engine (Syncthing, git, Nextcloud, a cloud drive) keeps on every device; shows the binding.
struct FolderCommand: ReportingCommand {
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

    func validate() throws {
        if unbind && folder != nil { throw ValidationError("--unbind takes no folder") }
        let choices = [keepMine, keepTheirs, keepBoth].compactMap { $0 }.count
        if choices > 1 { throw ValidationError("give one of --keep-mine, --keep-theirs and --keep-both") }
        if choices == 1 && (unbind || folder != nil) { throw ValidationError("--keep-mine, --keep-theirs and --keep-both take no folder") }
    }

    func perform() throws {
        let keep = [(keepMine, FolderConflict.Keep.mine), (keepTheirs, .theirs), (keepBoth, .both)].first { $0.0 != nil }
        let request: FolderReport.Request = if unbind { .unbind } else if let folder { .bind(folder: folder) }
            else if let keep, let copy = keep.0 { .resolve(copy: copy, keep: keep.1) } else { .show }
        let database = try options.library.open(syncingFolder: false)
        for line in try FolderReport.perform(request, on: database, databasePath: options.databasePath) { CommandOutput.line(line) }
    }
}
