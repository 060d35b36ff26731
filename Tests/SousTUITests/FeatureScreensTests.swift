import SousApp
@testable import SousTUI
import Testing

/// Every screen a registered feature shows is drawn, under its own title.
@Suite struct FeatureScreensTests {
    @Test func everyFeatureScreenIsDrawn() {
        let routes = FeatureRegistry.features.flatMap { $0.screens.map(\.route) }
        #expect(Set(FeatureScreens.screens.map { $0.route }) == Set(routes))
        for route in routes {
            #expect(AppScreen.title(of: route) == FeatureRegistry.title(of: route))
        }
    }

    @Test func thePantryIsDrawnThroughTheRegistry() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        state.route = .pantry
        let canvas = AppScreen.render(state, theme: .kitchen)
        #expect(canvas.text.split(separator: "\n").first?.contains("sous · Pantry") == true)
    }
}
