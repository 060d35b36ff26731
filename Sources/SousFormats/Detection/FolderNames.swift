import Foundation

/// The names in folders, each folder listed once when first asked about: lets an import of a
/// folder of thousands of files ask "is there a file called this?" without a file-system call
/// per name. A folder that cannot be listed answers "maybe", so the caller checks the file itself.
/// Shared by the threads an import reads its files on.
public final class FolderNames: @unchecked Sendable {
    private let lock = NSLock()
    private var listed: [String: Set<String>] = [:]
    private var unlistable: Set<String> = []

    public init() {}

    /// The names in `folder`, or nil when it cannot be listed (the caller then checks each file).
    public func names(in folder: URL) -> Set<String>? {
        let path = folder.path
        lock.lock()
        defer { lock.unlock() }
        if unlistable.contains(path) { return nil }
        if let names = listed[path] { return names }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            unlistable.insert(path)
            return nil
        }
        listed[path] = Set(names)
        return listed[path]
    }

    /// False only when `url`'s folder was listed and has no entry of its name.
    public func mayContain(_ url: URL) -> Bool {
        names(in: url.deletingLastPathComponent())?.contains(url.lastPathComponent) ?? true
    }
}
