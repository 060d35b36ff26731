import Foundation
import GRDB
import SousCore

/// One recipe file of a bound folder as sous last read or wrote it.
public struct FolderFile: Equatable, Sendable {
    /// Relative to the folder, with `/` between folders.
    public var path: String
    public var recipeID: Int64?
    public var size: Int64
    /// Seconds since 1970, as the file system gives them.
    public var modified: Double
    public var hash: String
    /// Why the file's last version could not be read (its recipe keeps the version before).
    public var error: String?

    public init(path: String, recipeID: Int64?, size: Int64, modified: Double, hash: String, error: String? = nil) {
        self.path = path
        self.recipeID = recipeID
        self.size = size
        self.modified = modified
        self.hash = hash
        self.error = error
    }
}

/// What a scan of the folder found for one file, applied to the index by `applyFolderChanges`.
public enum FolderChange: Sendable {
    /// A new file, or a changed one: its recipe is added, or replaces the one the file held.
    case read(FolderFile, Recipe)
    /// A changed file that failed to parse: the error is kept, the recipe is not touched.
    case failed(FolderFile)
    /// The same content under a new time stamp.
    case touched(FolderFile)
    /// The file is gone: so is its recipe.
    case removed(FolderFile)
}

/// Writes recipes out to the bound folder; `AppDatabase.writeFolderOutbox` calls it for each
/// recipe changed in the library (in SousServices, where the Cooklang writer lives).
public protocol FolderFileWriter: Sendable {
    /// Writes `recipe` over `existing` (nil: a new file, named so as not to be in `taken`) and
    /// returns the file as written, or `existing` when its content would not change.
    func write(_ recipe: Recipe, over existing: FolderFile?, avoiding taken: Set<String>) throws -> FolderFile
    /// Removes the file of a recipe deleted from the library.
    func remove(_ file: FolderFile) throws
    /// Writes a week of the plan to its `.menu` file at `path` over `existing`, and returns the
    /// file as written (a conflict copy's when `existing` changed elsewhere), or nil when the
    /// week has no meals and its file was removed.
    func writeMenu(_ week: MenuWeek, path: String, over existing: FolderFile?) throws -> FolderFile?
    /// Writes the household to `HouseholdFile.path` over `existing`, and returns the file as
    /// written (a conflict copy's when `existing` changed elsewhere).
    func writeHousehold(_ people: [Person], over existing: FolderFile?) throws -> FolderFile
    /// Writes the shopping trip to `ShoppingListFile.path` over `existing`, and returns the file
    /// as written (a conflict copy's when `existing` changed elsewhere).
    func writeShoppingList(_ list: ShoppingListFile, over existing: FolderFile?) throws -> FolderFile
    /// Appends `lines` to the ticks' log (`ShoppingCheckLog.path`) and returns the log as it now
    /// is, or nil when it had changed elsewhere since sous last read it (it is read next, whole).
    func appendShoppingChecks(_ lines: String, over existing: FolderFile?) throws -> FolderFile?
    /// Writes the pantry and its staples to `PantryFileEntry.folderPath` over `existing`, and returns the file as
    /// written (a conflict copy's when `existing` changed elsewhere).
    func writePantry(_ entries: [PantryFileEntry], staples: [String], over existing: FolderFile?) throws -> FolderFile
    /// Writes the foods' aisles into `AisleFile.path` over `existing` (the file's other lines
    /// kept; `names` are the names recipes give each food), and returns the file as written (a conflict copy's when `existing` changed elsewhere).
    func writeAisles(_ aisles: [String: Aisle], names: [String: [String]], over existing: FolderFile?) throws -> FolderFile
    /// The time now: the trip is the week that holds it.
    var now: @Sendable () -> Date { get }
}

// The library bound to a folder of Cooklang files: the folder is the truth, the database its
// index. See `registerFolderSchema`.
extension AppDatabase {
    /// The bound folder's path, or nil.
    public func libraryFolder() throws -> String? {
        try setting(Self.folderSettingKey)
    }

    /// Binds the library to `path` (absolute): from now on every recipe change is queued for the
    /// folder, and every recipe the library has is queued now, to be written out.
    public func bindFolder(_ path: String) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM folder_file")
            try db.execute(sql: "INSERT OR REPLACE INTO setting(key, value) VALUES (?, ?)", arguments: [Self.folderSettingKey, path])
            try db.execute(sql: "INSERT OR IGNORE INTO folder_outbox(recipe_id) SELECT id FROM recipe")
            try db.execute(sql: "INSERT OR IGNORE INTO folder_household_outbox(id) VALUES (1)")
            try db.execute(sql: "INSERT OR IGNORE INTO folder_pantry_outbox(id) VALUES (1)")
            try db.execute(sql: "INSERT OR IGNORE INTO folder_aisle_outbox(id) VALUES (1)")
            try db.execute(sql: "INSERT OR IGNORE INTO folder_plan_outbox(week) SELECT DISTINCT \(Self.mondaySQL("day")) FROM plan_entry")
        }
    }

    /// The library alone again: its recipes stay, the folder's files are left as they are.
    public func unbindFolder() throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [Self.folderSettingKey])
            try db.execute(sql: "DELETE FROM folder_file")
            try db.execute(sql: "DELETE FROM folder_outbox")
            try db.execute(sql: "DELETE FROM folder_plan_outbox")
            try db.execute(sql: "DELETE FROM folder_household_outbox")
            try db.execute(sql: "DELETE FROM folder_shopping_outbox")
            try db.execute(sql: "DELETE FROM folder_pantry_outbox")
            try db.execute(sql: "DELETE FROM folder_aisle_outbox")
            try db.execute(sql: "DELETE FROM setting WHERE key IN (?, ?)", arguments: [Self.folderShoppingTripKey, Self.folderShoppingExtraKey])
        }
    }

    /// Makes the next scan read a file again whatever its size and time say (a file put in
    /// place by a rename may keep both), keeping the recipe it holds.
    public func markFolderFileChanged(_ path: String) throws {
        try writer.write { db in try db.execute(sql: "UPDATE folder_file SET size = -1 WHERE path = ?", arguments: [path]) }
    }

    /// Forgets a file of the folder that was removed elsewhere (sous writes it afresh).
    public func forgetFolderFile(_ path: String) throws {
        try writer.write { db in try db.execute(sql: "DELETE FROM folder_file WHERE path = ?", arguments: [path]) }
    }

    /// The files as last read or written, by path.
    public func folderFiles() throws -> [String: FolderFile] {
        try writer.read { db in try Self.folderFiles(in: db) }
    }

    /// Applies a scan of the folder in one transaction: recipes added, replaced or removed,
    /// files' stamps and errors recorded. What the scan changed is not queued to be written
    /// back: the files already say it.
    /// Returns the paths of the files read that were already recorded with the same text (this
    /// process wrote them while the scan ran, or another scan read them): they are no news.
    @discardableResult
    public func applyFolderChanges(_ changes: [FolderChange]) throws -> Set<String> {
        guard !changes.isEmpty else { return [] }
        let now = Date()
        return try writer.write { db in
            var alreadyRecorded = Set<String>()
            let queuedBefore = Set(try Int64.fetchAll(db, sql: "SELECT recipe_id FROM folder_outbox"))
            let corrections = try Self.foodCorrections(in: db)
            var keys = IngredientKeyCache()
            var changed: [Int64] = []
            for change in changes {
                switch change {
                case .read(var file, let recipe):
                    // Another scan (sous's watcher, another sous on this folder) may have read
                    // the file since this one listed it: the same text is not read twice, and a
                    // file it recorded keeps its recipe.
                    let recorded = try Self.folderFile(at: file.path, in: db)
                    if let recorded, recorded.recipeID != nil, recorded.hash == file.hash {
                        alreadyRecorded.insert(file.path)
                        continue
                    }
                    if file.recipeID == nil { file.recipeID = recorded?.recipeID }
                    if let id = file.recipeID, try RecipeRecord.exists(db, key: id) {
                        try Self.replace(recipe, id: id, now: now, in: db)
                    } else {
                        let prepared = PreparedRecipe(recipe, corrections: corrections, now: now)
                        file.recipeID = try Self.insert(prepared, keys: &keys, in: db)
                    }
                    file.error = nil
                    try Self.save(file, in: db)
                    changed.append(file.recipeID!)
                case .failed(let file), .touched(let file):
                    try Self.save(file, in: db)
                case .removed(let file):
                    if let id = file.recipeID {
                        try Self.removeRecipe(id: id, in: db)
                        changed.append(id)
                    }
                    try db.execute(sql: "DELETE FROM folder_file WHERE path = ?", arguments: [file.path])
                }
            }
            // A change the library made before the scan stays queued; the scan's own do not.
            for id in changed where !queuedBefore.contains(id) {
                try db.execute(sql: "DELETE FROM folder_outbox WHERE recipe_id = ?", arguments: [id])
            }
            return alreadyRecorded
        }
    }

    /// Writes every queued recipe change to the folder through `fileWriter` and records the
    /// files; returns how many files were written or removed. A recipe whose file cannot be
    /// written stays queued, and the error is thrown after the others are done.
    @discardableResult
    public func writeFolderOutbox(with fileWriter: any FolderFileWriter) throws -> Int {
        try writer.write { db in try Self.writeFolderOutbox(with: fileWriter, in: db) }
    }

    static func writeFolderOutbox(with fileWriter: any FolderFileWriter, in db: Database) throws -> Int {
        // Recipes first: the plan's files name them by their files' paths.
        let recipes = try writeFolderRecipeOutbox(with: fileWriter, in: db)
        return try recipes + writeFolderPlanOutbox(with: fileWriter, in: db) + writeFolderHouseholdOutbox(with: fileWriter, in: db)
            + writeFolderShoppingOutbox(with: fileWriter, in: db) + writeFolderPantryOutbox(with: fileWriter, in: db)
            + writeFolderAisleOutbox(with: fileWriter, in: db)
    }

    static func writeFolderRecipeOutbox(with fileWriter: any FolderFileWriter, in db: Database) throws -> Int {
        let queued = try Int64.fetchAll(db, sql: "SELECT recipe_id FROM folder_outbox ORDER BY recipe_id")
        guard !queued.isEmpty else { return 0 }
        let files = try folderFiles(in: db)
        var byRecipe: [Int64: FolderFile] = [:]
        for file in files.values { if let id = file.recipeID { byRecipe[id] = file } }
        var taken = Set(files.keys)
        var count = 0
        try forEachThenThrow(queued) { id in
            if let recipe = try load(id: id, in: db) {
                let existing = byRecipe[id]
                let file = try fileWriter.write(recipe, over: existing, avoiding: taken)
                if let existing, existing.path != file.path {
                    // Written beside a file changed elsewhere, as a conflict copy: the
                    // recipe stays that file's, and the next scan reads the other device's
                    // edit into the same recipe (plans keep it); the copy is listed.
                    count += 1
                } else if file != existing {
                    try save(file, in: db)
                    taken.insert(file.path)
                    count += 1
                }
            } else if let existing = byRecipe[id] {
                try fileWriter.remove(existing)
                try db.execute(sql: "DELETE FROM folder_file WHERE path = ?", arguments: [existing.path])
                count += 1
            }
            try db.execute(sql: "DELETE FROM folder_outbox WHERE recipe_id = ?", arguments: [id])
        }
        return count
    }

    /// Runs `body` for each item; one that fails leaves the others to run (a file that cannot
    /// be written stays queued), and the first failure is thrown once all have run.
    static func forEachThenThrow<Item>(_ items: [Item], _ body: (Item) throws -> Void) throws {
        var firstError: (any Error)?
        for item in items {
            do { try body(item) } catch { firstError = firstError ?? error }
        }
        if let firstError { throw firstError }
    }

    /// The recipes waiting to be written to the folder (deleted ones aside).
    public func folderOutboxRecipes() throws -> [Recipe] {
        try writer.read { db in
            try Int64.fetchAll(db, sql: "SELECT recipe_id FROM folder_outbox ORDER BY recipe_id").compactMap { try Self.load(id: $0, in: db) }
        }
    }

    /// Records `file` as its recipe's, already written word for word (by a process that stopped
    /// before it could say so): the recipe is no longer waiting to be written.
    public func adoptFolderFile(_ file: FolderFile) throws {
        try writer.write { db in
            try Self.save(file, in: db)
            try db.execute(sql: "DELETE FROM folder_outbox WHERE recipe_id = ?", arguments: [file.recipeID])
        }
    }

    /// How many recipe changes wait to be written to the folder.
    public func folderOutboxCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM folder_outbox") ?? 0 }
    }

    /// After each transaction that queued a recipe change for the folder, writes the queue through
    /// `fileWriter` (on the database's writing thread, outside any transaction), so that every
    /// write of this process reaches the folder as it is made. A file that cannot be written
    /// stays queued for the next `writeFolderOutbox`.
    public func writeFolderChangesAsTheyHappen(with fileWriter: any FolderFileWriter) {
        let observer = FolderOutboxObserver { db in
            // One transaction for the queue's bookkeeping, not one per statement.
            try? db.inTransaction {
                _ = try? Self.writeFolderOutbox(with: fileWriter, in: db)
                return .commit
            }
        }
        folderWriteBack.replace(with: observer, in: writer)
    }

    /// Stops writing changes to the folder as they happen (the library was unbound while open).
    public func stopWritingFolderChanges() {
        folderWriteBack.replace(with: nil, in: writer)
    }

    static func folderFiles(in db: Database) throws -> [String: FolderFile] {
        var files: [String: FolderFile] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT path, recipe_id, size, modified, hash, error FROM folder_file") {
            let file = folderFile(row)
            files[file.path] = file
        }
        return files
    }

    static func folderFile(at path: String, in db: Database) throws -> FolderFile? {
        try Row.fetchOne(db, sql: "SELECT path, recipe_id, size, modified, hash, error FROM folder_file WHERE path = ?",
                         arguments: [path]).map(folderFile)
    }

    private static func folderFile(_ row: Row) -> FolderFile {
        FolderFile(path: row["path"], recipeID: row["recipe_id"], size: row["size"], modified: row["modified"],
                   hash: row["hash"], error: row["error"])
    }

    static func save(_ file: FolderFile, in db: Database) throws {
        try db.execute(sql: """
            INSERT OR REPLACE INTO folder_file(path, recipe_id, size, modified, hash, error) VALUES (?, ?, ?, ?, ?, ?)
            """, arguments: [file.path, file.recipeID, file.size, file.modified, file.hash, file.error])
    }
}

/// The one observer that writes the library's changes to its folder, if any: binding again
/// replaces it, unbinding removes it.
final class FolderWriteBack: @unchecked Sendable {
    private let lock = NSLock()
    private var observer: FolderOutboxObserver?

    func replace(with new: FolderOutboxObserver?, in writer: any DatabaseWriter) {
        lock.lock()
        defer { lock.unlock() }
        if let observer { writer.remove(transactionObserver: observer) }
        if let new { writer.add(transactionObserver: new, extent: .databaseLifetime) }
        observer = new
    }
}

/// Notices inserts into the folder's outboxes (recipes, plan weeks, the household) and, once
/// they are committed, hands the connection on.
final class FolderOutboxObserver: TransactionObserver, @unchecked Sendable {
    let action: @Sendable (Database) -> Void
    private var queued = false

    init(action: @escaping @Sendable (Database) -> Void) { self.action = action }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        if case .insert(let table) = eventKind { return table.hasPrefix("folder_") && table.hasSuffix("_outbox") }
        return false
    }

    func databaseDidChange(with event: DatabaseEvent) {
        queued = true
        stopObservingDatabaseChangesUntilNextTransaction()
    }

    func databaseDidCommit(_ db: Database) {
        guard queued else { return }
        queued = false
        action(db)
    }

    func databaseDidRollback(_ db: Database) { queued = false }
}
