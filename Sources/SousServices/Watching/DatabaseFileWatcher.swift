import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wakes the run loop when another process writes the library (`sous timer add`, `sous timeline
/// --start` in another terminal), so an idle sous notices at once instead of at the next key:
/// inotify on the database's folder, read on a thread of its own that nudges the inbox. With no
/// writes there are no wake-ups, so an idle sous still uses no CPU. What changed is then read
/// by `TimerChangeWatcher` (SQLite's data_version ignores this process's own writes).
public final class DatabaseFileWatcher: @unchecked Sendable {
    private let descriptor: Int32
    private let names: Set<String>

    /// Nil where inotify is not available (the loop then notices changes on its next wake-up).
    public init?(databasePath: String, inbox: Inbox) {
        let url = URL(fileURLWithPath: databasePath)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        names = [name, name + "-wal"]
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        guard inotify_add_watch(descriptor, folder, UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO)) >= 0 else {
            close(descriptor)
            return nil
        }
        let thread = Thread { [self] in self.watch(inbox) }
        thread.name = "sous database watcher"
        thread.start()
    }

    private func watch(_ inbox: Inbox) {
        let capacity = 4096
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, capacity)
            guard count > 0 else { return }
            if touchesDatabase(buffer, count: count) {
                inbox.nudge()
                // A burst of writes (an import in another terminal) wakes the loop a few times a
                // second at most: the changes are read together.
                usleep(200_000)
            }
        }
    }

    /// Whether any event in the buffer names the database or its write-ahead log.
    private func touchesDatabase(_ buffer: UnsafeMutableRawPointer, count: Int) -> Bool {
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
            let length = Int(event.len)
            if length > 0 {
                let namePointer = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
                if names.contains(String(cString: namePointer)) { return true }
            }
            offset += header + length
        }
        return false
    }
}
