import Foundation
import Testing
@testable import SousApp
@testable import SousCore

/// The detail view's nutrition: `n` toggles per serving / all servings, `m` corrects a match.
@Suite struct NutritionReducerTests {
    static let soup = Recipe(id: 3, title: "Onion Soup", servings: 2, ingredients: [
        Ingredient(quantity: Rational(3), name: "onions", text: "3 onions"),
        Ingredient(quantity: Rational(1), unit: "l", name: "beef stock", text: "1 l beef stock"),
        Ingredient(name: "salt", note: "to taste", text: "salt, to taste"),
    ])

    func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        keys.flatMap { reduce(&state, .keyPressed($0)) }
    }

    func opened() -> AppState {
        var state = Fixtures.library(total: 3)
        _ = reduce(&state, .recipeLoaded(Self.soup))
        return state
    }

    @Test func aShownRecipeHasItsNutritionWorkedOut() {
        let state = opened()
        let nutrition = state.detail?.nutrition
        #expect(nutrition?.lines.count == 3)
        #expect(nutrition?.lines[2].outcome == .noAmount)
    }

    @Test func nTogglesPerServingAndAllServings() {
        var state = opened()
        _ = press([.char("n")], &state)
        #expect(state.nutrition.perRecipe)
        _ = press([.char("n")], &state)
        #expect(!state.nutrition.perRecipe)
    }

    @Test func mChoosesALineThenAFoodAndRemembersIt() {
        var state = opened()
        _ = press([.char("m")], &state)
        #expect(state.nutrition.picker?.line == 0 && state.nutrition.picker?.query == nil)
        _ = press([.char("j"), .char("k"), .enter], &state)
        #expect(state.nutrition.picker?.query == .prefilled("onions"))
        _ = press([.ctrl("u")] + Array("leek").map(Key.char), &state)
        let results = NutritionCalculator.standard.search("leek", limit: 30)
        #expect(state.nutrition.picker?.results.map(\.id) == results.map(\.id))
        guard let first = results.first else {
            Issue.record("the food table has no leek")
            return
        }
        #expect(press([.enter], &state) == [.nutrition(.setCorrection(name: "onions", foodID: first.id))])
        #expect(state.nutrition.picker == nil)
        // The answer comes back: the corrections are used at once.
        _ = reduce(&state, .nutrition(.correctionsLoaded([NutritionCalculator.key(for: "onions"): first.id])))
        #expect(state.detail?.nutrition?.lines[0].outcome == .counted(foodID: first.id, description: first.description))
    }

    @Test func xForgetsACorrectionAndEscapeCloses() {
        var state = opened()
        _ = reduce(&state, .nutrition(.correctionsLoaded([NutritionCalculator.key(for: "onions"): "11282"])))
        _ = press([.char("m")], &state)
        #expect(press([.char("x")], &state) == [.nutrition(.setCorrection(name: "onions", foodID: nil))])
        _ = press([.char("j"), .char("x")], &state)
        #expect(state.status?.text.contains("no match of yours") == true)
        _ = press([.enter, .escape], &state)
        #expect(state.nutrition.picker?.query == nil)
        _ = press([.escape], &state)
        #expect(state.nutrition.picker == nil && state.route == .detail)
    }
}
