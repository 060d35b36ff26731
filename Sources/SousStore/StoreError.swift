import GRDB
import SousCore
/// What can go wrong in the recipe store, each case carrying a sentence a cook can act on.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No recipe matched an id or title.
    case notFound(String)
    /// A title prefix matched more than one recipe; `matches` holds some of their titles.
    case ambiguous(matches: [String])
    /// The database was written by a newer sous, whose schema this build does not understand.
    case newerDatabase(path: String, version: Int, supported: Int)
    /// The file could not be opened as a sous database.
    case cannotOpen(path: String, reason: String)
    /// The file (or what SQLite must write beside it) cannot be written by this user; `reason`
    /// says which, as the end of a sentence.
    case readOnly(path: String, reason: String)
    /// A value the store refuses, with the reason in words ("There is already someone called Sam.").
    case invalid(String)

    public var description: String {
        switch self {
        case .notFound(let query):
            return "No recipe matches \u{201C}\(query)\u{201D}."
        case .ambiguous(let matches):
            let shown = matches.prefix(5).map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ")
            let more = matches.count > 5 ? " and \(matches.count - 5) more" : ""
            return "Several recipes match: \(shown)\(more). Type more of the title, or use the id."
        case .newerDatabase(let path, let version, let supported):
            return "\(TerminalText.visibleName(path)) was written by a newer version of sous (schema \(version)); "
                + "this sous understands up to \(supported). Nothing was changed."
        case .cannotOpen(let path, let reason):
            return "Cannot open the recipe database \(TerminalText.visibleName(path)): \(reason)"
        case .readOnly(let path, let reason):
            return "The recipe database \(TerminalText.visibleName(path)) is read-only: \(reason). Nothing was changed; "
                + "commands that only read it (sous list, sous show, sous timer status) still work."
        case .invalid(let reason):
            return reason
        }
    }
}


extension StoreError {
    /// A sentence for any error the store throws: its own errors as they read, SQLite's failures
    /// in words ("The disk is full…") rather than as result codes and SQL.
    public static func message(for error: Error) -> String {
        guard let database = error as? DatabaseError else { return String(describing: error) }
        let cause = cause(of: database)
        let sentence = cause.prefix(1).uppercased() + cause.dropFirst()
        switch database.resultCode.primaryResultCode {
        case .SQLITE_FULL: return sentence + ": the change was not saved. Free some space and try again."
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_IOERR: return sentence + ": the change was not saved."
        case .SQLITE_BUSY, .SQLITE_LOCKED: return sentence + ": the change was not saved. Try again."
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return sentence + "."
        default: return "The recipe database failed: \(failure(database))."
        }
    }
}

extension StoreError {
    public static func isDiskFull(_ error: Error) -> Bool {
        (error as? DatabaseError)?.resultCode.primaryResultCode == .SQLITE_FULL
    }

    /// What stopped a write, as the end of a sentence that says what was saved before it
    /// ("imported 1,000 of 20,000; the disk is full"): `message(for:)` speaks of one change.
    public static func cause(of error: Error) -> String {
        guard let database = error as? DatabaseError else { return String(describing: error) }
        switch database.resultCode.primaryResultCode {
        case .SQLITE_FULL: return "the disk is full"
        case .SQLITE_READONLY, .SQLITE_PERM: return "the recipe database cannot be written (read-only or no permission)"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "another program is holding the recipe database locked"
        case .SQLITE_IOERR: return "the disk could not be read or written"
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return "the recipe database is damaged (SQLite reports it as corrupt)"
        default: return "the recipe database failed (\(failure(database)))"
        }
    }

    /// SQLite's own words for a failure, or its result code.
    private static func failure(_ error: DatabaseError) -> String {
        error.message ?? "SQLite error \(error.resultCode.rawValue)"
    }
}
