import Foundation

/// The recipe files of a bound folder, with what a rescan compares: size and modification time.
enum FolderListing {
    struct Entry {
        /// Relative to the folder, `/` between folders.
        var path: String
        var size: Int64
        var modified: Double
    }

    /// Every `.cook` file under `root`, hidden files and folders left out, sorted by path.
    static func recipeFiles(under root: URL) -> [Entry] {
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys,
                                                              options: [.skipsHiddenFiles]) else { return [] }
        let prefix = root.standardizedFileURL.path.count + 1
        var entries: [Entry] = []
        for case let url as URL in enumerator where url.pathExtension.lowercased() == "cook" {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(prefix))
            entries.append(Entry(path: path, size: Int64(values.fileSize ?? 0),
                                 modified: values.contentModificationDate?.timeIntervalSince1970 ?? 0))
        }
        return entries.sorted { $0.path < $1.path }
    }

    /// A copy a sync engine made when two devices changed one file: Syncthing's
    /// `name.sync-conflict-DATE-TIME-DEVICE.cook`, Dropbox's and Nextcloud's "(conflicted copy" names.
    static func isConflictCopy(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        return name.contains(".sync-conflict-") || name.contains("conflicted copy") || name.contains("(conflict")
    }
}
