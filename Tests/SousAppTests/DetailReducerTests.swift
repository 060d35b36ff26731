import SousApp
import SousCore
import Testing

@Suite struct DetailReducerTests {
    func opened(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> AppState {
        var state = Fixtures.library(total: 5, size: size)
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Fixtures.curry)), in: &state)
        return state
    }

    @Test func aLoadedRecipeOpensTheDetailAtItsOwnServings() {
        let state = opened()
        #expect(state.route == .detail)
        var expected = DetailState(recipe: Fixtures.curry, servings: 4)
        expected.nutrition = NutritionCalculator.standard.nutrition(for: Fixtures.curry)
        #expect(state.detail == expected)
    }

    /// The folder the library is bound to changed while a recipe is open: it is read again, and
    /// when it did change the cook keeps the servings they chose; another recipe's answer is
    /// not shown over it.
    @Test func aRecipeChangedInTheFolderIsShownAgainAtTheServingsChosen() throws {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("+")))
        let id = try #require(Fixtures.curry.id)
        #expect(reduce(&state, .folderRead("1 updated")).contains(.refreshRecipe(id: id)))
        var edited = Fixtures.curry
        edited.title = "Chickpea Curry, less salt"
        _ = reduce(&state, .recipeRefreshed(edited))
        #expect(state.detail?.recipe.title == "Chickpea Curry, less salt")
        #expect(state.detail?.servings == 5)
        var other = edited
        other.id = id + 1
        other.title = "Another"
        _ = reduce(&state, .recipeRefreshed(other))
        #expect(state.detail?.recipe.title == "Chickpea Curry, less salt")
        // Not on the detail view: nothing to read again.
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(!reduce(&state, .folderRead("1 updated")).contains(.refreshRecipe(id: id)))
    }

    @Test func shiftSOpensTheShoppingListForThisRecipeAtTheServingsShown() throws {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("+")))
        let id = try #require(Fixtures.curry.id)
        let effects = reduce(&state, .keyPressed(.char("S")))
        #expect(effects == [.shopping(.load(source: .recipe(id: id, servings: 5)))])
        #expect(state.route == .shopping)
        #expect(state.shopping?.source.listID == "recipe-\(id)-5")
        // A recipe's list has no weeks to step through.
        #expect(reduce(&state, .keyPressed(.char("]"))).isEmpty)
        #expect(state.status?.text.contains("one recipe") == true)
    }

    @Test func plusAndMinusChangeServingsWithinBounds() {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("+")))
        #expect(state.detail?.servings == 5)
        #expect(state.detail?.scaleFactor == Rational(5, 4))
        for _ in 0..<10 { _ = reduce(&state, .keyPressed(.char("-"))) }
        #expect(state.detail?.servings == 1)
    }

    @Test func typedServingsApplyOnEnterAndBadNumbersSaySo() {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("s")))
        #expect(state.detail?.servingsInput == "")
        for key in ["1", "2"] { _ = reduce(&state, .keyPressed(.char(Character(key)))) }
        _ = reduce(&state, .keyPressed(.enter))
        #expect(state.detail?.servings == 12)
        #expect(state.detail?.servingsInput == nil)
        _ = reduce(&state, .keyPressed(.char("s")))
        _ = reduce(&state, .keyPressed(.char("0")))
        _ = reduce(&state, .keyPressed(.enter))
        #expect(state.detail?.servings == 12)
        #expect(state.status?.kind == .error)
    }

    @Test func scrollingStopsAtTheEndOfTheDocument() {
        var state = opened(size: TerminalSize(columns: 40, rows: 12))
        _ = reduce(&state, .keyPressed(.char("G")))
        let bottom = state.detail!.scroll
        #expect(bottom > 0)
        _ = reduce(&state, .keyPressed(.down))
        #expect(state.detail!.scroll == bottom)
        _ = reduce(&state, .keyPressed(.char("g")))
        #expect(state.detail!.scroll == 0)
        _ = reduce(&state, .keyPressed(.up))
        #expect(state.detail!.scroll == 0)
    }

    @Test(arguments: [Key.char("q"), .escape, .left, .char("h")])
    func backKeysReturnToTheLibrary(_ key: Key) {
        var state = opened()
        _ = reduce(&state, .keyPressed(key))
        #expect(state.route == .library)
        #expect(state.detail == nil)
        #expect(!state.isQuitting)
    }

    @Test func favouriteInTheDetailAlsoMarksTheListRow() {
        var state = Fixtures.library(total: 8)
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Recipe(id: 3, title: "Recipe 3"))), in: &state)
        #expect(reduce(&state, .keyPressed(.char("f"))) == [.setFavorite(id: 3, true)])
        #expect(state.detail?.recipe.favorite == true)
        #expect(state.library.page.items[2].favorite)
    }

    @Test func scaledIngredientsShowAsKitchenFractions() {
        var state = opened()
        _ = reduce(&state, .keyPressed(.char("s")))
        _ = reduce(&state, .keyPressed(.char("6")))
        _ = reduce(&state, .keyPressed(.enter))
        let text = DetailDocument.lines(for: state.detail!, width: 60).map(\.plainText)
        #expect(text.contains("• 2 1/4 cups rice"))
        #expect(text.contains("• 600 g chickpeas"))
        #expect(text.contains("Serves 6 (scaled from 4)"))
    }
}
