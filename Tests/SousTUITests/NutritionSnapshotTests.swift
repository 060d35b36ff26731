import SousApp
import SousCore
import SousTUI
import Testing

/// The detail view's nutrition panel and its food picker, and the plan's day totals.
@Suite struct NutritionSnapshotTests {
    static func detail() -> AppState {
        var state = ScreenFixtures.detail(TerminalSize(columns: 100, rows: 40))
        state.detail?.nutrition = NutritionCalculator.standard.nutrition(for: ScreenFixtures.recipe)
        state.detail?.recipe.pageNutrition = PageNutrition(kcal: 520, protein: 38, fat: 24, carbohydrate: 20)
        return state
    }

    @Test func thePanelSaysWhatAServingHoldsAndWhatWasNotCounted() {
        var state = Self.detail()
        state.detail?.scroll = 8
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "detail-nutrition-100x40")
    }

    @Test func thePickerListsEachLineWithItsFood() {
        var state = Self.detail()
        state.nutrition.picker = FoodPicker(line: 1)
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "detail-food-picker-100x40")
    }
}
