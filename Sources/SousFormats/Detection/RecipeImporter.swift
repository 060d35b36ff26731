import Foundation
import SousCore

/// The one entry point for importing bytes of any supported format (used by the command line
/// and the app): detects the format by content, reads every recipe in it, and fails with a
/// sentence when nothing usable is found. Nothing partial is returned.
public enum RecipeImporter {
    /// Pages and files larger than this are refused before parsing, keeping memory bounded.
    public static let maximumBytes = 10_000_000

    public static func recipes(from data: Data, name: String, sourceURL: String? = nil) throws(RecipeImportError) -> [Recipe] {
        guard data.count <= maximumBytes else {
            throw RecipeImportError("\(name) is \(data.count / 1_000_000) MB; sous imports files and pages up to 10 MB.")
        }
        guard !data.isEmpty else { throw RecipeImportError("\(name) is empty.") }
        let format = RecipeFormat.detect(data, name: name)
        var found: [Recipe]
        switch format {
        case .html:
            found = WebPageImporter.recipes(from: data, pageURL: sourceURL)
            if found.isEmpty { throw RecipeImportError("No recipe was found on \(name): it has no schema.org recipe and no Ingredients list.") }
        case .sousJSON:
            found = try RecipeJSONReader.recipes(from: data, name: name)
        case .paprikaArchive:
            found = try PaprikaImporter.recipes(fromArchive: data, name: name)
        case .paprikaRecipe:
            found = [try PaprikaImporter.recipe(fromGzip: data, name: name)]
        case .cooklang:
            do {
                let text = try RecipeFileReader.decode(data, fileName: name)
                found = [try CooklangImporter.recipe(from: text, fileName: name)]
            } catch {
                throw RecipeImportError(String(describing: error))
            }
        case .plainText:
            let text: String
            do { text = try RecipeFileReader.decode(data, fileName: name) } catch { throw RecipeImportError(error.description) }
            guard let recipe = PlainTextImporter.recipe(from: text) else {
                throw RecipeImportError("\(name) does not look like a recipe: no title with ingredients or steps was found.")
            }
            found = [recipe]
        }
        if let sourceURL {
            for index in found.indices where found[index].sourceURL == nil { found[index].sourceURL = sourceURL }
        }
        return found
    }
}
