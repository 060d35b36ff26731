import Foundation
import GRDB
import SousCore

// The household: people with their allergies and diets, and who eats each plan entry.
extension AppDatabase {
    /// Everyone, in the order they were added.
    public func people() throws -> [Person] {
        try writer.read { db in try Self.people(in: db) }
    }

    static func people(in db: Database) throws -> [Person] {
        try Row.fetchAll(db, sql: "SELECT id, name, allergies, diets, guest FROM person ORDER BY position, id").map { row in
            Person(id: row["id"], name: row["name"],
                   allergies: Set(names(row["allergies"]).compactMap(Allergen.init(named:))),
                   diets: Set(names(row["diets"]).compactMap(Diet.init(named:))),
                   guest: row["guest"])
        }
    }

    /// The person called `name` (ignoring case), or nil.
    public func person(named name: String) throws -> Person? {
        try people().named(name)
    }

    /// Adds a person at the end; their name must be new (ignoring case).
    @discardableResult
    public func addPerson(_ person: Person) throws -> Person {
        let name = Self.personName(person.name)
        guard !name.isEmpty else { throw StoreError.invalid("A person needs a name.") }
        return try writer.write { db in
            if try Self.personExists(named: name, except: nil, in: db) {
                throw StoreError.invalid("There is already someone called \(name).")
            }
            let position = try Int.fetchOne(db, sql: "SELECT coalesce(max(position), -1) + 1 FROM person") ?? 0
            try db.execute(sql: "INSERT INTO person (name, allergies, diets, guest, position) VALUES (?, ?, ?, ?, ?)",
                           arguments: [name, Self.allergyList(person), Self.dietList(person), person.guest, position])
            var saved = person
            saved.id = db.lastInsertedRowID
            saved.name = name
            return saved
        }
    }

    /// Saves a person's name, allergies, diets and guest flag.
    public func updatePerson(_ person: Person) throws {
        guard let id = person.id else { throw StoreError.invalid("This person was never saved.") }
        let name = Self.personName(person.name)
        guard !name.isEmpty else { throw StoreError.invalid("A person needs a name.") }
        try writer.write { db in
            if try Self.personExists(named: name, except: id, in: db) {
                throw StoreError.invalid("There is already someone called \(name).")
            }
            try db.execute(sql: "UPDATE person SET name = ?, allergies = ?, diets = ?, guest = ? WHERE id = ?",
                           arguments: [name, Self.allergyList(person), Self.dietList(person), person.guest, id])
        }
    }

    /// Removes a person; plan entries they were set to eat keep their other eaters. Returns those
    /// entries, so an undo can seat the person at them again.
    @discardableResult
    public func removePerson(id: Int64) throws -> [Int64] {
        try writer.write { db in
            let entries = try Int64.fetchAll(db, sql: "SELECT entry_id FROM plan_entry_eater WHERE person_id = ? ORDER BY entry_id",
                                             arguments: [id])
            try db.execute(sql: "DELETE FROM person WHERE id = ?", arguments: [id])
            return entries
        }
    }

    /// Seats a person at plan entries again (the undo of a removal); entries gone since are skipped.
    public func addEater(personID: Int64, toEntries entries: [Int64]) throws {
        try writer.write { db in
            let statement = try db.cachedStatement(sql: """
                INSERT OR IGNORE INTO plan_entry_eater (entry_id, person_id) SELECT id, ? FROM plan_entry WHERE id = ?
                """)
            for entry in entries { try statement.execute(arguments: [personID, entry]) }
        }
    }

    /// Sets who eats a plan entry; nil (or an empty list) means the household.
    public func setPlanEntryEaters(id: Int64, _ eaters: [Int64]?) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM plan_entry_eater WHERE entry_id = ?", arguments: [id])
            if let eaters { try Self.storeEaters(eaters, entryID: id, in: db) }
        }
    }

    static func storeEaters(_ eaters: [Int64], entryID: Int64, in db: Database) throws {
        // Ids of people removed meanwhile (an undo after a removal) are skipped, not an error.
        let statement = try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO plan_entry_eater (entry_id, person_id) SELECT ?, id FROM person WHERE id = ?
            """)
        for person in Set(eaters) { try statement.execute(arguments: [entryID, person]) }
    }

    private static func personExists(named name: String, except id: Int64?, in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM person WHERE name = ? COLLATE NOCASE AND id IS NOT ?)",
                          arguments: [name, id]) ?? false
    }

    private static func personName(_ name: String) -> String {
        ImportedText.clean(name).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func list(_ names: [String]) -> String { names.joined(separator: ",") }

    /// A person's allergies and diets as the `person` table keeps them.
    static func allergyList(_ person: Person) -> String { list(person.allergies.sorted().map(\.name)) }
    static func dietList(_ person: Person) -> String { list(person.diets.sorted().map(\.rawValue)) }

    private static func names(_ list: String) -> [String] {
        list.split(separator: ",").map(String.init)
    }
}
