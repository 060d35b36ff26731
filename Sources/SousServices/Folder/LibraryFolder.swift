import Foundation
import SousCore
import SousFormats
import SousStore

/// The library bound to a folder of Cooklang files (`sous folder DIR`): the folder is the truth,
/// the database its index. `sync` reads what changed in the folder (a file's size and time
/// first, its content hash only when those moved) and writes what changed in the library.
///
/// Recipes are `.cook` files in any sub-folder, pictures beside them under the same name, the
/// metadata sous keeps (rating, favourite, tags, source, servings) in the front matter. Hidden
/// files and folders are not read (sous's own temporary files, `.stversions`, `.git`), nor
/// are the copies a sync engine makes of a conflict, which `Scan.conflicts` lists.
public struct LibraryFolder: Sendable {
    public let database: AppDatabase
    public let root: URL
    /// The time now: the shopping trip is the week that holds it.
    let now: @Sendable () -> Date

    public init(database: AppDatabase, root: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.root = root.standardizedFileURL
        self.now = now
    }

    /// The folder the library is bound to, or nil.
    public static func bound(_ database: AppDatabase) throws -> LibraryFolder? {
        try database.libraryFolder().map { LibraryFolder(database: database, root: URL(fileURLWithPath: $0, isDirectory: true)) }
    }

    /// What one `sync` did.
    public struct Report: Equatable, Sendable {
        public var added = 0, updated = 0, removed = 0, written = 0
        /// Weeks of the plan read from their `.menu` files (changed or removed elsewhere).
        public var weeks = 0
        /// The household read from its file (changed elsewhere).
        public var household = false
        /// The shopping trip's items or ticks read from their files (changed elsewhere).
        public var shopping = false
        /// The pantry read from its file (changed elsewhere).
        public var pantry = false
        /// The foods' aisles read from their file (changed elsewhere).
        public var aisles = false
        /// "soup.cook: line 3: ..." for each file that failed to parse (its recipe is kept).
        public var failed: [String] = []
        /// Copies a sync engine made of a conflict ("soup.sync-conflict-20261126-....cook").
        public var conflicts: [String] = []

        /// "3 recipes read from the folder, 1 written" or nil when nothing happened.
        public var summary: String? {
            var parts: [String] = []
            if added > 0 { parts.append("\(added) added") }
            if updated > 0 { parts.append("\(updated) updated") }
            if removed > 0 { parts.append("\(removed) removed") }
            if weeks > 0 { parts.append(weeks == 1 ? "1 week of the plan" : "\(weeks) weeks of the plan") }
            if household { parts.append("the household") }
            if shopping { parts.append("the shopping list") }
            if pantry { parts.append("the pantry") }
            if aisles { parts.append("the aisles") }
            if written > 0 { parts.append("\(written) written") }
            if !failed.isEmpty { parts.append("\(failed.count) not readable") }
            if !conflicts.isEmpty { parts.append("\(conflicts.count) in conflict") }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    /// Binds the library at `databasePath` to the folder (created when missing): the library's
    /// recipes are written out first, so nothing is lost, then the recipes already in the folder
    /// are read in. The binding is also kept beside the database (`FolderBinding`).
    public func bind(databasePath: String) throws -> Report {
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw ServiceFailure("cannot create the folder \(TerminalText.visibleName(root.path)): \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: root.path) else {
            throw ServiceFailure("the folder \(TerminalText.visibleName(root.path)) cannot be written")
        }
        try adoptHousehold()
        try adoptPantry()
        if let text = try? String(contentsOf: root.appendingPathComponent(AisleFile.path), encoding: .utf8) {
            try database.mergeFolderAisles(AisleFile.read(text))
        }
        // A trip the folder already holds: its items join this library's before the trip is
        // written; its recipes once the folder's recipes and plan are read (they name files).
        let trip = (try? Data(contentsOf: root.appendingPathComponent(ShoppingListFile.path)))
            .flatMap { GitMergeMarkers.present(in: $0) ? nil : String(decoding: $0, as: UTF8.self) }
        if let trip { try database.adoptFolderShoppingTrip(items: ShoppingListFile.items(in: trip), references: [], now: now()) }
        try FolderBinding(databasePath: databasePath).remember(root.path)
        // A library bound before it had any recipes takes the folder's: no starter recipes are added.
        if try database.recipeCount() == 0 { try database.setSetting(StarterLibraryImport.settingKey, "1") }
        try database.bindFolder(root.path)
        var report = Report()
        // A recipe the folder already holds word for word is linked to its file, not written twice.
        var adoptable: [String: String] = [:]
        for file in FolderListing.files(under: root) where !FolderListing.isConflictCopy(file.path) && !FolderListing.isMenu(file.path) {
            if let data = try? Data(contentsOf: root.appendingPathComponent(file.path)) { adoptable[ContentHash.of(data)] = file.path }
        }
        report.written = try database.writeFolderOutbox(with: CooklangFolderWriter(root: root, adoptable: adoptable, now: now))
        let scanned = try rescan()
        if let trip, !ShoppingListFile.references(in: trip).isEmpty {
            try database.adoptFolderShoppingTrip(items: [], references: ShoppingListFile.references(in: trip), now: now())
            report.written += try database.writeFolderOutbox(with: CooklangFolderWriter(root: root, now: now))
        }
        try writeCalendar()
        report.added = scanned.added
        report.failed = scanned.failed
        report.conflicts = scanned.conflicts
        return report
    }

    /// A folder bound on another device already holds the household: its people join this
    /// library's before anything is written, so binding never takes an allergy away. A file that
    /// cannot be read stops the binding, with the line to correct.
    private func adoptHousehold() throws {
        let url = root.appendingPathComponent(HouseholdFile.path)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        guard let data = try? Data(contentsOf: url) else {
            throw ServiceFailure("the folder's household file \(HouseholdFile.path) cannot be read")
        }
        do {
            try database.mergeHousehold(try HouseholdFile.read(String(decoding: data, as: UTF8.self)))
        } catch let error as DataFileError {
            throw ServiceFailure("the folder's household file \(HouseholdFile.path), line \(error.line): \(error.message); correct it and bind again")
        }
    }

    /// A folder bound on another device may already hold a pantry: its items join this
    /// library's before the pantry is written. A file that cannot be read stops the binding,
    /// with the line to correct, rather than be written over.
    private func adoptPantry() throws {
        let url = root.appendingPathComponent(CooklangPantry.path)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        guard let data = try? Data(contentsOf: url), !GitMergeMarkers.present(in: data) else {
            throw ServiceFailure("the folder's pantry file \(CooklangPantry.path) cannot be read; correct it and bind again")
        }
        do {
            let contents = try CooklangPantry.read(String(decoding: data, as: UTF8.self))
            try database.mergeFolderPantry(contents.entries, staples: contents.staples)
        } catch let error as CooklangPantry.ReadError {
            throw ServiceFailure("the folder's pantry file \(CooklangPantry.path), \(error); correct it and bind again")
        }
    }

    /// Forgets the binding kept beside the database (`sous folder --unbind`).
    public static func forgetBinding(databasePath: String) {
        FolderBinding(databasePath: databasePath).forget()
    }

    /// Reads what changed in the folder, then writes what changed in the library.
    public func sync() throws -> Report {
        // One reading at a time in this process (the watcher's and an effect's): two would
        // both find a new file and do the same work twice.
        Self.syncing.lock()
        defer { Self.syncing.unlock() }
        var report = try rescan()
        report.written = try database.writeFolderOutbox(with: CooklangFolderWriter(root: root, now: now))
        // The calendar follows the plan silently: it is never news that it was written.
        try writeCalendar()
        return report
    }

    /// Writes each change this process makes to the library to the folder as it is committed.
    public func writeChangesAsTheyHappen() {
        database.writeFolderChangesAsTheyHappen(with: CooklangFolderWriter(root: root, now: now))
    }

    private static let syncing = NSRecursiveLock()

    /// How many recipe files and weeks of the plan are among `files` (the index's).
    public static func counts(of files: [String: FolderFile]) -> (recipes: Int, weeks: Int) {
        (files.keys.filter { $0.hasSuffix(".cook") }.count, files.keys.filter { $0.hasSuffix(".menu") }.count)
    }

    static let maximumFileBytes: Int64 = 5_000_000

    /// A recipe still waiting to be written whose very text a file the index does not know
    /// holds was written by a process stopped before it could record it (killed, or the
    /// machine off): the file is recorded as that recipe's, not read as a new recipe beside it.
    private func adoptFilesWrittenBeforeAStop(known: [String: FolderFile]) throws {
        let waiting = try database.folderOutboxRecipes()
        guard !waiting.isEmpty else { return }
        var unknown: [String: FolderListing.Entry] = [:]
        for file in FolderListing.files(under: root) where known[file.path] == nil && file.path.hasSuffix(".cook")
            && !FolderListing.isConflictCopy(file.path) && file.size <= Self.maximumFileBytes {
            if let data = try? Data(contentsOf: root.appendingPathComponent(file.path)) { unknown[ContentHash.of(data)] = file }
        }
        for recipe in waiting {
            let hash = ContentHash.of(Data(CooklangWriter.write(recipe).utf8))
            guard let file = unknown.removeValue(forKey: hash) else { continue }
            try database.adoptFolderFile(FolderFile(path: file.path, recipeID: recipe.id, size: file.size, modified: file.modified, hash: hash))
        }
    }

    /// Compares the folder with what the index last saw and applies the difference.
    func rescan() throws -> Report {
        var report = Report()
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw ServiceFailure("the library's folder \(TerminalText.visibleName(root.path)) is missing (sous folder --unbind uses the database alone)")
        }
        try adoptFilesWrittenBeforeAStop(known: try database.folderFiles())
        let known = try database.folderFiles()
        var seen = Set<String>()
        var changes: [FolderChange] = []
        var menus: [FolderListing.Entry] = []
        for file in FolderListing.files(under: root) {
            if FolderListing.isConflictCopy(file.path) {
                report.conflicts.append(file.path)
                continue
            }
            seen.insert(file.path)
            let old = known[file.path]
            if let old, old.size == file.size, old.modified == file.modified { continue }
            if FolderListing.isMenu(file.path) {
                menus.append(file)
                continue
            }
            guard let data = readLimited(file, into: &report) else { continue }
            var stamp = FolderFile(path: file.path, recipeID: old?.recipeID, size: file.size, modified: file.modified,
                                   hash: ContentHash.of(data))
            if let old, old.hash == stamp.hash {
                stamp.error = old.error
                changes.append(.touched(stamp))
                continue
            }
            if GitMergeMarkers.present(in: data) {
                stamp.error = GitMergeMarkers.advice
                changes.append(.failed(stamp))
                report.failed.append("\(file.path): \(GitMergeMarkers.advice)")
                continue
            }
            do {
                let url = root.appendingPathComponent(file.path)
                let text = try RecipeFileReader.decode(data, fileName: url.lastPathComponent)
                var recipe = try CooklangImporter.recipe(from: text, fileName: url.lastPathComponent)
                recipe = CooklangPicture.attach(to: [recipe], readFrom: url).recipes[0]
                recipe.id = nil
                changes.append(.read(stamp, recipe))
            } catch {
                stamp.error = (error as? RecipeFileError).map { error in error.line.map { "line \($0): \(error.message)" } ?? error.message }
                    ?? String(describing: error)
                changes.append(.failed(stamp))
                report.failed.append("\(file.path): \(stamp.error!)")
            }
        }
        var menuChanges: [FolderMenuChange] = []
        for (path, file) in known where !seen.contains(path) && !Self.ownFiles.contains(path) {
            if FolderListing.isMenu(path) {
                menuChanges.append(.removed(file))
                report.weeks += 1
            } else {
                changes.append(.removed(file))
                if file.recipeID != nil { report.removed += 1 }
            }
        }
        // A file this process wrote while the scan listed the folder is recorded by the time the
        // changes apply, with the same text: it is not counted as news from the folder.
        let alreadyRecorded = try database.applyFolderChanges(changes)
        for case .read(let stamp, _) in changes where !alreadyRecorded.contains(stamp.path) {
            if stamp.recipeID == nil { report.added += 1 } else { report.updated += 1 }
        }
        // The plan after the recipes: its meals name recipes by their files.
        for file in menus {
            guard let data = readLimited(file, into: &report) else { continue }
            let stamp = FolderFile(path: file.path, recipeID: nil, size: file.size, modified: file.modified, hash: ContentHash.of(data))
            if let old = known[file.path], old.hash == stamp.hash {
                menuChanges.append(.touched(stamp))
                continue
            }
            // Neither side of a merge conflict is the week: it is read once one is kept.
            if GitMergeMarkers.present(in: data) {
                report.failed.append("\(file.path): \(GitMergeMarkers.advice)")
                continue
            }
            let menu = CooklangMenu.read(String(decoding: data, as: UTF8.self))
            menuChanges.append(.read(stamp, meals: menu.meals, mondays: menu.mondays))
            report.weeks += 1
        }
        try database.applyFolderMenus(menuChanges)
        try readHousehold(known: known[HouseholdFile.path], into: &report)
        try readPantry(known: known[CooklangPantry.path], into: &report)
        try readAisles(known: known[AisleFile.path], into: &report)
        try readShoppingList(known: known[ShoppingListFile.path], into: &report)
        try readShoppingChecks(known: known[ShoppingCheckLog.path], into: &report)
        return report
    }

    /// sous's own files in the folder other than recipes and weeks, read on their own (the
    /// listing passes them over).
    static let ownFiles: Set<String> = [HouseholdFile.path, ShoppingListFile.path, ShoppingCheckLog.path, CooklangPantry.path, AisleFile.path]

    /// The aisles' file (`config/aisle.conf`), read when another device changed it: the foods
    /// in categories sous knows take those aisles. A file removed elsewhere is written again.
    private func readAisles(known old: FolderFile?, into report: inout Report) throws {
        if old != nil, !FileManager.default.fileExists(atPath: root.appendingPathComponent(AisleFile.path).path) {
            return try database.queueFolderAisles()
        }
        guard let data = changedOwnFile(AisleFile.path, known: old, into: &report) else { return }
        guard !GitMergeMarkers.present(in: data.bytes) else {
            return report.failed.append("\(AisleFile.path): \(GitMergeMarkers.advice) (the aisles are unchanged)")
        }
        try database.applyFolderAisles(AisleFile.read(String(decoding: data.bytes, as: UTF8.self)), file: data.file)
        report.aisles = true
    }

    /// The pantry's file (`config/pantry.conf`), read when another device changed it: its items
    /// become the pantry. A file that cannot be read leaves the pantry as it was and is named; a
    /// file removed elsewhere is written again, never read as an empty pantry.
    private func readPantry(known old: FolderFile?, into report: inout Report) throws {
        if old != nil, !FileManager.default.fileExists(atPath: root.appendingPathComponent(CooklangPantry.path).path) {
            return try database.queueFolderPantry()
        }
        guard let data = changedOwnFile(CooklangPantry.path, known: old, into: &report) else { return }
        guard !GitMergeMarkers.present(in: data.bytes) else {
            return report.failed.append("\(CooklangPantry.path): \(GitMergeMarkers.advice) (the pantry is unchanged)")
        }
        do {
            let contents = try CooklangPantry.read(String(decoding: data.bytes, as: UTF8.self))
            try database.applyFolderPantry(contents.entries, staples: contents.staples, file: data.file)
            report.pantry = true
        } catch let error as CooklangPantry.ReadError {
            report.failed.append("\(CooklangPantry.path): \(error) (the pantry is unchanged)")
        }
    }

    /// The trip's file (`.shopping-list`), read when another device changed it: its items
    /// added by hand become the trip's, and the recipes it names that the plan does not hold
    /// stay on the trip (their ingredients on the list).
    private func readShoppingList(known old: FolderFile?, into report: inout Report) throws {
        guard let data = changedOwnFile(ShoppingListFile.path, known: old, into: &report) else { return }
        guard !GitMergeMarkers.present(in: data.bytes) else {
            return report.failed.append("\(ShoppingListFile.path): \(GitMergeMarkers.advice) (the shopping list is unchanged)")
        }
        let text = String(decoding: data.bytes, as: UTF8.self)
        try database.applyFolderShoppingItems(ShoppingListFile.items(in: text), references: ShoppingListFile.references(in: text),
                                              file: data.file, now: now())
        report.shopping = true
    }

    /// The bytes and new stamp of one of sous's own files when its content changed since the
    /// index last saw it (a new time alone is recorded); nil otherwise.
    private func changedOwnFile(_ path: String, known old: FolderFile?, into report: inout Report) -> (bytes: Data, file: FolderFile)? {
        guard let stamp = FolderListing.stamp(ofFile: root.appendingPathComponent(path).path) else {
            // Removed elsewhere: written afresh when next there is something to say.
            if old != nil { try? database.forgetFolderFile(path) }
            return nil
        }
        guard old?.size != stamp.size || old?.modified != stamp.modified else { return nil }
        let entry = FolderListing.Entry(path: path, size: stamp.size, modified: stamp.modified)
        guard let data = readLimited(entry, into: &report) else { return nil }
        let file = FolderFile(path: path, recipeID: nil, size: stamp.size, modified: stamp.modified, hash: ContentHash.of(data))
        if let old, old.hash == file.hash {
            try? database.touchFolderFile(file)
            return nil
        }
        return (data, file)
    }

    /// The ticks' log (`.shopping-checked`), read when it changed: ticks made on another device
    /// (a phone in the shop) tick the trip's list here.
    private func readShoppingChecks(known old: FolderFile?, into report: inout Report) throws {
        guard let data = changedOwnFile(ShoppingCheckLog.path, known: old, into: &report) else { return }
        try database.applyFolderShoppingChecks(ShoppingCheckLog.read(String(decoding: data.bytes, as: UTF8.self)), file: data.file, now: now())
        report.shopping = true
    }

    /// The household's file (`.sous/household.txt`), read when it changed. A file that cannot be
    /// read leaves the household as it was and is named; a file removed elsewhere is written
    /// again: a missing file never empties the household of its allergies.
    private func readHousehold(known old: FolderFile?, into report: inout Report) throws {
        guard let stamp = FolderListing.stamp(ofFile: root.appendingPathComponent(HouseholdFile.path).path) else {
            if old != nil { try database.queueFolderHousehold() }
            return
        }
        if let old, old.size == stamp.size, old.modified == stamp.modified { return }
        let entry = FolderListing.Entry(path: HouseholdFile.path, size: stamp.size, modified: stamp.modified)
        guard let data = readLimited(entry, into: &report) else { return }
        let file = FolderFile(path: HouseholdFile.path, recipeID: nil, size: stamp.size, modified: stamp.modified, hash: ContentHash.of(data))
        if let old, old.hash == file.hash { return try database.touchFolderFile(file) }
        guard !GitMergeMarkers.present(in: data) else {
            return report.failed.append("\(HouseholdFile.path): \(GitMergeMarkers.advice) (the household is unchanged)")
        }
        do {
            try database.applyFolderHousehold(try HouseholdFile.read(String(decoding: data, as: UTF8.self)), file: file)
            report.household = true
        } catch let error as DataFileError {
            report.failed.append("\(HouseholdFile.path): line \(error.line): \(error.message) (the household is unchanged)")
        }
    }

    /// A file's bytes, or nil (and the reason in the report) when it is over the limit or unreadable.
    private func readLimited(_ file: FolderListing.Entry, into report: inout Report) -> Data? {
        // The import's limit for a recipe file: a huge file is named, never read into memory.
        guard file.size <= Self.maximumFileBytes else {
            report.failed.append("\(file.path): larger than \(Self.maximumFileBytes / 1_000_000) MB, not read")
            return nil
        }
        guard let data = try? Data(contentsOf: root.appendingPathComponent(file.path)) else {
            report.failed.append("\(file.path): could not be read")
            return nil
        }
        return data
    }
}
