import ArgumentParser
import Foundation
import SousServices
import SousStore

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The recipe database file (default: $SOUS_DB, else $XDG_DATA_HOME/sous/sous.db).", valueName: "path"))
    var db: String?

    var environment: [String: String] { ProcessInfo.processInfo.environment }

    var databasePath: String { db ?? AppDatabase.defaultPath(environment: environment) }

    /// Opens the database for a command that shows the library: a brand-new database gets the
    /// starter recipes first, as the app gives them (never again once done, or once the library
    /// had recipes of its own).
    func openLibrary() throws -> AppDatabase {
        let database = try openDatabase()
        try StarterLibraryImport.importIfFirstStart(into: database)
        return database
    }

    /// Opens the library for a command that only reads it. A library this user cannot write is
    /// read as it is, with nothing created beside it; any other gets `openLibrary`.
    func openForReading() throws -> AppDatabase {
        guard AppDatabase.readOnlyReason(path: databasePath) != nil else { return try openLibrary() }
        do {
            if let database = try AppDatabase.openForReading(path: databasePath) { return database }
        } catch {
            throw CommandFailure(StoreError.message(for: error))
        }
        // Older or newer than this build: the normal open explains (a newer file) or names the
        // read-only file that keeps it from being brought up to date.
        return try openDatabase()
    }

    /// Opens the database, turning failures into a clear message and exit code 1.
    func openDatabase() throws -> AppDatabase {
        do {
            return try AppDatabase(path: databasePath)
        } catch {
            throw CommandFailure(String(describing: error))
        }
    }
}

/// A failure already explained to the user: printed as "sous: message", exit code 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

extension ParsableCommand {
    /// Runs `body`, printing any error as one line on stderr and exiting non-zero.
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ExitCode {
            throw error
        } catch {
            CommandOutput.error("sous: \(StoreError.message(for: error))")
            throw ExitCode.failure
        }
    }
}
