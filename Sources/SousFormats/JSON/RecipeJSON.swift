import Foundation
import SousCore

/// The sous JSON shape of a recipe (`sous show --json`): snake_case keys, quantities as numbers,
/// null for what is unknown. Decoding accepts what encoding writes, so exports import back.
public struct RecipeJSON: Codable, Hashable, Sendable {
    public struct IngredientJSON: Codable, Hashable, Sendable {
        var section: String?
        var quantity: Double?
        var quantityHigh: Double?
        var unit: String?
        var name: String
        var note: String?
        var text: String
        /// Where the line came from ("json-ld", "caption", "ocr", "typed"...) and how sure the
        /// importer was (0-1); null for lines as their author wrote them.
        var source: String?
        var confidence: Double?
        /// Set only for `sous show`, never read back.
        var safety: IngredientSafetyJSON?

        enum CodingKeys: String, CodingKey {
            case section, quantity, quantityHigh = "quantity_high", unit, name, note, text, source, confidence
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(section, forKey: .section)
            try c.encode(quantity, forKey: .quantity)
            try c.encode(quantityHigh, forKey: .quantityHigh)
            try c.encode(unit, forKey: .unit)
            try c.encode(name, forKey: .name)
            try c.encode(note, forKey: .note)
            try c.encode(text, forKey: .text)
            try c.encode(source, forKey: .source)
            try c.encode(confidence, forKey: .confidence)
            try safety?.encode(to: encoder)
        }
    }

    public struct StepJSON: Codable, Hashable, Sendable {
        var section: String?
        var text: String
        var ingredientIndices: [Int]?
        var source: String?
        var confidence: Double?

        enum CodingKeys: String, CodingKey {
            case section, text, ingredientIndices = "ingredient_indices", source, confidence
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(section, forKey: .section)
            try c.encode(text, forKey: .text)
            try c.encode(ingredientIndices ?? [], forKey: .ingredientIndices)
            try c.encode(source, forKey: .source)
            try c.encode(confidence, forKey: .confidence)
        }
    }

    var id: Int64?
    var title: String
    var summary: String?
    var servings: Int?
    var yield: String?
    var prepMinutes: Int?
    var cookMinutes: Int?
    var totalMinutes: Int?
    var category: String?
    var cuisine: String?
    var difficulty: String?
    var tags: [String]?
    var rating: Int?
    var favorite: Bool?
    var sourceURL: String?
    var notes: String?
    var ingredients: [IngredientJSON]?
    var steps: [StepJSON]?
    /// Set only for `sous show`, never read back.
    var safety: RecipeSafetyJSON?
    /// Set only for `sous show` and `import --dry-run`, never read back.
    var nutrition: RecipeNutritionJSON?
    /// What the source page published; exported and imported back. A block that does not read
    /// as one is dropped, never a failed import.
    var pageNutrition: Lenient<NutrientsJSON>?
    /// The picture (see `RecipeImageJSON`). Unreadable, it is dropped and the recipe kept.
    var image: Lenient<RecipeImageJSON>?

    enum CodingKeys: String, CodingKey {
        case id, title, summary, servings, yield, prepMinutes = "prep_minutes", cookMinutes = "cook_minutes",
             totalMinutes = "total_minutes", category, cuisine, difficulty, tags, rating, favorite,
             sourceURL = "source_url", notes, ingredients, steps, pageNutrition = "page_nutrition", image
    }

    /// Written for `sous show`, never read back.
    enum ShownKeys: String, CodingKey { case nutrition }

    public init(_ recipe: Recipe) {
        id = recipe.id
        title = recipe.title
        summary = recipe.summary
        servings = recipe.servings
        yield = recipe.yieldText
        prepMinutes = recipe.prepMinutes
        cookMinutes = recipe.cookMinutes
        totalMinutes = recipe.totalMinutes
        category = recipe.category
        cuisine = recipe.cuisine
        difficulty = recipe.difficulty
        tags = recipe.tags
        rating = recipe.rating
        favorite = recipe.favorite
        sourceURL = recipe.sourceURL
        notes = recipe.notes
        ingredients = recipe.ingredients.map {
            IngredientJSON(section: $0.section, quantity: $0.quantity?.doubleValue, quantityHigh: $0.quantityHigh?.doubleValue,
                           unit: $0.unit, name: $0.name, note: $0.note, text: $0.text,
                           source: $0.provenance?.source.rawValue, confidence: $0.provenance?.confidence)
        }
        steps = recipe.steps.map {
            StepJSON(section: $0.section, text: $0.text, ingredientIndices: $0.ingredientIndices,
                     source: $0.provenance?.source.rawValue, confidence: $0.provenance?.confidence)
        }
        pageNutrition = recipe.pageNutrition.map { Lenient(NutrientsJSON($0)) }
        image = recipe.image.map { Lenient(RecipeImageJSON($0)) }
    }

    /// The same JSON with the picture described (format, size, source) rather than carried:
    /// for output people read, where a screenful of base64 helps no one.
    public func describingPicture() -> RecipeJSON {
        var copy = self
        copy.image = image?.value.map { Lenient($0.described) }
        return copy
    }

    /// The recipe this JSON describes; numbers become the simplest fraction within 1/1000.
    public var recipe: Recipe {
        let count = ingredients?.count ?? 0
        return Recipe(
            id: id, title: title, summary: summary, servings: servings, yieldText: yield,
            prepMinutes: prepMinutes, cookMinutes: cookMinutes, totalMinutes: totalMinutes,
            category: category, cuisine: cuisine, difficulty: difficulty, rating: min(max(rating ?? 0, 0), 5),
            favorite: favorite ?? false, sourceURL: sourceURL, notes: notes, tags: tags ?? [],
            ingredients: (ingredients ?? []).map {
                Ingredient(section: $0.section, quantity: $0.quantity.map { Rational(approximating: $0) },
                           quantityHigh: $0.quantityHigh.map { Rational(approximating: $0) },
                           unit: $0.unit, name: $0.name, note: $0.note, text: $0.text,
                           provenance: Provenance.stored(source: $0.source, confidence: $0.confidence))
            },
            steps: (steps ?? []).map {
                Step(section: $0.section, text: $0.text, ingredientIndices: ($0.ingredientIndices ?? []).filter { $0 >= 0 && $0 < count },
                     provenance: Provenance.stored(source: $0.source, confidence: $0.confidence))
            },
            pageNutrition: pageNutrition?.value?.page,
            image: image?.value?.image)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(summary, forKey: .summary)
        try c.encode(servings, forKey: .servings)
        try c.encode(yield, forKey: .yield)
        try c.encode(prepMinutes, forKey: .prepMinutes)
        try c.encode(cookMinutes, forKey: .cookMinutes)
        try c.encode(totalMinutes, forKey: .totalMinutes)
        try c.encode(category, forKey: .category)
        try c.encode(cuisine, forKey: .cuisine)
        try c.encode(difficulty, forKey: .difficulty)
        try c.encode(tags ?? [], forKey: .tags)
        try c.encode(rating ?? 0, forKey: .rating)
        try c.encode(favorite ?? false, forKey: .favorite)
        try c.encode(sourceURL, forKey: .sourceURL)
        try c.encode(notes, forKey: .notes)
        try c.encode(ingredients ?? [], forKey: .ingredients)
        try c.encode(steps ?? [], forKey: .steps)
        try c.encode(pageNutrition?.value, forKey: .pageNutrition)
        try c.encode(image?.value, forKey: .image)
        var shown = encoder.container(keyedBy: ShownKeys.self)
        try shown.encodeIfPresent(nutrition, forKey: .nutrition)
        try safety?.encode(to: encoder)
    }

    /// Pretty, stable JSON for one recipe or a list; pictures carried whole (an export), or
    /// only described when `describingPictures` (output for people).
    public static func encode(_ recipes: [Recipe], asArray: Bool = true, describingPictures: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let values = recipes.map { describingPictures ? RecipeJSON($0).describingPicture() : RecipeJSON($0) }
        let data = asArray || values.count != 1 ? try encoder.encode(values) : try encoder.encode(values[0])
        return String(decoding: data, as: UTF8.self)
    }
}

/// A value decoded when it can be and nil when it cannot, without failing what holds it.
struct Lenient<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    var value: Value?

    init(_ value: Value?) { self.value = value }

    init(from decoder: Decoder) throws { value = try? Value(from: decoder) }

    func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}
