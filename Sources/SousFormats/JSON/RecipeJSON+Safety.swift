import Foundation
import SousCore

/// The allergy and diet fields `sous show --json` adds to a recipe and to each ingredient.
/// Encoded into the same JSON object as the recipe's own keys; an import ignores them.
struct IngredientSafetyJSON: Hashable, Sendable {
    var safety: IngredientSafety

    enum CodingKeys: String, CodingKey {
        case allergens, mayContain = "may_contain", unsure, dietsExcluded = "diets_excluded"
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(safety.allergens.map(\.name), forKey: .allergens)
        try c.encode(safety.mayContain.allergens.map(\.name), forKey: .mayContain)
        try c.encode(safety.unsure, forKey: .unsure)
        try c.encode(safety.dietsExcluded.map(\.rawValue), forKey: .dietsExcluded)
    }
}

struct RecipeSafetyJSON: Hashable, Sendable {
    var safety: RecipeSafety
    var checkTheLabel: [String]
    var conflicts: [PersonConflict]
    var adaptedFrom: Int64?

    enum CodingKeys: String, CodingKey {
        case allergens, mayContain = "may_contain", checkTheLabel = "check_the_label", dietsExcluded = "diets_excluded",
             notSafeFor = "not_safe_for", conflicts, adaptedFrom = "adapted_from"
    }

    enum ConflictKeys: String, CodingKey { case person, allergens, diets }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(safety.contents.allergens.map(\.name), forKey: .allergens)
        try c.encode(safety.mayContain.allergens.map(\.name), forKey: .mayContain)
        try c.encode(checkTheLabel, forKey: .checkTheLabel)
        try c.encode(safety.contents.dietsExcluded.map(\.rawValue), forKey: .dietsExcluded)
        try c.encode(conflicts.map(\.person), forKey: .notSafeFor)
        var list = c.nestedUnkeyedContainer(forKey: .conflicts)
        for conflict in conflicts {
            var item = list.nestedContainer(keyedBy: ConflictKeys.self)
            try item.encode(conflict.person, forKey: .person)
            try item.encode(conflict.allergens.map(\.name), forKey: .allergens)
            try item.encode(conflict.diets.map(\.rawValue), forKey: .diets)
        }
        try c.encode(adaptedFrom, forKey: .adaptedFrom)
    }
}

extension RecipeJSON {
    /// The recipe with what each line contains and who should not eat it.
    /// Shown to people, so the picture is described rather than carried (see `describingPicture`).
    public init(_ recipe: Recipe, lines: [IngredientSafety], people: [Person]) {
        self.init(recipe)
        self = describingPicture()
        let safety = RecipeSafety(lines: lines)
        for index in lines.indices where index < (ingredients?.count ?? 0) {
            ingredients?[index].safety = IngredientSafetyJSON(safety: lines[index])
        }
        let unsure = zip(recipe.ingredients, lines).filter { $0.1.unsure }.map { $0.0.text.isEmpty ? $0.0.name : $0.0.text }
        self.safety = RecipeSafetyJSON(safety: safety, checkTheLabel: unsure,
                                       conflicts: people.compactMap { $0.conflict(with: safety.contents) },
                                       adaptedFrom: recipe.adaptedFrom)
    }

    /// Pretty, stable JSON for one value.
    public static func encode(_ value: RecipeJSON) throws -> String {
        try encode(value, as: RecipeJSON.self)
    }

    /// Pretty, stable JSON for several values.
    public static func encode(_ values: [RecipeJSON]) throws -> String {
        try encode(values, as: [RecipeJSON].self)
    }

    private static func encode<T: Encodable>(_ value: T, as: T.Type) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
