import Foundation

/// The names in folders, each folder listed once when first asked about: lets an import of a
/// folder of thousands of files ask "is there a file called this?" without a file-system call
/// per name. A folder that cannot be listed answers "maybe", so the caller checks the file itself.
public final class FolderNames {
    private var listed: [String: Set<String>] = [:]
    private var unlistable: Set<String> = []
    private let fileManager: FileManager

    public init(fileManager: FileManager = .default) {
        self.fileManager = fileManager
    }

    /// False only when `url`'s folder was listed and has no entry of its name.
    public func mayContain(_ url: URL) -> Bool {
        let folder = url.deletingLastPathComponent().path
        if unlistable.contains(folder) { return true }
        if listed[folder] == nil {
            guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else {
                unlistable.insert(folder)
                return true
            }
            listed[folder] = Set(names)
        }
        return listed[folder]?.contains(url.lastPathComponent) ?? true
    }
}
