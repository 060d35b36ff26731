import Foundation
import SousApp
import SousCore
import SousStore

extension EffectRunner {
    /// The settings screen's effects: the library's folder read, bound or unbound. Binding
    /// writes every recipe out, which takes a while for a large library: it runs off the loop.
    func perform(_ effect: SettingsEffect) throws -> [AppAction] {
        switch effect {
        case .load:
            return [.settings(.loaded(try Self.folderSettings(database)))]
        case .bindFolder(let typed):
            let root = URL(fileURLWithPath: typedPath(typed)).standardizedFileURL
            let (database, databasePath, inbox, watching) = (database, databasePath, inbox, folderWatching)
            Thread.detachNewThread {
                let actions = Self.bind(database, databasePath: databasePath, to: root, watching: watching, posting: inbox)
                for action in actions { inbox.post(action) }
            }
            return []
        case .unbindFolder:
            guard let bound = try database.libraryFolder() else { return [.settings(.loaded(try Self.folderSettings(database)))] }
            folderWatching.stop()
            database.stopWritingFolderChanges()
            try database.unbindFolder()
            if let databasePath { LibraryFolder.forgetBinding(databasePath: databasePath) }
            return [.folderConflicts([]), .settings(.folderChanged(FolderSettings(path: nil),
                message: "The library no longer follows \(TerminalText.visibleName(bound)); its recipes stay, and so do the files"))]
        }
    }

    /// Starts watching the bound folder, if any (after the app's first frame).
    public func watchFolder() {
        guard let folder = try? LibraryFolder.bound(database) else { return }
        folderWatching.start(folder, posting: inbox)
    }

    /// What `sous folder DIR` does, from the app: the library's recipes written out, the
    /// folder's read in, then every change written as it happens and the folder watched.
    private static func bind(_ database: AppDatabase, databasePath: String?, to root: URL, watching: FolderWatching,
                             posting inbox: Inbox) -> [AppAction] {
        let name = TerminalText.visibleName(root.path)
        guard let databasePath else {
            return [.settings(.folderFailed("This library has no file of its own to keep a folder beside"))]
        }
        do {
            if let bound = try database.libraryFolder() {
                return [.settings(.folderFailed(bound == root.path ? "The library is already kept in \(name)"
                                                : "The library is kept in \(TerminalText.visibleName(bound)): u unbinds it first"))]
            }
            let folder = LibraryFolder(database: database, root: root)
            let report = try folder.bind(databasePath: databasePath)
            folder.writeChangesAsTheyHappen()
            watching.start(folder, posting: inbox)
            let done = "The library is kept in \(name)" + (report.summary.map { ": \($0)" } ?? "")
            return [.folderRead(report.summary ?? "bound"), .settings(.folderChanged(try folderSettings(database), message: done)),
                    .folderConflicts(folder.conflictNotices())]
        } catch {
            return [.settings(.folderFailed("Cannot keep the library in \(name): \(error)"))]
        }
    }

    /// The folder as the settings show it: what it holds, and the files it could not read.
    private static func folderSettings(_ database: AppDatabase) throws -> FolderSettings {
        guard let folder = try LibraryFolder.bound(database) else { return FolderSettings(path: nil) }
        let files = try database.folderFiles()
        let (recipes, weeks) = LibraryFolder.counts(of: files)
        return FolderSettings(path: folder.root.path, recipeFiles: recipes, weeks: weeks,
                              conflicts: folder.conflicts().count,
                              unreadable: files.values.compactMap { file in file.error.map { "\(file.path): \($0)" } }.sorted())
    }
}

/// The bound folder's watcher while the app is open: started after the first frame or when
/// the library is bound from the app, stopped when it is unbound.
final class FolderWatching: @unchecked Sendable {
    private let lock = NSLock()
    private var watcher: FolderWatcher?

    func start(_ folder: LibraryFolder, posting inbox: Inbox) {
        let new = folder.watch(posting: inbox)
        lock.lock()
        defer { lock.unlock() }
        watcher?.stop()
        watcher = new
    }

    func stop() {
        lock.lock()
        defer { lock.unlock() }
        watcher?.stop()
        watcher = nil
    }
}
