import SousStore

/// The library file a command works on, opened as the command needs it.
public struct LibraryFile {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Opens the library for a command that shows it: a brand-new library gets the starter
    /// recipes first, as the app gives them (never again once done, or once the library had
    /// recipes of its own).
    public func openWithStarter() throws -> AppDatabase {
        let database = try open()
        try StarterLibraryImport.importIfFirstStart(into: database)
        return database
    }

    /// Opens the library for a command that only reads it. A library this user cannot write is
    /// read as it is, with nothing created beside it; any other is opened with the starter recipes.
    public func openForReading() throws -> AppDatabase {
        guard AppDatabase.readOnlyReason(path: path) != nil else { return try openWithStarter() }
        do {
            if let database = try AppDatabase.openForReading(path: path) { return database }
        } catch {
            throw ServiceFailure(StoreError.message(for: error))
        }
        // Older or newer than this build: the normal open explains (a newer file) or names the
        // read-only file that keeps it from being brought up to date.
        return try open()
    }

    /// Opens the library, creating it when missing; a failure is one sentence. A library bound
    /// to a folder first reads what changed there and writes what it has not written yet, and
    /// from then on writes each change as it is made (`LibraryFolder`); `syncingFolder: false`
    /// leaves the folder alone (`sous folder --unbind` works when the folder is gone).
    public func open(syncingFolder: Bool = true) throws -> AppDatabase {
        let database: AppDatabase
        do {
            database = try AppDatabase(path: path)
        } catch {
            throw ServiceFailure(String(describing: error))
        }
        guard syncingFolder else { return database }
        try rebindIfRebuilt(database)
        if let folder = try LibraryFolder.bound(database) {
            _ = try folder.sync()
            folder.writeChangesAsTheyHappen()
        }
        return database
    }

    /// A database deleted (or lost) while bound comes back bound: a new, empty one whose file
    /// names a folder beside it is bound to it again, and built from its files.
    private func rebindIfRebuilt(_ database: AppDatabase) throws {
        guard let folder = FolderBinding(databasePath: path).folder, try database.libraryFolder() == nil,
              try database.recipeCount() == 0 else { return }
        try database.bindFolder(folder)
        // The folder's recipes are the library's: the starter recipes are not added to them.
        try database.setSetting(StarterLibraryImport.settingKey, "1")
    }
}
