import SousApp
import SousCore

/// `sous nutrition`: a recipe's lines with the food each was matched to, what a name given to
/// `match` means, the food table searched, and the person's corrections, as lines.
public struct NutritionReport {
    public var knowledge: FoodKnowledge
    public var calculator: NutritionCalculator

    public init(knowledge: FoodKnowledge = .standard, calculator: NutritionCalculator = .standard) {
        self.knowledge = knowledge
        self.calculator = calculator
    }

    /// The title, each ingredient with its match ("→ Onions, raw (150 g) [yours]" or why it was
    /// not counted), then the figures per serving or for `servings`.
    public func lines(_ recipe: Recipe, nutrition: RecipeNutrition, corrections: [String: String], servings: Int?) -> [String] {
        var lines = [recipe.title]
        for line in nutrition.lines where line.outcome != .skipped {
            let ingredient = recipe.ingredients[line.index]
            let grams = line.grams.map { " (\(Int($0.rounded())) g)" } ?? ""
            let yours = corrections[NutritionCalculator.key(for: ingredient.name)] != nil ? " [yours]" : ""
            let match = switch line.outcome {
            case .counted(_, let description): "→ " + description + grams + yours
            case .noAmount: "not counted: no amount"
            case .noFood: "not counted: no food found (sous nutrition match \"\(ingredient.name)\" FOOD)"
            case .noWeight: "not counted: its unit is not known for the food" + yours
            case .notFood: "not counted: not food"
            case .skipped: ""
            }
            lines.append("  " + IngredientFormatter.display(ingredient) + "  " + match)
        }
        let shown = servings ?? recipe.servings ?? 1
        lines += NutritionLines.lines(nutrition, page: recipe.pageNutrition, servingsShown: shown,
                                      perRecipe: servings != nil, width: 78).map(\.plainText)
        return lines
    }

    /// What `food` names for a correction: a food concept (every feature) or a USDA food
    /// (nutrition alone), with the sentence that says so; else a failure with the nearest names.
    public func choice(_ food: String, for name: String) throws -> (id: String, sentence: String) {
        if let concept = knowledge.index(of: food) ?? (calculator.food(idOrDescription: food) == nil ? knowledge.concept(named: food) : nil) {
            let chosen = knowledge.concepts[concept]
            return (chosen.id, "\(name) now means \(chosen.name) (\(chosen.id)) in every recipe: nutrition, allergens, pantry and shopping")
        }
        guard let chosen = calculator.food(idOrDescription: food) else {
            let suggestions = knowledge.search(food, limit: 5).map { "  \(knowledge.concepts[$0].id)  \(knowledge.concepts[$0].name)" }
                + calculator.search(food, limit: 5).map { "  \($0.id)  \($0.description)" }
            throw ServiceFailure("no food is \u{201C}\(food)\u{201D}" + (suggestions.isEmpty
                ? "; search with sous nutrition foods WORDS"
                : "; did you mean one of these (id, number or description)?\n" + suggestions.joined(separator: "\n")))
        }
        return (chosen.id, "\(name) now means \(chosen.description) (\(chosen.id)) in every recipe's nutrition")
    }

    /// Foods of sous's list (for every feature), then USDA foods (for nutrition alone); empty when none matches.
    public func foods(matching text: String, limit: Int) -> [String] {
        let limit = max(1, min(limit, 200))
        return knowledge.search(text, limit: limit).map { "\(knowledge.concepts[$0].id)  \(knowledge.concepts[$0].name)  (food)" }
            + calculator.search(text, limit: limit).map { "\($0.id)  \($0.description)  (\(Int($0.per100g.kcal.rounded())) kcal per 100 g)" }
    }

    /// "spring onion → spring onion (every feature)", by name.
    public func corrections(_ corrections: [String: String]) -> [String] {
        corrections.sorted(by: { $0.key < $1.key }).map { name, id in
            if FoodCorrection.isConcept(id) {
                return "\(name) → \(knowledge.concept(id: id)?.name ?? "food \(id), not in this food list") (every feature)"
            }
            return "\(name) → \(calculator.food(idOrDescription: id)?.description ?? "food \(id), not in this table") (nutrition)"
        }
    }
}
