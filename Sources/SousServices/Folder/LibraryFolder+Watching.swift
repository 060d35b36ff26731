import Foundation
import SousApp

extension LibraryFolder {
    /// Reads the folder into the library each time it changes while sous is open, and tells the
    /// app what changed through the inbox ("1 added"); a change sous made itself is already in
    /// the index and says nothing. The recipes the folder holds twice (a sync engine's conflict
    /// copies) are told at start and whenever they change, to be asked about. Nil when the
    /// folder cannot be watched (then it is read at the next start).
    public func watch(posting inbox: Inbox) -> FolderWatcher? {
        let told = ToldConflicts(conflictNotices())
        if !told.notices.isEmpty { inbox.post(.folderConflicts(told.notices)) }
        return FolderWatcher(root: root) { [self] in
            do {
                var report = try sync()
                // Conflicts are asked about on their own, not counted at every change.
                report.conflicts = []
                if let summary = report.summary { inbox.post(.folderRead(summary)) }
                let notices = conflictNotices()
                if told.replace(with: notices) { inbox.post(.folderConflicts(notices)) }
            } catch {
                inbox.post(.effectFailed("The library's folder could not be read: \(error)"))
            }
        }
    }
}

/// The conflicts last told to the app, so the same ones are not asked about at every change.
private final class ToldConflicts: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var notices: [FolderConflictNotice]

    init(_ notices: [FolderConflictNotice]) { self.notices = notices }

    /// Whether `new` differs from what was told (it is then what was told).
    func replace(with new: [FolderConflictNotice]) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard new != notices else { return false }
        notices = new
        return true
    }
}
