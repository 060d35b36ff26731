import Foundation
import SousCore

/// The Cooklang convention for a recipe's picture: a picture file of the same name beside the
/// recipe (`Pancakes.jpg` beside `Pancakes.cook`). Step pictures (`Pancakes.1.jpg`) are not the
/// recipe's and are left alone. Pictures are checked like every picture: by their first bytes
/// and against `RecipeImage.maximumBytes`.
public enum CooklangPicture {
    /// The extensions looked for, in order of preference.
    public static let extensions = ["jpg", "jpeg", "png", "webp", "gif"]

    /// A picture found beside a recipe file, or why the one there was not kept.
    public enum Found: Hashable, Sendable {
        case none
        case picture(RecipeImage)
        case notKept(RecipePictureError)
    }

    /// The picture beside the Cooklang file at `recipeFile`, if there is one.
    /// `folders`, when given, answers which names exist from one listing of each folder instead of
    /// a file-system call for each of the ten candidate names (an import of a folder of thousands).
    public static func find(besides recipeFile: URL, fileManager: FileManager = .default, folders: FolderNames? = nil) -> Found {
        let base = recipeFile.deletingPathExtension()
        let listed = folders?.names(in: recipeFile.deletingLastPathComponent())
        let baseName = base.lastPathComponent
        for ext in extensions {
            for candidate in [ext, ext.uppercased()] {
                if let listed, !listed.contains(baseName + "." + candidate) { continue }
                let url = base.appendingPathExtension(candidate)
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                return read(url)
            }
        }
        return .none
    }

    /// The recipes read from `recipeFile` with its picture, when it is a Cooklang file with one
    /// beside it; a note for a picture there that could not be kept.
    public static func attach(to recipes: [Recipe], readFrom recipeFile: URL, folders: FolderNames? = nil) -> (recipes: [Recipe], notes: [String]) {
        guard recipeFile.pathExtension.lowercased() == "cook", recipes.count == 1, recipes[0].image == nil else {
            return (recipes, [])
        }
        switch find(besides: recipeFile, folders: folders) {
        case .none: return (recipes, [])
        case .picture(let image):
            var recipe = recipes[0]
            recipe.image = image
            return ([recipe], [])
        case .notKept(let error):
            return (recipes, ["\(recipeFile.lastPathComponent): \(error.message)"])
        }
    }

    /// The Cooklang file a picture file belongs to, if it is there (`Soup.cook` for `Soup.jpg`),
    /// so an import naming both takes the picture with its recipe, not as a recipe.
    public static func recipeFile(for picture: URL, fileManager: FileManager = .default) -> URL? {
        let base = picture.deletingPathExtension()
        for ext in ["cook", "COOK"] {
            let url = base.appendingPathExtension(ext)
            if fileManager.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    /// The name of the picture written beside `recipeFileName` (`soup.cook` gives `soup.jpg`).
    public static func fileName(besides recipeFileName: String, format: RecipeImage.Format) -> String {
        ((recipeFileName as NSString).deletingPathExtension as NSString).appendingPathExtension(format.fileExtension)
            ?? recipeFileName + "." + format.fileExtension
    }

    private static func read(_ url: URL) -> Found {
        let name = url.lastPathComponent
        let size = FileSize.of(url) ?? 0
        guard size <= RecipeImage.maximumBytes else {
            return .notKept(RecipePictureError("\(name) is larger than \(RecipeImage.maximumBytes / (1024 * 1024)) MB"))
        }
        guard let data = try? Data(contentsOf: url) else {
            return .notKept(RecipePictureError("\(name) could not be read"))
        }
        guard let image = RecipeImage(data: data, source: ImportedText.clean(name)) else {
            return .notKept(RecipePictureError(data.count > RecipeImage.maximumBytes
                ? "\(name) is larger than \(RecipeImage.maximumBytes / (1024 * 1024)) MB"
                : "\(name) is not a JPEG, PNG, GIF or WebP picture"))
        }
        return .picture(image)
    }
}
