import SousCore
import SousFormats
import SousStore

/// `sous show --json`: one recipe, scaled as asked, with what each line contains for the
/// household and its nutrition.
public enum RecipeReport {
    public static func json(_ recipe: Recipe, scaledBy request: ScaleRequest, factor: Rational, in database: AppDatabase) throws -> RecipeJSON {
        var recipe = recipe
        if request != .asWritten {
            recipe.ingredients = recipe.ingredients.map { Scaler.scale($0, by: factor) }
            recipe.servings = request.servings(of: recipe)
        }
        let corrections = try database.foodCorrections()
        let lines = AllergenDetector.standard.check(recipe, corrections: corrections)
        let nutrition = NutritionCalculator.standard.nutrition(for: recipe, corrections: corrections)
        return RecipeJSON(recipe, lines: lines, people: try database.people()).withNutrition(nutrition, page: recipe.pageNutrition)
    }
}
