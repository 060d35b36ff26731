import Foundation
import GRDB
import SousCore

// The aisles chosen for foods in the bound folder (`config/aisle.conf`, see `AisleFile`).
extension AppDatabase {
    /// Writes the aisles' file when an aisle was chosen since it was last written.
    static func writeFolderAisleOutbox(with fileWriter: any FolderFileWriter, in db: Database) throws -> Int {
        guard try Int.fetchOne(db, sql: "SELECT count(*) FROM folder_aisle_outbox") ?? 0 > 0 else { return 0 }
        let existing = try folderFiles(in: db)[AisleFile.path]
        let aisles = try aisleOverrides(in: db)
        // No aisles chosen and no file yet: nothing to say.
        guard !aisles.isEmpty || existing != nil else {
            try db.execute(sql: "DELETE FROM folder_aisle_outbox")
            return 0
        }
        let written = try fileWriter.writeAisles(aisles, names: try ingredientNames(of: Set(aisles.keys), in: db), over: existing)
        // A conflict copy is not the aisles' file: the file changed elsewhere is read next.
        if written.path == AisleFile.path, written != existing { try save(written, in: db) }
        try db.execute(sql: "DELETE FROM folder_aisle_outbox")
        return written == existing ? 0 : 1
    }

    /// The names the library's recipes give each of `keys` ("tomato": "tomatoes", "tomato"),
    /// in lower case, as the Cooklang tools look foods up.
    private static func ingredientNames(of keys: Set<String>, in db: Database) throws -> [String: [String]] {
        var names: [String: [String]] = [:]
        let cursor = try String.fetchCursor(db, sql: "SELECT DISTINCT lower(name) FROM ingredient ORDER BY 1")
        while let name = try cursor.next() {
            let key = ShoppingName.key(for: name)
            if keys.contains(key) { names[key, default: []].append(name) }
        }
        return names
    }

    static func aisleOverrides(in db: Database) throws -> [String: Aisle] {
        Dictionary(try Row.fetchAll(db, sql: "SELECT item_key, aisle FROM aisle_override").compactMap { row in
            Aisle(rawValue: row["aisle"]).map { (row["item_key"] as String, $0) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The aisles as another device left them in the folder replace the ones chosen here. Not
    /// queued to be written back: the file already says it.
    public func applyFolderAisles(_ aisles: [String: Aisle], file: FolderFile) throws {
        try writer.write { db in
            let queuedBefore = try Int.fetchOne(db, sql: "SELECT count(*) FROM folder_aisle_outbox") ?? 0 > 0
            try db.execute(sql: "DELETE FROM aisle_override")
            for (key, aisle) in aisles {
                try db.execute(sql: "INSERT INTO aisle_override (item_key, aisle) VALUES (?, ?)", arguments: [key, aisle.rawValue])
            }
            try Self.save(file, in: db)
            if !queuedBefore { try db.execute(sql: "DELETE FROM folder_aisle_outbox") }
        }
    }

    /// Joins the aisles a folder already holds to the ones chosen here (this side's choice wins
    /// for a food both name).
    public func mergeFolderAisles(_ aisles: [String: Aisle]) throws {
        try writer.write { db in
            for (key, aisle) in aisles {
                try db.execute(sql: "INSERT OR IGNORE INTO aisle_override (item_key, aisle) VALUES (?, ?)", arguments: [key, aisle.rawValue])
            }
        }
    }

    /// Queues the aisles to be written again (their file was removed elsewhere).
    public func queueFolderAisles() throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM folder_file WHERE path = ?", arguments: [AisleFile.path])
            try db.execute(sql: "INSERT OR IGNORE INTO folder_aisle_outbox(id) VALUES (1)")
        }
    }
}
