import Foundation
import SousCore
import SousStore

/// What `sous folder` says, worked out here so the executable only parses arguments and prints.
public enum FolderReport {
    /// What `sous folder` was asked to do.
    public enum Request {
        case show
        case bind(folder: String)
        case unbind
        case resolve(copy: String, keep: FolderConflict.Keep)
    }

    /// Carries out `request` on the library at `databasePath` (opened without reading the folder
    /// first) and says what happened, a line each.
    public static func perform(_ request: Request, on database: AppDatabase, databasePath: String) throws -> [String] {
        switch request {
        case .unbind:
            guard let bound = try database.libraryFolder() else { return ["the library is not bound to a folder"] }
            try database.unbindFolder()
            LibraryFolder.forgetBinding(databasePath: databasePath)
            return ["the library no longer follows \(TerminalText.visibleName(bound)); its recipes stay in the database"]
        case .bind(let folder):
            let root = URL(fileURLWithPath: (folder as NSString).expandingTildeInPath).standardizedFileURL
            if let bound = try database.libraryFolder(), bound != root.path {
                throw ServiceFailure("the library is bound to \(TerminalText.visibleName(bound)); sous folder --unbind first")
            }
            let report = try LibraryFolder(database: database, root: root).bind(databasePath: databasePath)
            return ["the library is kept in \(TerminalText.visibleName(root.path)): \(report.summary ?? "nothing to write")"]
                + details(report, LibraryFolder(database: database, root: root))
        case .show, .resolve:
            guard let bound = try LibraryFolder.bound(database) else { return ["the library is not bound to a folder (sous folder DIR binds it)"] }
            if case .resolve(let copy, let keep) = request { return [try resolve(copy, keeping: keep, in: bound)] }
            let report = try bound.sync()
            return [try status(of: bound, after: report)] + details(report, bound)
        }
    }

    /// "the library is kept in DIR: 12 recipe files, 2 weeks of the plan; just now: 1 added".
    public static func status(of folder: LibraryFolder, after report: LibraryFolder.Report) throws -> String {
        let (recipes, weeks) = LibraryFolder.counts(of: try folder.database.folderFiles())
        return "the library is kept in \(TerminalText.visibleName(folder.root.path)): \(recipes) recipe file\(recipes == 1 ? "" : "s")"
            + (weeks > 0 ? ", \(weeks) week\(weeks == 1 ? "" : "s") of the plan" : "")
            + (report.summary.map { "; just now: \($0)" } ?? "")
    }

    /// Keeps one version of a conflict copy (named by its path in the folder, or its file name)
    /// and says which.
    public static func resolve(_ copy: String, keeping keep: FolderConflict.Keep, in folder: LibraryFolder) throws -> String {
        let given = URL(fileURLWithPath: (copy as NSString).expandingTildeInPath).standardizedFileURL.path
        guard let conflict = folder.conflicts().first(where: {
            $0.copy == copy || folder.root.appendingPathComponent($0.copy).path == given || ($0.copy as NSString).lastPathComponent == copy
        }) else {
            throw ServiceFailure("\(TerminalText.visibleName(copy)) is no conflict copy in \(TerminalText.visibleName(folder.root.path)) (sous folder lists them)")
        }
        let title = try folder.title(of: conflict)
        let report = try folder.resolve(conflict, keeping: keep)
        let kept = switch keep {
        case .mine: "kept this library's version of \(title); the copy is removed"
        case .theirs: "kept the other version of \(title), in \(conflict.original)"
        case .both: "kept both versions of \(title)"
        }
        return TerminalText.visibleLine(kept) + (report.summary.map { "; just now: \($0)" } ?? "")
    }

    /// The files that could not be read (with their errors) and the conflict copies.
    public static func details(_ report: LibraryFolder.Report, _ folder: LibraryFolder) -> [String] {
        var lines: [String] = []
        let unreadable = ((try? folder.database.folderFiles()) ?? [:]).values.filter { $0.error != nil }.sorted { $0.path < $1.path }
        for file in unreadable {
            lines.append("  not readable (its recipe keeps its last good version): \(TerminalText.visibleName(file.path)): \(TerminalText.visibleName(file.error ?? ""))")
        }
        // What could not be read this time and keeps no error of its own (the household, a file
        // over the size limit).
        for failure in report.failed where !unreadable.contains(where: { failure.hasPrefix($0.path + ":") }) {
            lines.append("  not read: \(TerminalText.visibleLine(failure))")
        }
        for copy in report.conflicts {
            guard let conflict = FolderConflict(copy: copy) else {
                lines.append("  conflict copy, not read: \(TerminalText.visibleName(copy))")
                continue
            }
            let title = (try? folder.title(of: conflict)) ?? conflict.original
            lines.append("  2 versions of \(TerminalText.visibleLine(title)): \(TerminalText.visibleName(conflict.original)) and "
                         + "\(TerminalText.visibleName(copy)) (sous folder --keep-mine, --keep-theirs or --keep-both \(TerminalText.visibleName(copy)))")
        }
        return lines
    }
}
