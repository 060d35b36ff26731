import Foundation

/// Adapts a recipe for people who avoid some foods: plans a swap for each conflicting line
/// (`plan`) and writes the adapted copy (`adapted`): "Carbonara (dairy-free)", linked to the
/// original, with swapped lines, steps that name the replacements and a note of what changed.
/// Pure: the caller supplies the lines' safety (from `AllergenDetector`) and stores the copy.
public struct RecipeAdapter: Sendable {
    public var table: SwapTable

    public init(table: SwapTable = .standard) {
        self.table = table
    }

    /// What adapting `recipe` for someone avoiding `avoided` would do. `safety` is the
    /// detector's answer per ingredient line, in order; a line without one is taken as safe.
    public func plan(for recipe: Recipe, safety: [IngredientSafety], avoiding avoided: FoodContents,
                     label: String) -> AdaptationPlan {
        var lines: [PlannedLine] = []
        let main = RecipeAdapter.mainLines(of: recipe)
        for (index, ingredient) in recipe.ingredients.enumerated() where index < safety.count {
            let conflict = SwapTable.conflict(of: safety[index], avoiding: avoided)
            guard !conflict.isEmpty else { continue }
            let swaps = table.swaps(for: ingredient, safety: safety[index], avoiding: avoided)
            let outcome: PlannedLine.Outcome
            if let chosen = swaps.first {
                outcome = .swap(chosen: chosen, alternatives: Array(swaps.dropFirst()))
            } else {
                let builtOn = main.contains(index) ? ShoppingName.display(for: SwapFoodName.name(of: ingredient)) : nil
                outcome = .noSafeSwap(builtOn: builtOn)
            }
            lines.append(PlannedLine(index: index, ingredient: ingredient, conflict: conflict, outcome: outcome))
        }
        return AdaptationPlan(label: label, avoids: avoided, lines: lines)
    }

    /// The adapted copy: planned and written in one call.
    public func adapted(_ recipe: Recipe, safety: [IngredientSafety], avoiding avoided: FoodContents,
                        label: String) -> Recipe {
        adapted(recipe, following: plan(for: recipe, safety: safety, avoiding: avoided, label: label))
    }

    /// A new recipe (`id` nil, `adaptedFrom` the original's id) titled "Title (label)", with each
    /// planned swap applied: the line replaced by the replacement's lines (amounts from the
    /// swap's ratio, text written out), the food renamed in the steps where it is a noun (the
    /// first mention in a step naming the swap's extra foods too: "soy milk and lemon juice"),
    /// and a note listing the swaps and any line left as it was for want of a safe swap.
    public func adapted(_ recipe: Recipe, following plan: AdaptationPlan) -> Recipe {
        var copy = recipe
        copy.id = nil
        copy.adaptedFrom = recipe.id
        copy.created = nil
        copy.updated = nil
        let label = plan.label.trimmingCharacters(in: .whitespaces)
        if !label.isEmpty { copy.title = "\(recipe.title) (\(label))" }

        var ingredients: [Ingredient] = []
        var newIndices: [[Int]] = []
        var rewriter = FoodWordRewriter()
        var swappedIndices = Set<Int>()
        for (index, ingredient) in recipe.ingredients.enumerated() {
            guard let planned = plan.line(at: index), let swapped = planned.swapped() else {
                newIndices.append([ingredients.count])
                ingredients.append(ingredient)
                continue
            }
            swappedIndices.insert(index)
            newIndices.append(Array(ingredients.count..<(ingredients.count + swapped.replacements.count)))
            ingredients.append(contentsOf: swapped.replacements)
            let words = FoodWordRewriter.forms(of: SwapFoodName.name(of: ingredient))
                + swapped.swap.foodKeys.flatMap(FoodWordRewriter.forms(of:))
            for word in words {
                rewriter.replace(word, with: swapped.swap.stepName, firstMention: swapped.swap.stepNameWithExtras, swap: index)
            }
        }
        for (index, ingredient) in recipe.ingredients.enumerated() where !swappedIndices.contains(index) {
            for word in FoodWordRewriter.forms(of: SwapFoodName.name(of: ingredient)) { rewriter.keep(word) }
        }
        copy.ingredients = ingredients
        copy.steps = recipe.steps.map { step in
            var step = step
            step.text = rewriter.rewrite(step.text)
            step.ingredientIndices = step.ingredientIndices.flatMap { $0 < newIndices.count ? newIndices[$0] : [] }
            return step
        }
        if !plan.lines.isEmpty {
            let note = adaptationNote(for: recipe, plan: plan)
            let existing = recipe.notes?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            copy.notes = existing.isEmpty ? note : existing + "\n\n" + note
        }
        return copy
    }

    /// "Adapted from "Carbonara" (dairy-free):" and one line per planned line.
    func adaptationNote(for recipe: Recipe, plan: AdaptationPlan) -> String {
        let label = plan.label.trimmingCharacters(in: .whitespaces)
        var lines = ["Adapted from \"\(recipe.title)\"" + (label.isEmpty ? ":" : " (\(label)):")]
        for planned in plan.lines {
            var line = "- " + planned.message()
            if let note = planned.swap?.note, !note.isEmpty { line += " (\(note))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The lines a dish is built on: those its title names, else its heaviest line (weights
    /// from metric or US measures, volumes through known densities or as water), else its first.
    static func mainLines(of recipe: Recipe) -> Set<Int> {
        let ingredients = recipe.ingredients
        var main = Set(ingredients.indices.filter {
            !StepIngredientMatcher.indices(of: [ingredients[$0]], usedIn: recipe.title).isEmpty
        })
        if !main.isEmpty { return main }
        let weights = ingredients.indices.compactMap { index in grams(of: ingredients[index]).map { (index, $0) } }
        if let heaviest = weights.max(by: { $0.1 < $1.1 }) {
            main.insert(heaviest.0)
        } else if !ingredients.isEmpty {
            main.insert(0)
        }
        return main
    }

    static func grams(of ingredient: Ingredient) -> Rational? {
        guard let quantity = ingredient.quantityHigh ?? ingredient.quantity,
              let unit = ingredient.unit.flatMap(Unit.lookup), let factor = unit.baseFactor else { return nil }
        switch unit.dimension {
        case .mass: return quantity * factor
        case .volume:
            let density = IngredientDensity.gramsPerMillilitre(forKey: ShoppingName.key(for: SwapFoodName.name(of: ingredient)))
            return quantity * factor * (density ?? 1)
        default: return nil
        }
    }
}
