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

    var library: LibraryFile { LibraryFile(path: databasePath) }

    /// See `LibraryFile`: with the starter recipes in a new library, for reading, or as it is.
    func openLibrary() throws -> AppDatabase { try library.openWithStarter() }
    func openForReading() throws -> AppDatabase { try library.openForReading() }
    func openDatabase() throws -> AppDatabase { try library.open() }
}

/// A failure already explained to the user: printed as "sous: message", exit code 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// A command whose failures are one line on stderr and a non-zero exit: it does its work in
/// `perform`, and `run` reports what that throws.
protocol ReportingCommand: ParsableCommand {
    func perform() throws
}

extension ReportingCommand {
    func run() throws { try reportingErrors(perform) }

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
