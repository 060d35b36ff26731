import Foundation
import SousCore
import SousFormats

/// The nutrient table's load (time and memory) and the nutrition of 30-ingredient recipes: the
/// first time each name is matched, and again once the names are known (as in a session, where
/// a library's names repeat). Recipes are made of BBC corpus lines when `../shared/corpora` is
/// there, else of the built-in sample.
enum NutritionBenchmark {
    /// `alone`: the process has loaded nothing else, so the memory the table adds can be read
    /// from the resident size (in the full run, memory freed by earlier work hides it).
    static func run(into table: inout ResultTable, alone: Bool = true) {
        if alone {
            ShippedFile.openResources()
            let before = ProcessMemory.ownResidentMB()
            let load = Stopwatch()
            let foods = NutritionTable.standard
            let loaded = load.elapsedMilliseconds
            let index = Stopwatch()
            let matcher = NutritionFoodMatcher.standard
            _ = matcher.food(for: "onion")
            let indexed = index.elapsedMilliseconds
            let prepare = Stopwatch()
            _ = NutritionCalculator.standard.food(for: "onion")
            let prepared = prepare.elapsedMilliseconds
            let memory = ProcessMemory.ownResidentMB() - before
            table.atMost("nutrition", "table load: \(foods.foods.count) foods, parse + index + portions", loaded + indexed + prepared,
                         limit: 30, unit: "ms", digits: 1)
            table.add("nutrition", "  parse / index / portions", Format.number(loaded, digits: 1) + " / " + Format.number(indexed, digits: 1)
                      + " / " + Format.number(prepared, digits: 1) + " ms")
            table.atMost("nutrition", "  memory added by the table and index", memory, limit: 10, unit: "MB", digits: 1)
        } else if let runs = FreshProcess.numbers(of: "nutrition-load"), let middle = FreshProcess.median(runs, by: 6),
                  middle.count == 8 {
            // In the full run the table is loaded already: the load is timed in fresh processes,
            // after the resource bundle every shipped file needs is open.
            table.atMost("nutrition", "table load: table + matcher + calculator (fresh process, median of 5)", middle[6],
                         limit: 30, unit: "ms", digits: 1)
            table.atMost("nutrition", "  memory it adds", middle[7], limit: 10, unit: "MB", digits: 1)
            table.add("nutrition", "  before it: Foundation's resource bundle, once per process",
                      Format.number(middle[0], digits: 1) + " ms, " + Format.number(middle[1], digits: 1) + " MB")
        } else {
            table.add("nutrition", "table load", "could not run SousBench nutrition-load")
        }

        let recipes = sampleRecipes()
        let calculator = NutritionCalculator.standard
        let cold = Stopwatch()
        for recipe in recipes { _ = calculator.nutrition(for: recipe) }
        let coldPerRecipe = cold.elapsedMilliseconds / Double(recipes.count)
        var warm: [Double] = []
        for recipe in recipes {
            let watch = Stopwatch()
            _ = calculator.nutrition(for: recipe)
            warm.append(watch.elapsedMilliseconds)
        }
        table.add("nutrition", "30-ingredient recipe, names matched the first time (\(recipes.count) recipes)",
                  Format.number(coldPerRecipe, digits: 2) + " ms")
        table.atMost("nutrition", "30-ingredient recipe, names known (median)", LatencyStats(warm).median, limit: 1, unit: "ms", digits: 3)
    }

    /// Recipes of 30 lines each, cut from the corpus or the sample.
    static func sampleRecipes() -> [Recipe] {
        let lines = AllergenBenchmark.corpusLines().map { Array($0.prefix(3_000)) } ?? AllergenBenchmark.sampleLines
        let ingredients = lines.map { IngredientLineParser.parse($0) }
        return stride(from: 0, to: max(1, ingredients.count - 29), by: 30).map { start in
            let slice = (0..<30).map { ingredients[(start + $0) % ingredients.count] }
            return Recipe(title: "Bench \(start)", servings: 4, ingredients: slice)
        }
    }
}
