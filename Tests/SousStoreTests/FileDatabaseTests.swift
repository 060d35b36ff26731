import Foundation
import SousCore
import Testing
@testable import SousStore

@Suite("The database file on disk")
struct FileDatabaseTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sous-store-tests-\(UUID().uuidString)"
    }

    func permissions(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

    @Test func createsPrivateFoldersAndFileInWALMode() throws {
        defer { cleanUp() }
        let path = folder + "/deep/er/sous.db"
        do {
            let db = try AppDatabase(path: path)
            try db.saveRecipe(Fixtures.cremeBrulee)
            let mode = try db.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
            let foreignKeys = try db.writer.read { try Int.fetchOne($0, sql: "PRAGMA foreign_keys") }
            #expect(foreignKeys == 1)
        }
        #expect(try permissions(path) == 0o600)
        #expect(try permissions(folder + "/deep/er") == 0o700)
        #expect(try permissions(folder + "/deep") == 0o700)
        let reopened = try AppDatabase(path: path)
        #expect(try reopened.count(LibraryQuery(search: "creme")) == 1)
    }

    @Test func refusesANewerSchemaWithoutTouchingTheFile() throws {
        defer { cleanUp() }
        let path = folder + "/sous.db"
        do {
            let db = try AppDatabase(path: path)
            try db.saveRecipe(Fixtures.cremeBrulee)
            try db.writer.write { try $0.execute(sql: "PRAGMA user_version = \(AppDatabase.schemaVersion + 1)") }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.newerDatabase(path: path, version: AppDatabase.schemaVersion + 1,
                                                 supported: AppDatabase.schemaVersion)) {
            _ = try AppDatabase(path: path)
        }
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(after == before)
        let message = StoreError.newerDatabase(path: path, version: 7, supported: 1).description
        #expect(message == "\(path) was written by a newer version of sous (schema 7); this sous understands up to 1. Nothing was changed.")
    }

    @Test func refusesAnUnknownMigration() throws {
        defer { cleanUp() }
        let path = folder + "/sous.db"
        do {
            let db = try AppDatabase(path: path)
            try db.writer.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v2-from-the-future')") }
        }
        let error = #expect(throws: StoreError.self) { _ = try AppDatabase(path: path) }
        guard case .newerDatabase = error else {
            Issue.record("expected newerDatabase, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: ["a shopping list", "a short note"])
    func refusesAFileThatIsNotADatabase(kind: String) throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/notes.db"
        let content = kind == "a short note"
            ? "eggs\n"
            : "Shopping list, not a database\n" + String(repeating: "eggs, flour, milk\n", count: 100)
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: StoreError.self) { _ = try AppDatabase(path: path) }
        #expect(error?.description.contains("not a SQLite database") == true, "\(String(describing: error))")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
    }

    @Test func refusesAnotherProgramsDatabase() throws {
        defer { cleanUp() }
        let path = folder + "/other.db"
        do {
            let db = try AppDatabase(path: path)
            try db.writer.write { db in
                try db.execute(sql: "DROP TABLE grdb_migrations; PRAGMA user_version = 0")
            }
        }
        let error = #expect(throws: StoreError.self) { _ = try AppDatabase(path: path) }
        #expect(error?.description.contains("not one written by sous") == true)
    }

    @Test(arguments: [
        (["SOUS_DB": "/x/lib.db", "XDG_DATA_HOME": "/d", "HOME": "/h"], "/x/lib.db"),
        (["SOUS_DB": "", "XDG_DATA_HOME": "/d", "HOME": "/h"], "/d/sous/sous.db"),
        (["XDG_DATA_HOME": "relative/ignored", "HOME": "/h"], "/h/.local/share/sous/sous.db"),
        (["HOME": "/home/cook"], "/home/cook/.local/share/sous/sous.db"),
    ])
    func defaultPath(environment: [String: String], expected: String) {
        #expect(AppDatabase.defaultPath(environment: environment) == expected)
    }
}
