import Foundation
import GRDB
import SousCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The recipe library on disk: one SQLite database behind a GRDB `DatabaseWriter`, its schema
/// migrations, and named, transactional reads and writes. Every write that changes searchable
/// text updates the full-text index in the same transaction.
public final class AppDatabase: Sendable {
    /// The schema this build writes; each migration sets `PRAGMA user_version` to its number.
    static let schemaVersion = 20

    let writer: any DatabaseWriter
    /// Writes each change to the library's folder as it is committed, while bound and open.
    let folderWriteBack = FolderWriteBack()

    private init(writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrate(writer)
        try Self.refreshSafetyIfStale(writer)
        try Self.refreshKeyConceptsIfStale(writer)
    }

    /// A library opened to read only (`openForReading`): nothing is migrated or written.
    private init(readingFrom queue: DatabaseQueue) {
        self.writer = queue
    }

    /// Opens an existing library to read only, for what a status bar runs every second: no
    /// migration, no write, and no checkpoint of the write-ahead log when it closes. Nil when
    /// the file is not at this build's schema: the normal open then migrates an older one and
    /// refuses a newer one, with its sentences.
    ///
    /// A file this user cannot write, whose write-ahead log is missing or empty (everything is in
    /// the file itself), is opened immutable: SQLite would otherwise create `-wal` and `-shm`
    /// beside it with the file's own read-only mode, and those would keep the library unusable
    /// after its permissions were restored. (No sous of this user can change such a file.)
    public static func openForReading(path: String) throws -> AppDatabase? {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        let logBytes = ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? NSNumber)?.intValue ?? 0
        let location = readOnlyReason(path: path) != nil && logBytes == 0 ? immutableURI(path) : path
        let queue = try DatabaseQueue(path: location, configuration: configuration)
        let current = try queue.read { db in
            try Int.fetchOne(db, sql: "PRAGMA user_version") == schemaVersion
                && db.tableExists("grdb_migrations") && migrator.hasCompletedMigrations(db)
                && !migrator.hasBeenSuperseded(db)
        }
        guard current else {
            try? queue.close()
            return nil
        }
        return AppDatabase(readingFrom: queue)
    }

    /// Opens (creating if needed) the database file at `path` in WAL mode.
    ///
    /// Missing parent folders are created private to the user (0700) and a new file gets mode 0600.
    /// A file written by a newer sous, or one that is not a SQLite database, is refused before
    /// anything is written to it.
    public convenience init(path: String) throws {
        try Self.prepareFile(atPath: path)
        // Before SQLite touches it: even a failed open of a read-only file leaves read-only
        // journal files behind, which outlive the permissions that caused them.
        Self.restoreJournalModes(path: path)
        if let reason = Self.readOnlyReason(path: path) { throw StoreError.readOnly(path: path, reason: reason) }
        let isWAL = try Self.checkCompatible(path: path)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Every connection waits for other processes' locks. Writes need nothing more: GRDB
        // begins a pool's write transactions IMMEDIATE, taking the write lock up front, where
        // the busy timeout applies (a DEFERRED one that read first could only fail at once).
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.prepareDatabase { db in
            // WAL makes NORMAL durable against application crashes; only a power cut may lose
            // the last transactions, never corrupt the file.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        do {
            // Once a file is in WAL it stays so: only a new file pays for the extra connection.
            if !isWAL { try Self.switchToWAL(path: path) }
            let pool = try BusyRetry(timeout: Self.busyTimeout).run {
                try DatabasePool(path: path, configuration: configuration)
            }
            try self.init(writer: pool)
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            throw StoreError.cannotOpen(path: path, reason: Self.sentence(for: error))
        }
    }

    /// A private database in memory, for tests and previews.
    public static func inMemory() throws -> AppDatabase {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        return try AppDatabase(writer: DatabaseQueue(configuration: configuration))
    }

    /// Where the library lives: `$SOUS_DB`, else `$XDG_DATA_HOME/sous/sous.db`,
    /// else `~/.local/share/sous/sous.db` with `~` taken from `HOME` in `environment`.
    public static func defaultPath(environment: [String: String]) -> String {
        if let explicit = environment["SOUS_DB"], !explicit.isEmpty {
            return explicit
        }
        // The XDG spec says relative values are invalid and must be ignored.
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return (dataHome as NSString).appendingPathComponent("sous/sous.db")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return (home as NSString).appendingPathComponent(".local/share/sous/sous.db")
    }

    // MARK: - Schema

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE recipe (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    title TEXT NOT NULL,
                    summary TEXT,
                    servings INTEGER,
                    yield_text TEXT,
                    prep_minutes INTEGER,
                    cook_minutes INTEGER,
                    total_minutes INTEGER,
                    category TEXT,
                    cuisine TEXT,
                    difficulty TEXT,
                    rating INTEGER NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
                    favorite BOOLEAN NOT NULL DEFAULT 0 CHECK (favorite IN (0, 1)),
                    source_url TEXT,
                    notes TEXT,
                    created_at DATETIME NOT NULL,
                    updated_at DATETIME NOT NULL
                );
                -- One index per library sort, each ending in the same tie-breakers as its
                -- ORDER BY, so a page is read straight off the index without sorting.
                CREATE INDEX recipe_on_title ON recipe(title COLLATE NOCASE);
                CREATE INDEX recipe_on_created_at ON recipe(created_at);
                CREATE INDEX recipe_on_total_time ON recipe(total_minutes IS NULL, total_minutes, title COLLATE NOCASE);
                CREATE INDEX recipe_on_rating ON recipe(rating DESC, title COLLATE NOCASE);
                CREATE INDEX recipe_on_category ON recipe(category);
                CREATE INDEX recipe_on_favorite ON recipe(favorite) WHERE favorite = 1;

                CREATE TABLE ingredient (
                    recipe_id INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    section TEXT,
                    quantity_num INTEGER,
                    quantity_den INTEGER CHECK (quantity_den IS NULL OR quantity_den > 0),
                    quantity_high_num INTEGER,
                    quantity_high_den INTEGER CHECK (quantity_high_den IS NULL OR quantity_high_den > 0),
                    unit TEXT,
                    name TEXT NOT NULL,
                    note TEXT,
                    original_text TEXT NOT NULL DEFAULT '',
                    PRIMARY KEY (recipe_id, position)
                ) WITHOUT ROWID;

                CREATE TABLE step (
                    recipe_id INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    section TEXT,
                    text TEXT NOT NULL,
                    ingredient_refs TEXT,
                    PRIMARY KEY (recipe_id, position)
                ) WITHOUT ROWID;

                CREATE TABLE recipe_tag (
                    recipe_id INTEGER NOT NULL REFERENCES recipe(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    tag TEXT NOT NULL,
                    PRIMARY KEY (recipe_id, position)
                ) WITHOUT ROWID;

                CREATE TABLE setting (
                    key TEXT PRIMARY KEY NOT NULL,
                    value TEXT NOT NULL
                );

                -- Contentless: the text already lives in the tables above. The rowid is the recipe
                -- id. Prefix indexes make the first three keystrokes of a word, which match most
                -- of the library, one doclist read instead of a merge of every matching term.
                -- `facets` holds one token per library filter (category, favourite) so that a
                -- filtered search is answered and counted by FTS5 alone.
                CREATE VIRTUAL TABLE recipe_fts USING fts5(
                    title, ingredients, tags, summary, facets,
                    content = '',
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '1 2 3'
                );

                PRAGMA user_version = 1;
                """)
        }
        registerTimerSchema(in: &migrator)
        registerPlanSchema(in: &migrator)
        registerSortTitleSchema(in: &migrator)
        registerCleanTextSchema(in: &migrator)
        registerDietSchema(in: &migrator)
        registerNutritionSchema(in: &migrator)
        registerPantrySchema(in: &migrator)
        registerPictureSchema(in: &migrator)
        registerTimelineSchema(in: &migrator)
        registerProvenanceSchema(in: &migrator)
        registerFoodConceptSchema(in: &migrator)
        registerFoodCorrectionSchema(in: &migrator)
        registerRecipeNutritionSchema(in: &migrator)
        registerFolderSchema(in: &migrator)
        return migrator
    }

    // MARK: - Opening files

    /// Why this user cannot change the library at `path` (the end of a sentence), or nil when it
    /// can. Writing needs the file, and its `-wal` and `-shm` journals: those present must be
    /// writable, and those missing are created in the file's folder.
    public static func readOnlyReason(path: String) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        if access(path, W_OK) != 0 { return "its permissions do not let you change it" }
        let name = (path as NSString).lastPathComponent
        var missing = false
        for suffix in ["-wal", "-shm"] {
            guard FileManager.default.fileExists(atPath: path + suffix) else { missing = true; continue }
            if access(path + suffix, W_OK) != 0 {
                return "its journal file \(TerminalText.visibleName(name + suffix)) cannot be written (give it the same owner and permissions as the database)"
            }
        }
        let folder = (path as NSString).deletingLastPathComponent
        if missing && access(folder.isEmpty ? "." : folder, W_OK) != 0 {
            return "its folder \(TerminalText.visibleName(folder.isEmpty ? "." : folder)) cannot be written, and SQLite keeps its journal files there"
        }
        return nil
    }

    /// Journal files SQLite made read-only because the library was when it opened it (an older
    /// sous did that): once the library is writable again, this user's own journals get its mode
    /// back, as SQLite would have given them, so restoring the library's permissions is enough.
    private static func restoreJournalModes(path: String) {
        var library = stat()
        guard access(path, W_OK) == 0, stat(path, &library) == 0 else { return }
        for suffix in ["-wal", "-shm"] {
            var journal = stat()
            guard stat(path + suffix, &journal) == 0, journal.st_uid == geteuid(), access(path + suffix, W_OK) != 0 else { continue }
            chmod(path + suffix, library.st_mode & 0o666)
        }
    }

    /// A SQLite URI that reads `path` as a file nothing changes: no locks, no journal files.
    private static func immutableURI(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute) + "?immutable=1"
    }

    /// Creates missing parent folders (0700) and an empty file (0600), so the library is private
    /// from its first byte rather than chmod-ed after SQLite created it with the umask's mode.
    private static func prepareFile(atPath path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty && !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError.cannotOpen(path: path, reason: "its folder \(directory) could not be created.")
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            let reason = String(cString: strerror(errno))
            throw StoreError.cannotOpen(path: path, reason: "the file could not be created (\(reason)).")
        }
    }

    /// Looks at an existing file through a read-only connection, so that neither a newer schema
    /// nor a file that is not a database is touched by the WAL switch or the migrator. Returns
    /// whether the file is in WAL mode already.
    private static func checkCompatible(path: String) throws -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        // Without it, this look fails at once whenever another sous is switching the file to
        // WAL or migrating it, which is exactly when several start together.
        configuration.busyMode = .timeout(busyTimeout)
        do {
            return try BusyRetry(timeout: busyTimeout).run {
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                defer { try? queue.close() }
                return try queue.read { db in
                    try refuseIfNotOurs(db, path: path)
                    return try String.fetchOne(db, sql: "PRAGMA journal_mode")?.lowercased() == "wal"
                }
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            throw StoreError.cannotOpen(path: path, reason: sentence(for: error))
        }
    }

    /// Throws when the file's schema is newer than this build's, or is some other program's.
    private static func refuseIfNotOurs(_ db: Database, path: String) throws {
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        var newer = version > schemaVersion
        if try db.tableExists("grdb_migrations") {
            // A newer sous might add a migration without bumping user_version: catch that too.
            newer = try newer || migrator.hasBeenSuperseded(db)
        }
        if newer {
            throw StoreError.newerDatabase(path: path, version: max(version, schemaVersion + 1),
                                           supported: schemaVersion)
        }
        if version < schemaVersion, try !db.tableExists("grdb_migrations"),
           try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0 > 0 {
            throw StoreError.cannotOpen(
                path: path, reason: "it is a SQLite database, but not one written by sous. Nothing was changed.")
        }
    }

    private static func sentence(for error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_NOTADB:
            return "it is not a SQLite database. Nothing was changed."
        case .SQLITE_CORRUPT:
            return "the file is damaged (SQLite reports it as corrupt)."
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY:
            return "the file cannot be opened for writing; check its permissions."
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return "another program is holding the database locked."
        case .SQLITE_FULL:
            return "the disk is full. Free some space and try again."
        default:
            return (error.message ?? "SQLite error \(error.resultCode.rawValue)") + "."
        }
    }
}
