import Foundation

/// Finds the recipe files named on a command line: files as given, folders searched recursively
/// for `.cook` files (sorted, hidden entries skipped).
public enum RecipeFileCollector {
    public static let recipeExtensions: Set<String> = ["cook"]

    public struct Found: Sendable {
        public var files: [URL]
        /// Paths that do not exist, with a sentence for each.
        public var problems: [(path: String, message: String)]
    }

    public static func collect(_ paths: [String], fileManager: FileManager = .default) -> Found {
        var files: [URL] = []
        var problems: [(String, String)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append((path, "no such file or folder"))
                continue
            }
            let url = URL(fileURLWithPath: path)
            if !isDirectory.boolValue {
                files.append(url)
                continue
            }
            let found = fileManager.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey],
                                               options: [.skipsHiddenFiles])?
                .compactMap { $0 as? URL }
                .filter { recipeExtensions.contains($0.pathExtension.lowercased()) }
                .sorted { $0.path < $1.path } ?? []
            if found.isEmpty { problems.append((path, "the folder holds no .cook files")) }
            files += found
        }
        return Found(files: files, problems: problems)
    }
}
