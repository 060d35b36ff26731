import SousApp
import SousCore
import Testing

/// A recipe that does not say how many it serves scales by a multiple: `+` and `s` show "×2" and
/// double every amount, in the detail view, in cook mode and on its shopping list.
@Suite struct DetailScalingTests {
    /// As a caption import leaves it: ingredients and steps, no servings line.
    static let noodles = Recipe(id: 21, title: "Buttery Noodles",
                                ingredients: [Ingredient(quantity: 4, unit: "tbsp", name: "butter"),
                                              Ingredient(quantity: 200, unit: "g", name: "egg noodles")],
                                steps: [Step(text: "Melt the butter and toss the noodles in it.")])

    func opened(_ recipe: Recipe = Self.noodles) -> AppState {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(recipe)), in: &state)
        return state
    }

    func text(_ state: AppState) -> [String] {
        DetailDocument.lines(for: state.detail!, width: 78).map(\.plainText)
    }

    @Test func plusDoublesEveryAmount() {
        var state = opened()
        #expect(text(state).contains("• 4 tbsp butter"))
        _ = reduce(&state, .keyPressed(.char("+")))
        #expect(state.detail?.scaleFactor == 2)
        #expect(text(state).contains("×2"))
        #expect(text(state).contains("• 8 tbsp butter"))
        #expect(text(state).contains("• 400 g egg noodles"))
        _ = reduce(&state, .keyPressed(.char("-")))
        #expect(text(state).contains("• 4 tbsp butter"))
    }

    @Test func theNutritionSaysItIsForTheMultiple() {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("+")))
        #expect(text(state).contains { $0.hasPrefix("Nutrition for the whole recipe ×2") })
    }

    @Test func planningAsWrittenKeepsNoServingsAndAMultipleKeepsIt() {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("p")))
        #expect(state.plan.placingServings == nil)
        state = opened()
        _ = reduce(&state, .keyPressed(.char("+")))
        _ = reduce(&state, .keyPressed(.char("p")))
        #expect(state.plan.placingServings == 2)
    }

    @Test func typedNumberIsAMultiple() {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("s")))
        #expect(state.detail?.servingsPrompt.hasPrefix("Times the recipe") == true)
        _ = reduce(&state, .keyPressed(.char("3")))
        _ = reduce(&state, .keyPressed(.enter))
        #expect(state.status?.text == "Scaled ×3: every amount times 3")
        #expect(text(state).contains("• 12 tbsp butter"))
    }

    @Test func cookModeAndTheShoppingListKeepTheMultiple() throws {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("+")))
        let shopping = reduce(&state, .keyPressed(.char("S")))
        #expect(shopping == [.shopping(.load(source: .recipe(id: 21, servings: 2)))])
        state = opened()
        _ = reduce(&state, .keyPressed(.char("+")))
        _ = reduce(&state, .keyPressed(.char("c")))
        #expect(state.route == .cook)
        #expect(state.cook?.scaleFactor == 2)
        #expect(state.cook?.stepIngredients == ["8 tbsp butter", "400 g egg noodles"])
    }

    @Test func settingServingsByEditingScalesByServingsFromThen() {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("+")))
        var edited = Self.noodles
        edited.servings = 4
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(edited)), in: &state)
        #expect(text(state).contains("Serves 4"))
        #expect(text(state).contains("• 4 tbsp butter"))
        _ = reduce(&state, .keyPressed(.char("+")))
        #expect(state.detail?.scaleFactor == Rational(5, 4))
        #expect(text(state).contains("Serves 5 (scaled from 4)"))
        #expect(state.detail?.servingsPrompt.hasPrefix("Servings") == true)
    }

    @Test(arguments: [
        (nil as Int?, Rational(2), "×2"), (nil, Rational(1, 2), "×1/2"), (nil, Rational.one, "Servings not given"),
        (4, Rational(3, 2), "Serves 6 (scaled from 4)"), (3, Rational(3, 2), "×1 1/2 (serves 3 as written)"), (4, Rational.one, "Serves 4"),
    ])
    func aCommandLineMultipleSaysWhatItMakes(servings: Int?, multiple: Rational, line: String) {
        var recipe = Self.noodles
        recipe.servings = servings
        let detail = DetailState(recipe: recipe, multiple: multiple)
        let lines = DetailDocument.lines(for: detail, width: 78).map(\.plainText)
        #expect(lines.contains(line))
        #expect(lines.contains("• " + IngredientFormatter.display(Self.noodles.ingredients[0], factor: multiple)))
    }

    @Test func cookModeOpensAtAMultiple() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        let effects = reduce(&state, .cook(.open(Self.noodles, servings: nil, multiple: Rational(1, 2))))
        #expect(state.cook?.stepIngredients == ["2 tbsp butter", "100 g egg noodles"])
        #expect(effects == [.cook(.startSession(recipeID: 21, servings: 1))])
    }
}
