import Foundation
import SousCore

/// Nutrient figures as JSON: `{"kcal", "protein_g", "fat_g", "saturated_fat_g", "carbohydrate_g",
/// "sugars_g", "fibre_g", "sodium_mg", "salt_g"}`, rounded to one decimal place (kcal to whole numbers).
struct NutrientsJSON: Codable, Hashable, Sendable {
    var kcal: Double?
    var protein: Double?
    var fat: Double?
    var saturatedFat: Double?
    var carbohydrate: Double?
    var sugars: Double?
    var fibre: Double?
    var sodiumMg: Double?
    var saltG: Double?
    var servingSize: String?

    enum CodingKeys: String, CodingKey {
        case kcal, protein = "protein_g", fat = "fat_g", saturatedFat = "saturated_fat_g", carbohydrate = "carbohydrate_g",
             sugars = "sugars_g", fibre = "fibre_g", sodiumMg = "sodium_mg", saltG = "salt_g", servingSize = "serving_size"
    }

    init(_ nutrients: Nutrients) {
        kcal = nutrients.kcal.rounded()
        protein = Self.tenth(nutrients.protein)
        fat = Self.tenth(nutrients.fat)
        saturatedFat = Self.tenth(nutrients.saturatedFat)
        carbohydrate = Self.tenth(nutrients.carbohydrate)
        sugars = Self.tenth(nutrients.sugars)
        fibre = Self.tenth(nutrients.fibre)
        sodiumMg = nutrients.sodiumMg.rounded()
        saltG = Self.tenth(nutrients.saltG)
    }

    init(_ page: PageNutrition) {
        kcal = page.kcal
        protein = page.protein
        fat = page.fat
        saturatedFat = page.saturatedFat
        carbohydrate = page.carbohydrate
        sugars = page.sugars
        fibre = page.fibre
        sodiumMg = page.sodiumMg
        saltG = page.sodiumMg.map { Self.tenth($0 * 2.5 / 1000) }
        servingSize = page.servingSize
    }

    var page: PageNutrition {
        PageNutrition(kcal: kcal, protein: protein, fat: fat, saturatedFat: saturatedFat, carbohydrate: carbohydrate,
                      sugars: sugars, fibre: fibre, sodiumMg: sodiumMg ?? saltG.map { $0 * 1000 / 2.5 },
                      servingSize: servingSize)
    }

    static func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}

/// `"nutrition"` in `sous show --json` and `sous import --dry-run --json`.
struct RecipeNutritionJSON: Encodable, Hashable, Sendable {
    var nutrition: RecipeNutrition
    var page: PageNutrition?

    enum CodingKeys: String, CodingKey {
        case perServing = "per_serving", perRecipe = "per_recipe", servings, coverage, estimate, counted, ingredients,
             unmatched, page
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(NutrientsJSON(nutrition.perServing), forKey: .perServing)
        try c.encode(NutrientsJSON(nutrition.total), forKey: .perRecipe)
        try c.encode(nutrition.servings, forKey: .servings)
        try c.encode(NutrientsJSON.tenth(nutrition.coverageByWeight * 100) / 100, forKey: .coverage)
        try c.encode(nutrition.isEstimate, forKey: .estimate)
        try c.encode(nutrition.countedLines, forKey: .counted)
        try c.encode(nutrition.ingredientLines, forKey: .ingredients)
        try c.encode(nutrition.unmatched, forKey: .unmatched)
        try c.encode(page.map(NutrientsJSON.init), forKey: .page)
    }
}

extension RecipeJSON {
    /// The recipe with its nutrition worked out (and the page's, when it published one).
    public func withNutrition(_ nutrition: RecipeNutrition, page: PageNutrition?) -> RecipeJSON {
        var copy = self
        copy.nutrition = RecipeNutritionJSON(nutrition: nutrition, page: page)
        return copy
    }
}
