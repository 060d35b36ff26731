import SousApp
import SousCore
import SousTUI
import Testing

@Suite struct ImportPreviewSnapshotTests {
    static func previewing(_ recipes: [Recipe], size: TerminalSize, selected: Int = 0) -> AppState {
        var state = AppState(size: size, route: .library)
        state.importing = ImportState(source: "/home/cook/Downloads/weeknight-dinners.html", preview: recipes, selected: selected)
        state.push(.importPreview)
        return state
    }

    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 40, rows: 12)]

    @Test(arguments: sizes)
    func oneRecipe(_ size: TerminalSize) {
        let canvas = AppScreen.render(Self.previewing([ScreenFixtures.recipe], size: size), theme: .kitchen)
        Snapshot.assertMatches(canvas, named: "import-preview-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: sizes)
    func severalRecipesToPickFrom(_ size: TerminalSize) {
        var second = ScreenFixtures.recipe
        second.title = "Weeknight Dal"
        var third = ScreenFixtures.recipe
        third.title = "Lemon Rice"
        let state = Self.previewing([ScreenFixtures.recipe, second, third], size: size, selected: 1)
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "import-preview-several-\(size.columns)x\(size.rows)")
    }

    @Test func theHighlightedRecipeUsesTheSelectionStyle() {
        var second = ScreenFixtures.recipe
        second.title = "Weeknight Dal"
        let state = Self.previewing([ScreenFixtures.recipe, second], size: TerminalSize(columns: 80, rows: 24), selected: 1)
        let canvas = AppScreen.render(state, theme: .kitchen)
        #expect(canvas[0, 2].style == Theme.kitchen.selection)
        #expect(canvas[0, 1].style == Theme.kitchen.text)
    }
}
