import Foundation

/// Reads ingredient lines for allergens and diet conflicts using the food dictionary
/// (`Data/foods.txt`). PLACEHOLDER: the real matcher replaces this file.
public struct AllergenDetector: Sendable {
    /// Changes whenever the dictionary or the matching rules change, so stored answers can be
    /// recomputed.
    public let version: String

    public static let standard = AllergenDetector()

    init() { version = "placeholder-1" }

    public func check(_ ingredient: Ingredient) -> IngredientSafety {
        check(line: ingredient.text.isEmpty ? ingredient.name : ingredient.text)
    }

    public func check(line: String) -> IngredientSafety {
        let lower = line.lowercased()
        var safety = IngredientSafety()
        let table: [(String, FoodContents)] = [
            ("peanut", FoodContents(.peanuts)), ("butter", FoodContents(.milk)), ("milk", FoodContents(.milk)),
            ("egg", FoodContents(.eggs)), ("flour", FoodContents(.gluten)), ("bacon", [.meat, .pork]),
            ("pine nut", FoodContents(.treeNuts)), ("parmesan", FoodContents(.milk)), ("chicken", .meat),
        ]
        for (word, contents) in table where lower.contains(word) {
            safety.contents.formUnion(contents)
            safety.foods.append(word)
        }
        if lower.contains("spice mix") { safety.unsure = true }
        return safety
    }

    public func check(_ recipe: Recipe) -> [IngredientSafety] {
        recipe.ingredients.map(check)
    }

    public func safety(of recipe: Recipe) -> RecipeSafety {
        RecipeSafety(lines: check(recipe))
    }
}
