import Foundation
import SousCore
#if canImport(Glibc)
import Glibc
#endif

/// Watches the folder a library is bound to (`sous folder DIR`) while sous is open, so a recipe
/// a sync engine brings in from the phone or another computer shows without a restart: inotify
/// on the folder and every sub-folder (new ones are watched as they appear), read on a thread of
/// its own. A change to a `.cook` or `.menu` file or a folder calls `changed` once the folder has been quiet
/// for `settle` (a sync engine writes a burst of files; they are read together), so a change
/// is applied well within a second. Hidden names are never looked at (sous's own temporary files,
/// `.stversions`, `.git`), except sous's own `.sous/household.txt` and the shopping trip's
/// `.shopping-list` and `.shopping-checked`; and `config/pantry.conf` and `config/aisle.conf`. With no changes there are no wake-ups.
public final class FolderWatcher: @unchecked Sendable {
    private let descriptor: Int32
    private let root: URL
    /// Watch descriptor -> the folder it watches, relative to the root ("" for the root).
    private var folders: [Int32: String] = [:]
    private let changed: @Sendable () -> Void
    private let settle: Int32
    /// A pipe whose write end `stop` writes to, waking the watching thread to end.
    private let stopPipe: (read: Int32, write: Int32)

    /// sous's hidden folder in the library's folder (`.sous/household.txt`).
    static let ownFolder = ".sous"
    /// The shopping trip's hidden files at the folder's top, which the phone's app changes.
    static let tripFiles: Set<String> = [ShoppingListFile.path, ShoppingCheckLog.path]
    /// The Cooklang tools' configuration files sous keeps in the folder.
    static let configFiles: Set<String> = [PantryFileEntry.folderPath, AisleFile.path]

    static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE)

    /// Nil where inotify is not available or the folder cannot be watched (changes are then read
    /// at the next start). `settleMilliseconds` is how long the folder must be quiet.
    public init?(root: URL, settleMilliseconds: Int32 = 150, changed: @escaping @Sendable () -> Void) {
        self.root = root.standardizedFileURL
        self.changed = changed
        self.settle = settleMilliseconds
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            return nil
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopPipe = (ends[0], ends[1])
        guard addWatch(relativePath: "") else {
            close(descriptor)
            close(ends[0])
            close(ends[1])
            return nil
        }
        // The sub-folders are walked on the watcher's own thread: a large folder costs the
        // screen nothing.
        let thread = Thread { [self] in
            self.watchFolders(below: "")
            self.watch()
        }
        thread.name = "sous folder watcher"
        thread.start()
    }

    /// Watches one folder; false when it cannot be watched.
    private func addWatch(relativePath: String) -> Bool {
        let url = relativePath.isEmpty ? root : root.appendingPathComponent(relativePath, isDirectory: true)
        let watch = inotify_add_watch(descriptor, url.path, Self.mask | UInt32(IN_ONLYDIR))
        guard watch >= 0 else { return false }
        folders[watch] = relativePath
        return true
    }

    /// Watches every non-hidden folder below one (links not followed), and sous's own hidden
    /// folder, which holds the household.
    private func watchFolders(below relativePath: String) {
        let url = relativePath.isEmpty ? root : root.appendingPathComponent(relativePath, isDirectory: true)
        var names = FolderListing.subfolders(of: url.path)
        if relativePath.isEmpty { names.append(Self.ownFolder) }
        for name in names {
            let child = relativePath.isEmpty ? name : relativePath + "/" + name
            if addWatch(relativePath: child) { watchFolders(below: child) }
        }
    }

    /// Stops watching (the library was unbound while open): the thread ends, nothing more is told.
    public func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
    }

    private func watch() {
        let capacity = 16 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer {
            buffer.deallocate()
            close(descriptor)
            close(stopPipe.read)
            close(stopPipe.write)
        }
        var pending = false
        while true {
            // Waiting for the first event blocks; once one is pending, the folder must be quiet
            // for `settle` before the change is read.
            var pollers = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&pollers, 2, pending ? settle : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if pollers[1].revents != 0 { return }
            if ready == 0 {
                pending = false
                changed()
                continue
            }
            let count = read(descriptor, buffer, capacity)
            guard count > 0 else { return }
            if readEvents(buffer, count: count) { pending = true }
        }
    }

    /// Watches folders that appeared; true when any event concerns a recipe file or a folder.
    private func readEvents(_ buffer: UnsafeMutableRawPointer, count: Int) -> Bool {
        var relevant = false
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
            let length = Int(event.len)
            defer { offset += header + length }
            guard length > 0 else { continue }
            let name = String(cString: buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self))
            let inOwnFolder = folders[event.wd] == Self.ownFolder
            let atRoot = folders[event.wd] == ""
            guard !name.hasPrefix(".") || (atRoot && (name == Self.ownFolder || Self.tripFiles.contains(name))) else { continue }
            let isFolder = event.mask & UInt32(IN_ISDIR) != 0
            if isFolder {
                if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let parent = folders[event.wd] {
                    let child = parent.isEmpty ? name : parent + "/" + name
                    if addWatch(relativePath: child) { watchFolders(below: child) }
                }
                relevant = true
            } else if FolderListing.isKept(name) || (inOwnFolder && Self.ownFolder + "/" + name == HouseholdFile.path)
                        || (atRoot && Self.tripFiles.contains(name)) || folders[event.wd].map({ Self.configFiles.contains($0 + "/" + name) }) == true {
                relevant = true
            }
        }
        return relevant
    }
}
