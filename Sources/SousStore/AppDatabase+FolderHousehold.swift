import Foundation
import GRDB
import SousCore

// The household in the bound folder (`.sous/household.txt`, see `HouseholdFile`).
extension AppDatabase {
    /// Writes the household's file when the household changed since it was last written.
    static func writeFolderHouseholdOutbox(with fileWriter: any FolderFileWriter, in db: Database) throws -> Int {
        guard try Int.fetchOne(db, sql: "SELECT count(*) FROM folder_household_outbox") ?? 0 > 0 else { return 0 }
        let existing = try folderFiles(in: db)[HouseholdFile.path]
        let people = try people(in: db)
        // No household and no file yet: nothing to say (an emptied household's file says so).
        guard !people.isEmpty || existing != nil else {
            try db.execute(sql: "DELETE FROM folder_household_outbox")
            return 0
        }
        let written = try fileWriter.writeHousehold(people, over: existing)
        // A conflict copy is not the household's file: the file changed elsewhere is read next.
        if written.path == HouseholdFile.path, written != existing { try save(written, in: db) }
        try db.execute(sql: "DELETE FROM folder_household_outbox")
        return written == existing ? 0 : 1
    }

    /// The household as another device left it in the folder: people matched by name keep their
    /// place at the meals they eat; new names are added, names no longer there removed. Not
    /// queued to be written back: the file already says it.
    public func applyFolderHousehold(_ people: [Person], file: FolderFile) throws {
        try writer.write { db in
            let queuedBefore = try Int.fetchOne(db, sql: "SELECT count(*) FROM folder_household_outbox") ?? 0 > 0
            let known = try Self.people(in: db)
            let keep = Set(people.map { $0.name.lowercased() })
            for person in known where !keep.contains(person.name.lowercased()) {
                try db.execute(sql: "DELETE FROM person WHERE id = ?", arguments: [person.id])
            }
            for (position, person) in people.enumerated() {
                let fields: [any DatabaseValueConvertible] = [Self.allergyList(person), Self.dietList(person), person.guest, position]
                if let same = known.first(where: { $0.name.lowercased() == person.name.lowercased() }), let id = same.id {
                    try db.execute(sql: "UPDATE person SET name = ?, allergies = ?, diets = ?, guest = ?, position = ? WHERE id = ?",
                                   arguments: StatementArguments([person.name] + fields + [id]))
                } else {
                    try db.execute(sql: "INSERT INTO person (name, allergies, diets, guest, position) VALUES (?, ?, ?, ?, ?)",
                                   arguments: StatementArguments([person.name] + fields))
                }
            }
            try Self.save(file, in: db)
            if !queuedBefore { try db.execute(sql: "DELETE FROM folder_household_outbox") }
        }
    }

    /// Joins the household a folder already holds (bound on another device) to this library's:
    /// a name in both keeps every allergy and diet either side has, and this side's guest flag;
    /// a new name is added. Nobody loses an allergy by binding.
    public func mergeHousehold(_ people: [Person]) throws {
        let known = try self.people()
        for person in people {
            if var same = known.first(where: { $0.name.lowercased() == person.name.lowercased() }) {
                same.allergies.formUnion(person.allergies)
                same.diets.formUnion(person.diets)
                try updatePerson(same)
            } else {
                try addPerson(person)
            }
        }
    }

    /// Records the household file's new time stamp when its content did not change.
    public func touchFolderFile(_ file: FolderFile) throws {
        try writer.write { db in try Self.save(file, in: db) }
    }

    /// Queues the household to be written again (its file was removed elsewhere: the household
    /// is kept, never emptied by a missing file).
    public func queueFolderHousehold() throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM folder_file WHERE path = ?", arguments: [HouseholdFile.path])
            try db.execute(sql: "INSERT OR IGNORE INTO folder_household_outbox(id) VALUES (1)")
        }
    }
}
