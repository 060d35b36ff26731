import Foundation
import SousCore

/// Reads Paprika exports: `.paprikarecipes` (a zip of gzipped JSON recipes) and a single
/// `.paprikarecipe` (gzipped JSON). Decompressed sizes are capped against zip bombs.
public enum PaprikaImporter {
    /// Room for a library's photos (base64 in each recipe's JSON) besides its text.
    public static let decompressedLimit = 100_000_000
    /// One recipe's JSON: its text and one photo of up to `RecipeImage.maximumBytes`, in base64.
    static let recipeLimit = 20_000_000

    public static func recipes(fromArchive data: Data, name: String) throws(RecipeImportError) -> [Recipe] {
        let members = try ZipArchiveReader.members(data, totalLimit: decompressedLimit)
        var recipes: [Recipe] = []
        for member in members where !member.name.hasPrefix("__MACOSX") {
            recipes.append(try recipe(fromGzip: member.data, name: "\(name): \(member.name)"))
        }
        guard !recipes.isEmpty else { throw RecipeImportError("\(name) holds no recipes.") }
        return recipes
    }

    public static func recipe(fromGzip data: Data, name: String) throws(RecipeImportError) -> Recipe {
        let json: Data
        if data.starts(with: [0x1F, 0x8B]) {
            do { json = try Inflater.inflate(data, limit: recipeLimit) } catch {
                throw error == .tooLarge
                    ? RecipeImportError("\(name) unpacks to more than \(recipeLimit / 1_000_000) MB, so sous refused it.")
                    : RecipeImportError("\(name) is not valid gzip data.")
            }
        } else {
            json = data
        }
        guard let object = JSONNesting.parse(json) as? [String: Any] else {
            throw RecipeImportError("\(name) is not a Paprika recipe (its JSON could not be read).")
        }
        return recipe(from: object)
    }

    static func recipe(from object: [String: Any]) -> Recipe {
        func string(_ key: String) -> String? {
            guard let s = object[key] as? String else { return nil }
            let t = s.trimmed(" \n\r\t")
            return t.isEmpty ? nil : t
        }
        var recipe = Recipe(title: string("name") ?? "Untitled recipe")
        recipe.summary = string("description")
        recipe.notes = string("notes")
        recipe.sourceURL = string("source_url")
        recipe.yieldText = string("servings")
        recipe.servings = recipe.yieldText.flatMap(RecipeYield.firstInteger)
        recipe.prepMinutes = string("prep_time").flatMap(ISODuration.minutes)
        recipe.cookMinutes = string("cook_time").flatMap(ISODuration.minutes)
        recipe.totalMinutes = string("total_time").flatMap(ISODuration.minutes)
        recipe.tags = (object["categories"] as? [String]) ?? []
        recipe.category = recipe.tags.first
        if let rating = object["rating"] as? Int { recipe.rating = min(max(rating, 0), 5) }
        recipe.image = picture(from: object)
        recipe.difficulty = string("difficulty")
        var section: String?
        for line in (string("ingredients") ?? "").split(whereSeparator: \.isNewline) {
            let text = HTMLText.collapse(String(line))
            if text.isEmpty { continue }
            if text.hasSuffix(":"), text.count < 60, QuantityParser.parseLeading(Substring(text)) == nil {
                section = text.trimmed(" :")
                continue
            }
            recipe.ingredients.append(IngredientLineParser.parse(text, section: section, model: LineModel.standard))
        }
        section = nil
        for line in (string("directions") ?? "").split(whereSeparator: \.isNewline) {
            let text = PlainTextImporter.stripMarker(HTMLText.collapse(String(line)))
            if text.isEmpty { continue }
            if text.hasSuffix(":"), text.count < 60 { section = text.trimmed(" :"); continue }
            recipe.steps.append(Step(section: section, text: text))
        }
        return recipe
    }

    /// The recipe's photo: `photo_data` in base64 (Paprika's own), named by `image_url` (where
    /// Paprika found it) or else `photo` (its file name in the archive). Anything that does not
    /// decode as a picture sous keeps is dropped; the recipe is kept without it.
    static func picture(from object: [String: Any]) -> RecipeImage? {
        // The recipe's JSON is capped (`recipeLimit`), so the text is too.
        guard let text = object["photo_data"] as? String, !text.isEmpty,
              let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters)
        else { return nil }
        let source = [object["image_url"], object["photo"]].lazy
            .compactMap { ($0 as? String)?.trimmed(" \n\r\t") }
            .first { !$0.isEmpty }
        return RecipeImage(data: data, source: source)
    }
}
