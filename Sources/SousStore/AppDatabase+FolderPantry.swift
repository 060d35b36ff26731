import Foundation
import GRDB
import SousCore

// The pantry in the bound folder (`config/pantry.conf`, the Cooklang tools' TOML).
extension AppDatabase {
    /// Writes the pantry's file when the pantry changed since it was last written.
    static func writeFolderPantryOutbox(with fileWriter: any FolderFileWriter, in db: Database) throws -> Int {
        guard try Int.fetchOne(db, sql: "SELECT count(*) FROM folder_pantry_outbox") ?? 0 > 0 else { return 0 }
        let existing = try folderFiles(in: db)[PantryFileEntry.folderPath]
        let entries = try pantryFileEntries(in: db)
        let staples = try String.fetchAll(db, sql: "SELECT name FROM pantry_staple ORDER BY name")
        let written = try fileWriter.writePantry(entries, staples: staples, over: existing)
        // A conflict copy is not the pantry's file: the file changed elsewhere is read next.
        if written.path == PantryFileEntry.folderPath, written != existing { try save(written, in: db) }
        try db.execute(sql: "DELETE FROM folder_pantry_outbox")
        return written == existing ? 0 : 1
    }

    private static func pantryFileEntries(in db: Database) throws -> [PantryFileEntry] {
        try Row.fetchAll(db, sql: """
            SELECT id, name, key, quantity_num, quantity_den, unit, best_before, location, bought, low
            FROM pantry_item ORDER BY name COLLATE NOCASE, id
            """).map { PantryFileEntry(item: item(from: $0), bought: $0["bought"], low: $0["low"]) }
    }

    /// The pantry as another device left it in the folder: the file's items replace the pantry's,
    /// and its staples the staples (a file without a staples table leaves them as they are). Not queued to be written back: the file already says it.
    public func applyFolderPantry(_ entries: [PantryFileEntry], staples: [String]?, file: FolderFile) throws {
        try writer.write { db in
            let queuedBefore = try Int.fetchOne(db, sql: "SELECT count(*) FROM folder_pantry_outbox") ?? 0 > 0
            try db.execute(sql: "DELETE FROM pantry_item")
            for entry in entries { try Self.insert(entry, in: db) }
            if let staples {
                try db.execute(sql: "DELETE FROM pantry_staple")
                for staple in Set(staples) { try db.execute(sql: "INSERT INTO pantry_staple (name) VALUES (?)", arguments: [staple]) }
            }
            try Self.save(file, in: db)
            if !queuedBefore { try db.execute(sql: "DELETE FROM folder_pantry_outbox") }
        }
    }

    /// Joins the pantry a folder already holds (bound on another device) to this library's: an
    /// item of a name and place this pantry lacks is added, one it has keeps this side's amount;
    /// the staples of both are kept.
    public func mergeFolderPantry(_ entries: [PantryFileEntry], staples: [String]?) throws {
        try writer.write { db in
            let held = Set(try Self.pantryItems(in: db).map { Self.place($0) })
            for entry in entries where !held.contains(Self.place(entry.item)) { try Self.insert(entry, in: db) }
            let heldStaples = Set(try String.fetchAll(db, sql: "SELECT name FROM pantry_staple"))
            for staple in Set(staples ?? []) where !heldStaples.contains(staple) {
                try db.execute(sql: "INSERT INTO pantry_staple (name) VALUES (?)", arguments: [staple])
            }
        }
    }

    /// An item's name and place, compared without case.
    private static func place(_ item: PantryItem) -> String {
        item.name.lowercased() + "\u{1}" + (item.location ?? "").lowercased()
    }

    private static func insert(_ entry: PantryFileEntry, in db: Database) throws {
        let item = entry.item
        try db.execute(sql: """
            INSERT INTO pantry_item (name, key, quantity_num, quantity_den, unit, best_before, location, bought, low)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [item.name, item.key, item.quantity?.numerator, item.quantity?.denominator, item.unit,
                             item.bestBefore?.iso, item.location, entry.bought, entry.low])
    }

    /// Queues the pantry to be written again (its file was removed elsewhere: the pantry is kept,
    /// never emptied by a missing file).
    public func queueFolderPantry() throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM folder_file WHERE path = ?", arguments: [PantryFileEntry.folderPath])
            try db.execute(sql: "INSERT OR IGNORE INTO folder_pantry_outbox(id) VALUES (1)")
        }
    }
}
