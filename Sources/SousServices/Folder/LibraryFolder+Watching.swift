import Foundation
import SousApp

extension LibraryFolder {
    /// Reads the folder into the library each time it changes while sous is open, and tells the
    /// app what changed through the inbox ("1 added"); a change sous made itself is already in
    /// the index and says nothing. Nil when the folder cannot be watched (then it is read at the
    /// next start).
    public func watch(posting inbox: Inbox) -> FolderWatcher? {
        FolderWatcher(root: root) { [self] in
            do {
                if let summary = try sync().summary { inbox.post(.folderRead(summary)) }
            } catch {
                inbox.post(.effectFailed("The library's folder could not be read: \(error)"))
            }
        }
    }
}
