import SousApp
import SousCore

/// Small, fixed recipes and pages for reducer tests.
enum Fixtures {
    static func summaries(_ count: Int, from start: Int = 0) -> [RecipeSummary] {
        (start..<start + count).map { RecipeSummary(id: Int64($0 + 1), title: "Recipe \($0 + 1)", category: "dinner", totalMinutes: 30) }
    }

    static func page(_ query: LibraryQuery = LibraryQuery(), total: Int, offset: Int = 0, count: Int? = nil) -> LibraryPage {
        LibraryPage(query: query, offset: offset, total: total, items: summaries(count ?? min(total - offset, LibraryState.pageSize), from: offset))
    }

    static let curry = Recipe(
        id: 7, title: "Chickpea Curry", summary: "A weeknight curry.", servings: 4, prepMinutes: 10, cookMinutes: 25,
        category: "dinner", cuisine: "Indian", tags: ["curry", "vegan"],
        ingredients: [
            Ingredient(quantity: Rational(3, 2), unit: "cup", name: "rice", text: "1 1/2 cups rice"),
            Ingredient(section: "For the sauce", quantity: Rational(400), unit: "g", name: "chickpeas", text: "400 g chickpeas"),
            Ingredient(section: "For the sauce", quantity: Rational(2), quantityHigh: Rational(3), unit: "clove", name: "garlic", note: "minced", text: "2-3 cloves garlic"),
        ],
        steps: (1...12).map { Step(text: "Step number \($0): stir well and simmer for 5 minutes.") })

    /// A state at a size with a loaded library page.
    static func library(total: Int, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> AppState {
        var state = AppState(size: size)
        _ = reduce(&state, .libraryLoaded(page(total: total)))
        return state
    }
}

extension Fixtures {
    /// Answers the nutrition effects at once, as the runner does off the loop (the answers'
    /// own effects too), and returns the other effects.
    @discardableResult
    static func answeringNutrition(_ effects: [Effect], in state: inout AppState) -> [Effect] {
        var others: [Effect] = []
        for effect in effects {
            switch effect.feature(NutritionEffect.self) {
            case .workOut(let recipe, let corrections)?:
                let nutrition = NutritionCalculator.standard.nutrition(for: recipe, corrections: corrections)
                others += answeringNutrition(reduce(&state, .nutrition(.workedOut(recipe, corrections: corrections, nutrition))), in: &state)
            case .searchFoods(let text)?:
                others += answeringNutrition(reduce(&state, .nutrition(.foodsFound(query: text, FoodSearch.choices(for: text)))), in: &state)
            default:
                others.append(effect)
            }
        }
        return others
    }
}
