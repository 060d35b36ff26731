import Foundation
import SousCore

/// The one entry point for importing bytes of any supported format (used by the command line
/// and the app): detects the format by content, reads every recipe in it, and fails with a
/// sentence when nothing usable is found or the input is over `ImportLimits`. Nothing partial is
/// returned, and every text field comes out cleaned by `ImportedText`.
public enum RecipeImporter {
    /// Pages and files larger than this are refused before parsing, keeping memory bounded
    /// (formats that carry pictures may be larger: see `ImportLimits.maximumBytes(for:)`).
    public static let maximumBytes = ImportLimits.maximumBytes

    public static func recipes(from data: Data, name: String, sourceURL: String? = nil) throws(RecipeImportError) -> [Recipe] {
        try imports(from: data, name: name, sourceURL: sourceURL).map(\.recipe)
    }

    /// The same recipes, each with the address of its picture when a web page named one (the
    /// formats that carry pictures, sous JSON and Paprika, give them in `recipe.image` already).
    public static func imports(from data: Data, name: String, sourceURL: String? = nil) throws(RecipeImportError) -> [WebPageImport] {
        guard !data.isEmpty else { throw RecipeImportError("\(name) is empty.") }
        let format = RecipeFormat.detect(data, name: name)
        let limit = ImportLimits.maximumBytes(for: format)
        guard data.count <= limit else {
            throw RecipeImportError("\(name) is \(data.count / 1_000_000) MB; sous imports \(format.sizeDescription) up to \(limit / 1_000_000) MB.")
        }
        var found: [Recipe]
        var pictures: [URL?] = []
        switch format {
        case .html:
            try ImportLimits.checkPage(data, name: name)
            let read = WebPageImporter.imports(from: data, pageURL: sourceURL)
            found = read.map(\.recipe)
            pictures = read.map(\.imageURL)
            if found.isEmpty { throw RecipeImportError("No recipe was found on \(name): it has no schema.org recipe and no Ingredients list.") }
        case .sousJSON:
            found = try RecipeJSONReader.recipes(from: data, name: name)
        case .paprikaArchive:
            found = try PaprikaImporter.recipes(fromArchive: data, name: name)
        case .paprikaRecipe:
            found = [try PaprikaImporter.recipe(fromGzip: data, name: name)]
        case .cooklang:
            try ImportLimits.checkText(data, name: name)
            do {
                let text = try RecipeFileReader.decode(data, fileName: name)
                found = [try CooklangImporter.recipe(from: text, fileName: name)]
            } catch {
                throw RecipeImportError(String(describing: error))
            }
        case .plainText:
            try ImportLimits.checkText(data, name: name)
            let text: String
            do { text = try RecipeFileReader.decode(data, fileName: name) } catch { throw RecipeImportError(error.description) }
            // Cleaned before reading, so a C1 "next line" (U+0085) does not split a line as a break would.
            guard let recipe = PlainTextImporter.recipe(from: ImportedText.clean(text, multiline: true)) else {
                throw RecipeImportError("\(name) does not look like a recipe: no title with ingredients or steps was found.")
            }
            found = [recipe]
        }
        if let sourceURL {
            for index in found.indices where found[index].sourceURL == nil { found[index].sourceURL = sourceURL }
        }
        for recipe in found { try ImportLimits.check(recipe, name: name) }
        // Every importer's text leaves through this one door, whatever the format.
        return found.enumerated().map { index, recipe in
            WebPageImport(recipe: recipe.cleaned(), imageURL: index < pictures.count ? pictures[index] : nil)
        }
    }
}
