import Foundation
import Testing
@testable import SousApp
import SousCore

/// The reducers read the allergen detector the state gives them, never a global: a test's own
/// dictionary decides what every screen marks.
@Suite struct AllergenSourceTests {
    /// A dictionary in which tomatoes are fish: no shipped table says so.
    static let fishyTomatoes = AllergenSource(name: "fishy tomatoes") {
        do { return try AllergenDetector(dictionaryText: "tomato : fish\nsalt : none") } catch { fatalError("\(error)") }
    }

    static let salad = Recipe(id: 5, title: "Salad", servings: 2, ingredients: [
        Ingredient(quantity: Rational(2), name: "tomatoes", text: "2 tomatoes"),
        Ingredient(name: "salt", text: "salt"),
    ], steps: [Step(text: "Slice the tomatoes and salt them.")])

    @Test func theDetailCookModeAndPreviewsUseTheGivenDetector() {
        var state = AppState(size: TerminalSize(columns: 100, rows: 30), allergens: Self.fishyTomatoes)
        Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.salad)), in: &state)
        #expect(state.detail?.lineSafety.first?.allergens == [.fish])
        #expect(state.detail?.allergens == Self.fishyTomatoes)

        state.library.preview = Self.salad
        #expect(state.library.previewSafety.first?.allergens == [.fish])

        _ = reduce(&state, .keyPressed(.char("c")))
        #expect(state.cook?.lineSafety.first?.allergens == [.fish])
    }

    @Test func theShippedDetectorIsTheDefault() {
        var state = AppState(size: TerminalSize(columns: 100, rows: 30))
        #expect(state.allergens == .shipped)
        Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.salad)), in: &state)
        #expect(state.detail?.lineSafety.first?.allergens.contains(.fish) == false)
    }
}
