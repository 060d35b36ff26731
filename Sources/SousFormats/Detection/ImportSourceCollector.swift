import Foundation

/// Sorts what was named on `sous import` into web addresses and files: folders are searched
/// recursively for files of every importable kind (sorted, hidden entries skipped).
public enum ImportSourceCollector {
    public static let importableExtensions: Set<String> = ["cook", "html", "htm", "json", "txt", "text", "md", "paprikarecipes", "paprikarecipe"]

    public struct Found: Sendable {
        public var urls: [String] = []
        public var files: [URL] = []
        public var problems: [(path: String, message: String)] = []
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
                .filter { importableExtensions.contains($0.pathExtension.lowercased()) }
                .sorted { $0.path < $1.path } ?? []
            if files.isEmpty { found.problems.append((argument, "the folder holds no recipe files")) }
            found.files += files
        }
        // A Cooklang recipe's picture named beside it (`sous import *`) comes with the recipe;
        // named alone, it is no recipe, and the sentence says where it belongs.
        let named = Set(found.files.map(\.standardizedFileURL.path))
        found.files = found.files.filter { file in
            guard CooklangPicture.extensions.contains(file.pathExtension.lowercased()),
                  let recipe = CooklangPicture.recipeFile(for: file, fileManager: fileManager)
            else { return true }
            if !named.contains(recipe.standardizedFileURL.path) {
                found.problems.append((file.path, "this is the picture of \(recipe.lastPathComponent); import that file and the picture comes with it"))
            }
            return false
        }
        return found
    }

    /// The bytes of `url`, refusing files over `maximumBytes` (by default the limit for files of
    /// its kind, see `ImportLimits.maximumFileBytes`) before reading them.
    public static func read(_ url: URL, maximumBytes: Int? = nil) throws(RecipeImportError) -> Data {
        let maximumBytes = maximumBytes ?? ImportLimits.maximumFileBytes(named: url.lastPathComponent)
        let size = ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else {
            throw RecipeImportError("\(url.lastPathComponent) is \(size / 1_000_000) MB; sous imports files up to \(maximumBytes / 1_000_000) MB.")
        }
        do { return try Data(contentsOf: url) } catch {
            throw RecipeImportError("\(url.lastPathComponent) could not be read (\(error.localizedDescription)).")
        }
    }
}
