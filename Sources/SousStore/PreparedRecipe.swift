import Foundation
import GRDB
import SousCore

/// A recipe with everything its rows need worked out beforehand: the cleaned text, the allergen
/// verdict, the pantry's food keys and the search document. A batch's transaction then only
/// writes, and the working out can run on every core while another batch is being written
/// (`AppDatabase.importPrepared`).
public struct PreparedRecipe: Sendable {
    /// The recipe as it is stored (cleaned).
    public let recipe: Recipe
    let safety: RecipeSafety
    /// The ingredients' shopping keys, each once, in the order the ingredients name them.
    let keys: [String]
    let tags: [String]
    let document: SearchDocument
    /// The values of the recipe's row, and of each ingredient and step row, turned into database
    /// values here (on any core); each lacks only the recipe's id, which goes last.
    let recipeRow: StatementArguments
    let ingredientRows: [StatementArguments]
    let stepRows: [StatementArguments]
    /// The food corrections the verdict was worked out with: a batch written after they changed
    /// is worked out again.
    let corrections: [String: String]

    /// `corrections` are the library's (`AppDatabase.foodCorrections()`); `now` is the time
    /// stamped on a recipe that has none.
    public init(_ recipe: Recipe, corrections: [String: String], now: Date) {
        // Importers clean their text already; the store cleans again so no path can skip it.
        let recipe = recipe.cleaned()
        self.recipe = recipe
        let record = RecipeRecord(recipe: recipe, createdAt: recipe.created ?? now, updatedAt: recipe.updated ?? now)
        safety = AllergenDetector.standard.safety(of: recipe, corrections: corrections)
        keys = AppDatabase.ingredientKeys(of: recipe.ingredients.map(\.name))
        tags = AppDatabase.uniqueTags(recipe.tags)
        document = SearchDocument(title: recipe.title, summary: recipe.summary,
                                  ingredientNames: recipe.ingredients.map(\.name), tags: tags,
                                  category: recipe.category, favorite: recipe.favorite)
        self.corrections = corrections
        recipeRow = [
            record.title, record.sortTitle, record.summary, record.servings, record.yieldText, record.prepMinutes,
            record.cookMinutes, record.totalMinutes, record.category, record.cuisine, record.difficulty,
            record.rating, record.favorite, record.sourceURL, record.notes, record.createdAt, record.updatedAt,
            record.adaptedFrom, safety.contents.rawValue, safety.mayContain.rawValue, safety.unsureLines,
            record.pageNutrition,
        ]
        ingredientRows = recipe.ingredients.enumerated().map { position, ingredient in
            [
                position, ingredient.section, ingredient.quantity?.numerator, ingredient.quantity?.denominator,
                ingredient.quantityHigh?.numerator, ingredient.quantityHigh?.denominator, ingredient.unit,
                ingredient.name, ingredient.note, ingredient.text,
                ingredient.provenance?.source.rawValue, ingredient.provenance?.confidence,
            ]
        }
        stepRows = recipe.steps.enumerated().map { position, step in
            [
                position, step.section, step.text, StepRecord.ingredientRefs(step.ingredientIndices),
                step.provenance?.source.rawValue, step.provenance?.confidence,
            ]
        }
    }

    /// Each recipe prepared, on every core (in the lanes of `lanes` when given), in order.
    public static func all(_ recipes: [Recipe], corrections: [String: String], now: Date,
                           lanes: ProcessorLanes? = nil) -> [PreparedRecipe] {
        ProcessorLanes.map(recipes.count, in: lanes) { PreparedRecipe(recipes[$0], corrections: corrections, now: now) }
    }
}
