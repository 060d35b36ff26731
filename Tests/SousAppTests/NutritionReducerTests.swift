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
        keys.flatMap { Fixtures.answeringNutrition(reduce(&state, .keyPressed($0)), in: &state) }
    }

    func opened() -> AppState {
        var state = Fixtures.library(total: 3)
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.soup)), in: &state)
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
        // Foods of the knowledge base first (for every feature), then USDA foods (nutrition alone).
        let knowledge = FoodKnowledge.standard
        let foods = knowledge.search("leek", limit: FoodPicker.foodLimit).map { knowledge.concepts[$0].id }
        let results = NutritionCalculator.standard.search("leek", limit: 30)
        #expect(state.nutrition.picker?.results.map(\.id) == foods + results.map(\.id))
        #expect(foods.first == "en:leek")
        guard let first = results.first else {
            Issue.record("the food table has no leek")
            return
        }
        _ = press(Array(repeating: .down, count: foods.count), &state)
        #expect(press([.enter], &state) == [.nutrition(.setCorrection(name: "onions", choice: first.id))])
        #expect(state.nutrition.picker == nil)
        #expect(state.status?.text.contains("nutrition") == true)
        // The answer comes back: the corrections are used at once.
        _ = Fixtures.answeringNutrition(reduce(&state, .nutrition(.correctionsLoaded([NutritionCalculator.key(for: "onions"): first.id]))), in: &state)
        #expect(state.detail?.nutrition?.lines[0].outcome == .counted(foodID: first.id, description: first.description))
    }

    @Test func enterBeforeTheFoodsAreFoundPicksTheFirstFound() {
        var state = opened()
        _ = press([.char("m"), .enter], &state)
        // Typed and picked before the runner answers: the answer then makes the pick.
        let search = reduce(&state, .keyPressed(.ctrl("u"))) + Array("leek").flatMap { reduce(&state, .keyPressed(.char($0))) }
        #expect(search.last == .nutrition(.searchFoods("leek")))
        #expect(state.nutrition.picker?.searching == true)
        #expect(reduce(&state, .keyPressed(.enter)) == [])
        #expect(state.nutrition.picker != nil && state.status?.kind != .error)
        // An answer for words no longer typed changes nothing.
        #expect(reduce(&state, .nutrition(.foodsFound(query: "lee", [FoodChoice(id: "en:leaf", description: "leaf")]))) == [])
        let effects = reduce(&state, .nutrition(.foodsFound(query: "leek", [FoodChoice(id: "en:leek", description: "leek")])))
        #expect(effects == [.nutrition(.setCorrection(name: "onions", choice: "en:leek"))])
        #expect(state.nutrition.picker == nil)
    }

    @Test func escapeForgetsAPickAskedForWhileSearching() {
        var state = opened()
        _ = press([.char("m")], &state)
        _ = reduce(&state, .keyPressed(.enter))
        _ = reduce(&state, .keyPressed(.enter))
        #expect(state.nutrition.picker?.pickWhenFound == true)
        _ = reduce(&state, .keyPressed(.escape))
        // Back on the line list, then into the same line again: its foods are offered, not picked.
        _ = reduce(&state, .keyPressed(.enter))
        let name = Self.soup.ingredients[0].name
        #expect(reduce(&state, .nutrition(.foodsFound(query: name, [FoodChoice(id: "en:onion", description: "onion")]))) == [])
        #expect(state.nutrition.picker?.results.count == 1)
    }

    @Test func aNutritionAnswerForAnotherRecipeOrOlderCorrectionsIsDropped() {
        var state = opened()
        let shown = state.detail?.nutrition
        let other = Recipe(id: 9, title: "Toast", ingredients: [Ingredient(quantity: Rational(1), name: "bread", text: "1 bread")])
        let otherNutrition = NutritionCalculator.standard.nutrition(for: other)
        _ = reduce(&state, .nutrition(.workedOut(other, corrections: [:], otherNutrition)))
        #expect(state.detail?.nutrition == shown)
        _ = reduce(&state, .nutrition(.workedOut(Self.soup, corrections: ["x": "y"], otherNutrition)))
        #expect(state.detail?.nutrition == shown)
    }

    @Test func choosingAFoodOfTheKnowledgeBaseReachesAllergensToo() {
        var state = opened()
        _ = press([.char("m"), .char("j"), .enter, .ctrl("u")] + Array("peanut butter").map(Key.char), &state)
        #expect(state.nutrition.picker?.results.first?.id == "en:peanut-butter")
        #expect(press([.enter], &state) == [.nutrition(.setCorrection(name: "beef stock", choice: "en:peanut-butter"))])
        #expect(state.status?.text.contains("allergens") == true)
        #expect(state.detail?.lineSafety[1].allergens.contains(.peanuts) == false)
        _ = Fixtures.answeringNutrition(reduce(&state, .nutrition(.correctionsLoaded([NutritionCalculator.key(for: "beef stock"): "en:peanut-butter"]))), in: &state)
        // The chosen food's facts join the line's own: a correction never takes an allergen away.
        #expect(Set(state.detail?.lineSafety[1].allergens ?? []) == [.celery, .peanuts])
        guard case .counted(_, let description) = state.detail?.nutrition?.lines[1].outcome else {
            Issue.record("the corrected line is not counted")
            return
        }
        #expect(description.lowercased().contains("peanut butter"))
    }

    @Test func xForgetsACorrectionAndEscapeCloses() {
        var state = opened()
        _ = Fixtures.answeringNutrition(reduce(&state, .nutrition(.correctionsLoaded([NutritionCalculator.key(for: "onions"): "11282"]))), in: &state)
        _ = press([.char("m")], &state)
        #expect(press([.char("x")], &state) == [.nutrition(.setCorrection(name: "onions", choice: nil))])
        _ = press([.char("j"), .char("x")], &state)
        #expect(state.status?.text.contains("no match of yours") == true)
        _ = press([.enter, .escape], &state)
        #expect(state.nutrition.picker?.query == nil)
        _ = press([.escape], &state)
        #expect(state.nutrition.picker == nil && state.route == .detail)
    }
}
