import Foundation

/// Sorts what was named on `sous import` into web addresses and files: folders are searched
/// recursively for files of every importable kind (sorted, hidden entries skipped). A video's
/// subtitle files go with its `.info.json` (named, in the same folder, or beside it on disk)
/// rather than being imported on their own.
public enum ImportSourceCollector {
    public static let importableExtensions: Set<String> = ["cook", "html", "htm", "json", "txt", "text", "md", "paprikarecipes", "paprikarecipe", "vtt", "srt"]

    public struct Found: Sendable {
        public var urls: [String] = []
        public var files: [URL] = []
        public var problems: [(path: String, message: String)] = []
        /// For each video info file among `files`, the subtitle files that go with it.
        public var subtitles: [URL: [URL]] = [:]
    }

    public static func collect(_ arguments: [String], fileManager: FileManager = .default) -> Found {
        var found = Found()
        for argument in arguments {
            let lower = argument.lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://") || (lower.contains("://") && !fileManager.fileExists(atPath: argument)) {
                found.urls.append(argument)
                continue
            }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                found.problems.append((argument, "no such file or folder"))
                continue
            }
            let url = URL(fileURLWithPath: argument)
            if !isDirectory.boolValue {
                found.files.append(url)
                continue
            }
            let files = fileManager.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])?
                .compactMap { $0 as? URL }
                // Pictures too: photos of pages, unless one is a Cooklang recipe's own (below) or
                // one of its steps' (`Pancakes.1.jpg`).
                .filter { importableExtensions.contains($0.pathExtension.lowercased())
                    || (PagePhoto.fileExtensions.contains($0.pathExtension.lowercased()) && !PagePhoto.isStepPicture($0, fileManager: fileManager)) }
                // Each path worked out once, not twice per comparison.
                .map { (path: $0.path, url: $0) }
                .sorted { $0.path < $1.path }
                .map(\.url) ?? []
            if files.isEmpty { found.problems.append((argument, "the folder holds no recipe files")) }
            found.files += files
        }
        // A Cooklang recipe's picture named beside it (`sous import *`) comes with the recipe;
        // named alone, it is no recipe, and the sentence says where it belongs.
        // The named paths are worked out only when a picture is among the files.
        var named: Set<String>?
        found.files = found.files.filter { file in
            guard CooklangPicture.extensions.contains(file.pathExtension.lowercased()),
                  let recipe = CooklangPicture.recipeFile(for: file, fileManager: fileManager)
            else { return true }
            if named == nil { named = Set(found.files.map(\.standardizedFileURL.path)) }
            if named?.contains(recipe.standardizedFileURL.path) == false {
                found.problems.append((file.path, "this is the picture of \(recipe.lastPathComponent); import that file and the picture comes with it"))
            }
            return false
        }
        let paired = VideoFileGroup.pair(found.files)
        found.files = paired.files
        found.subtitles = paired.subtitles
        // An info file named alone still has its subtitles beside it.
        for file in found.files where VideoFileGroup.isInfoFile(file) && found.subtitles[file, default: []].isEmpty {
            let beside = VideoFileGroup.subtitles(besideInfo: file, fileManager: fileManager)
            if !beside.isEmpty {
                found.subtitles[file] = beside
                found.files.removeAll { beside.contains($0) }
            }
        }
        return found
    }

    /// The bytes of `url`, refusing files over `maximumBytes` (by default the limit for files of
    /// its kind: `PagePhoto.maximumBytes` for a file that starts like a photo, else
    /// `ImportLimits.maximumFileBytes`) before reading them.
    public static func read(_ url: URL, maximumBytes: Int? = nil) throws(RecipeImportError) -> Data {
        let size = FileSize.of(url) ?? 0
        let byName = ImportLimits.maximumFileBytes(named: url.lastPathComponent)
        // A file within both limits needs no look at its first bytes (one open less per file of a
        // folder of thousands); a larger one is a photo's size or its name's.
        let maximumBytes = maximumBytes
            ?? (size <= min(byName, PagePhoto.maximumBytes) ? byName
                : PagePhoto.fileStartsLikePhoto(url) ? PagePhoto.maximumBytes : byName)
        guard size <= maximumBytes else {
            throw RecipeImportError("\(url.lastPathComponent) is \(size / 1_000_000) MB; sous imports files up to \(maximumBytes / 1_000_000) MB.")
        }
        do { return try Data(contentsOf: url) } catch {
            throw RecipeImportError("\(url.lastPathComponent) could not be read (\(error.localizedDescription)).")
        }
    }
}
