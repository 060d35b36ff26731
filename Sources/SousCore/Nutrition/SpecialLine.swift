import Foundation

/// Ingredient lines the calculator treats apart: water, "salt and pepper", oil for frying,
/// and headings that slipped into the list.
enum SpecialLine: Equatable {
    case plain, water, saltAndPepper, frying

    static func isHeading(_ ingredient: Ingredient) -> Bool {
        guard ingredient.quantity == nil, ingredient.unit == nil else { return false }
        let text = (ingredient.text.isEmpty ? ingredient.name : ingredient.text).trimmingCharacters(in: .whitespaces)
        return text.hasSuffix(":") && text.count <= 60
    }

    static let temperature: Set<String> = [
        "cold", "hot", "warm", "boiling", "lukewarm", "tepid", "iced", "chilled", "filtered", "tap", "cool", "room",
        "temperature", "very", "of", "cup", "more", "plus", "extra", "about", "cubes", "cube", "crushed", "ice",
    ]

    static func kind(of ingredient: Ingredient) -> SpecialLine {
        let key = NutritionCalculator.key(for: ingredient.name)
        let words = key.split(separator: " ").map(String.init)
        if !words.isEmpty, words.allSatisfy({ $0 == "water" || temperature.contains($0) }),
           words.contains("water") || words.contains("ice") {
            return .water
        }
        if key == "salt and pepper" || key == "salt pepper" || key == "salt and black pepper" || key == "salt and freshly ground pepper"
            || key == "salt and freshly ground black pepper" || key == "salt and ground black pepper" {
            return .saltAndPepper
        }
        let all = (ingredient.name + " " + (ingredient.note ?? "")).lowercased()
        if all.contains("frying") || all.contains("deep fry") || all.contains("deep-fry") {
            return .frying
        }
        return .plain
    }

    /// Whether the recipe may deep-fry: unless its method bakes and never fries, a cup of oil
    /// is taken to fry. A cake's cup of oil stays in the cake; a method in a language these
    /// words miss keeps the old reading.
    static func mayDeepFry(_ recipe: Recipe) -> Bool {
        guard !recipe.steps.isEmpty else { return true }
        let text = recipe.steps.map { $0.text.lowercased() }.joined(separator: " ")
        if fryingWords.contains(where: { text.contains($0) }) { return true }
        return !bakingWords.contains(where: { text.contains($0) })
    }

    static let fryingWords = ["fry", "fried", "frie", "frit", "freír", "fríe", "frír", "frigg", "frituur", "ausback", "deep"]
    static let bakingWords = ["bake", "baking", "oven", "backofen", "backen", "horno", "forno"]

    /// Oil by the litre is for deep frying even when the line does not say so ("1 l vegetable
    /// oil" in falafel): 200 g or more of an oil, in a recipe that may deep-fry.
    static func isDeepFryingOil(_ food: NutritionFood, grams: Double) -> Bool {
        grams >= 200 && food.description.hasPrefix("Oil,")
    }

    /// The share of frying fat that ends up eaten. Oil for deep frying (a cup or more, or a line
    /// that says deep) mostly stays in the pan: about a tenth is absorbed, so a tenth is counted.
    /// A few spoons for shallow or pan frying are mostly eaten with the food and count whole.
    static func fryingShare(ofGrams grams: Double, _ ingredient: Ingredient) -> Double {
        let text = (ingredient.name + " " + (ingredient.note ?? "") + " " + ingredient.text).lowercased()
        if text.contains("deep") || grams >= 200 { return 0.1 }
        return 1
    }
}
