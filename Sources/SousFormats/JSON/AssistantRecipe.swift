import Foundation
import SousCore

/// A recipe the assistant writes, in sous's own JSON shape (`RecipeJSON`): the JSON schema it is
/// asked to follow, and the reading of its reply, which must be a whole recipe or say why not.
public enum AssistantRecipe {
    /// How sure sous is of a line a model wrote: below `Provenance.lowConfidence`, so every line
    /// is marked for checking in the import preview.
    public static let confidence = 0.3

    /// The schema of the reply: sous JSON's fields a model can fill.
    public static var schema: [String: Any] { [
        "type": "object",
        "required": ["title", "servings", "ingredients", "steps"],
        "properties": [
            "title": ["type": "string"],
            "summary": ["type": "string"],
            "servings": ["type": "integer", "minimum": 1, "maximum": 100],
            "total_minutes": ["type": "integer", "minimum": 1],
            "tags": ["type": "array", "items": ["type": "string"]],
            "ingredients": [
                "type": "array", "minItems": 1,
                "items": [
                    "type": "object", "required": ["name", "text"],
                    "properties": [
                        "quantity": ["type": ["number", "null"]], "unit": ["type": ["string", "null"]],
                        "name": ["type": "string"], "note": ["type": ["string", "null"]],
                        "text": ["type": "string", "description": "the whole line as a cook writes it: 200 g rice, rinsed"],
                    ],
                ],
            ],
            "steps": ["type": "array", "minItems": 1, "items": ["type": "object", "required": ["text"], "properties": ["text": ["type": "string"]]]],
        ],
    ] }

    /// The schema as JSON text, for a prompt.
    public static var schemaText: String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: schema, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
    }

    /// The recipe in the model's reply (JSON, perhaps in a ``` fence), every line marked as the
    /// assistant's; or the sentence why it is not one, to send back once.
    public static func read(_ reply: String) throws(RecipeImportError) -> Recipe {
        var text = reply.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("```") {
            text = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                .filter { !$0.hasPrefix("```") }.joined(separator: "\n")
        }
        if let start = text.firstIndex(of: "{"), let end = text.lastIndex(of: "}"), start < end { text = String(text[start...end]) }
        let recipes = try RecipeJSONReader.recipes(from: Data(text.utf8), name: "The reply")
        guard recipes.count == 1, var recipe = recipes.first?.cleaned() else { throw RecipeImportError("The reply holds more than one recipe.") }
        // The reply was cleaned as text, but JSON's escapes ("\u001b") only become characters once parsed.
        recipe.title = recipe.title.trimmingCharacters(in: .whitespaces)
        guard !recipe.title.isEmpty else { throw RecipeImportError("The recipe has no title.") }
        guard !recipe.ingredients.isEmpty else { throw RecipeImportError("The recipe has no ingredients.") }
        guard !recipe.steps.isEmpty else { throw RecipeImportError("The recipe has no steps.") }
        if let servings = recipe.servings, !(1...100).contains(servings) {
            throw RecipeImportError("\(servings) servings is not a number of servings (1 to 100).")
        }
        if let empty = recipe.ingredients.firstIndex(where: { $0.name.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw RecipeImportError("Ingredient \(empty + 1) has no name.")
        }
        let marked = Provenance(source: .assistant, confidence: confidence)
        for index in recipe.ingredients.indices { recipe.ingredients[index].provenance = marked }
        for index in recipe.steps.indices { recipe.steps[index].provenance = marked }
        recipe.rating = 0
        recipe.favorite = false
        recipe.sourceURL = nil
        return recipe
    }
}
