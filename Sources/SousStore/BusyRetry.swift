import Foundation
import GRDB

/// Runs a database step again while SQLite answers "busy" or "locked", until a deadline.
///
/// The busy timeout makes SQLite wait for a lock in most places, but not all: it reports
/// SQLITE_BUSY at once, without calling the busy handler, when a connection that already reads
/// must upgrade to write (the switch of a new file to WAL does that), and in a few WAL corners
/// (a connection closing the last handle on the file cleans up under an exclusive lock). Other
/// sous processes release such locks within milliseconds, so waiting a little and trying again
/// succeeds; giving up at once made concurrent `sous timer add` calls fail.
struct BusyRetry {
    /// How long to keep trying, from the first attempt; the same bound as the busy timeout.
    var timeout: TimeInterval

    func run<T>(_ step: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        var pause: TimeInterval = 0.002
        while true {
            do {
                return try step()
            } catch let error as DatabaseError where Self.isLockConflict(error) && Date() < deadline {
                // Random pauses keep processes that collided from colliding again in step.
                Thread.sleep(forTimeInterval: .random(in: pause / 2...pause))
                pause = min(pause * 2, 0.05)
            }
        }
    }

    static func isLockConflict(_ error: DatabaseError) -> Bool {
        let code = error.resultCode.primaryResultCode
        return code == .SQLITE_BUSY || code == .SQLITE_LOCKED
    }
}
