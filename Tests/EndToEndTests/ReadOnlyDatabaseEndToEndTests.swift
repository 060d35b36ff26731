import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A library this user cannot write: reading commands read it as it is, writing ones say in one
/// line that it is read-only, and nothing is created beside it, so restoring its permissions
/// is all it takes to write again.
@Suite(.enabled(if: AnotherUser.available, "as root, needs /usr/bin/setpriv to run as another user"))
struct ReadOnlyDatabaseEndToEndTests {
    let folder: URL
    let db: String

    init() throws {
        folder = try SousBinary.temporaryFolder()
        db = folder.appendingPathComponent("sous.db").path
        AnotherUser.own(folder)
    }

    func sous(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try AnotherUser.sous(arguments + ["--db", db])
    }

    /// The files in the folder with their modes, to see that nothing appeared or changed.
    func files() throws -> [String: Int] {
        var found: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            found[name] = (attributes[.posixPermissions] as? Int) ?? -1
        }
        return found
    }

    /// A library whose journal files were folded back in and removed, as a clean close leaves
    /// it (or a copy of the file): the state in which SQLite used to create read-only ones.
    func makeLibraryWithoutJournals() throws -> Bool {
        #expect(try sous(["timer", "add", "5m", "pasta"]).status == 0)
        #expect(try sous(["list"]).status == 0)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { return false }
        _ = try ChildProcess.run(["/usr/bin/sqlite3", db, "PRAGMA wal_checkpoint(TRUNCATE);"])
        return try files().keys.sorted() == ["sous.db"]
    }

    func expectReadOnlySentence(_ result: (status: Int32, out: String, err: String), _ what: String) {
        #expect(result.status == 1, "\(what): \(result.err)")
        #expect(result.err.hasPrefix("sous: The recipe database "), "\(what): \(result.err)")
        #expect(result.err.contains("is read-only"), "\(what): \(result.err)")
        #expect(result.err.split(separator: "\n").count == 1, "\(what): \(result.err)")
    }

    @Test func aReadOnlyFileIsReadAsItIsAndWritingSaysSo() throws {
        let clean = try makeLibraryWithoutJournals()
        chmod(db, 0o444)
        let before = try files()

        let list = try sous(["list"])
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out.contains("Chickpea Curry"))
        let show = try sous(["show", "Chickpea Curry"])
        #expect(show.status == 0, "\(show.err)")
        #expect(show.out.contains("Ingredients"))
        let status = try sous(["timer", "status"])
        #expect(status.status == 0, "\(status.err)")
        #expect(status.out.contains("pasta"))
        #expect(try sous(["timer", "list"]).out.contains("pasta"))
        #expect(try sous(["pantry", "list"]).status == 0)
        #expect(try sous(["shop", "--recipe", "Chickpea Curry"]).out.contains("chickpeas"))
        #expect(try sous(["timeline", "Chickpea Curry", "--serve", "19:00"]).status == 0)
        #expect(try sous(["plan"]).status == 0)

        expectReadOnlySentence(try sous(["timer", "add", "3m", "eggs"]), "timer add")
        expectReadOnlySentence(try sous(["pantry", "add", "milk"]), "pantry add")
        expectReadOnlySentence(try sous(["plan", "add", "2026-11-23", "Dinner", "Chickpea Curry"]), "plan add")
        expectReadOnlySentence(try sous(["timeline", "Chickpea Curry", "--serve", "19:00", "--start"]), "timeline --start")
        // The app cannot keep what is done in it: it says so before the screen opens.
        expectReadOnlySentence(try sous([]), "the app")

        #expect(try files() == before, "nothing created or changed beside the library (journals were \(clean ? "absent" : "present"))")
        chmod(db, 0o644)
        let again = try sous(["timer", "add", "3m", "eggs"])
        #expect(again.status == 0, "once writable again, it is: \(again.err)")
    }

    @Test func aReadOnlyFolderIsReadAndWritingNamesIt() throws {
        guard try makeLibraryWithoutJournals() else { return }
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }

        let list = try sous(["list"])
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out.contains("Chickpea Curry"))
        #expect(try sous(["timer", "status"]).out.contains("pasta"))
        let add = try sous(["timer", "add", "3m", "eggs"])
        expectReadOnlySentence(add, "timer add")
        #expect(add.err.contains("its folder"), "\(add.err)")
        #expect(try files().keys.sorted() == ["sous.db"])

        chmod(folder.path, 0o755)
        #expect(try sous(["timer", "add", "3m", "eggs"]).status == 0)
    }

    /// An older sous (or SQLite itself, reading a read-only file) left read-only journal files:
    /// once the library's own permissions are restored, it is writable again.
    @Test func readOnlyJournalsLeftBehindDoNotOutliveTheLibrarysPermissions() throws {
        guard try makeLibraryWithoutJournals() else { return }
        chmod(db, 0o444)
        let reader = AnotherUser.needed
            ? ["/usr/bin/setpriv", "--reuid=\(AnotherUser.nobody)", "--regid=\(AnotherUser.nobody)", "--clear-groups"] : []
        _ = try ChildProcess.run(reader + ["/usr/bin/sqlite3", "-readonly", db, "SELECT count(*) FROM recipe;"])
        #expect(try files()["sous.db-shm"] == 0o444, "SQLite made its journal with the library's read-only mode")
        chmod(db, 0o644)
        let add = try sous(["timer", "add", "3m", "eggs"])
        #expect(add.status == 0, "\(add.err)")
        #expect(try sous(["timer", "list"]).out.contains("eggs"))
    }
}
