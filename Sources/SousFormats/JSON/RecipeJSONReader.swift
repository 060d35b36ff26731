import Foundation
import SousCore

/// Reads sous JSON (the shape `sous show --json` and `sous export --format json` write): one
/// recipe object or an array of them. Ids are dropped so imports never overwrite.
public enum RecipeJSONReader {
    public static func recipes(from data: Data, name: String) throws(RecipeImportError) -> [Recipe] {
        guard JSONNesting.isWithinLimit(data) else {
            throw RecipeImportError("\(name) nests JSON more than \(JSONNesting.maximumDepth) levels deep, so it is not a recipe file.")
        }
        let decoder = JSONDecoder()
        var decoded: [RecipeJSON]
        do {
            if let list = try? decoder.decode([RecipeJSON].self, from: data) {
                decoded = list
            } else {
                decoded = [try decoder.decode(RecipeJSON.self, from: data)]
            }
        } catch {
            throw RecipeImportError("\(name) is JSON but not in the sous recipe shape (\(describe(error))).")
        }
        guard !decoded.isEmpty else { throw RecipeImportError("\(name) holds an empty list of recipes.") }
        return decoded.map {
            var recipe = $0.recipe
            recipe.id = nil
            return recipe
        }
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "\"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted: return "the JSON is malformed"
        default: return "unreadable"
        }
    }
}
