import Foundation

/// Works out a recipe's nutrition from its ingredient lines with the nutrient table.
/// PLACEHOLDER: the real matcher and gram conversion replace this file's body.
public struct NutritionCalculator: Sendable {
    public static let standard = NutritionCalculator()

    /// Table load problem, when there is one (then nothing is counted).
    public let problem: String? = nil

    /// `corrections` maps a normalised ingredient name (see `NutritionCalculator.key(for:)`) to a
    /// food id chosen by the user; they win over the matcher.
    public func nutrition(for recipe: Recipe, corrections: [String: String] = [:]) -> RecipeNutrition {
        let lines = recipe.ingredients.enumerated().map { index, ingredient in
            RecipeNutrition.Line(index: index, name: ingredient.name, outcome: ingredient.quantity == nil ? .noAmount : .noFood)
        }
        return RecipeNutrition(total: .zero, servings: recipe.servings, lines: lines)
    }

    /// The food the table would use for an ingredient name, or nil.
    public func food(for name: String, corrections: [String: String] = [:]) -> NutritionFood? { nil }

    /// The food with this id, or the one whose description is exactly this (ignoring case).
    public func food(idOrDescription: String) -> NutritionFood? { nil }

    /// Foods whose description contains every word of `text`, best first (for the app's picker).
    public func search(_ text: String, limit: Int = 20) -> [NutritionFood] { [] }

    /// The key a correction is remembered by: the name lower-cased, trimmed, singular.
    public static func key(for name: String) -> String {
        name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
    }
}
