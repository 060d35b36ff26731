import Foundation

/// The recipes sous ships with, as Cooklang files bundled in the module's `recipes` folder,
/// so a first run has a library to browse.
public enum StarterLibrary {
    /// Every bundled `.cook` file, sorted by file name; `name` keeps the `.cook` extension.
    public static func files() throws -> [(name: String, text: String)] {
        guard let folder = Bundle.module.url(forResource: "recipes", withExtension: nil) else {
            throw RecipeFileError(fileName: "recipes", message: "The starter recipes are missing from this build of sous.")
        }
        let urls: [URL]
        do {
            urls = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        } catch {
            throw RecipeFileError(fileName: "recipes", message: "The starter recipes could not be listed (\(error.localizedDescription)).")
        }
        return try urls
            .filter { $0.pathExtension.lowercased() == "cook" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { (name: $0.lastPathComponent, text: try RecipeFileReader.readText(at: $0)) }
    }
}
