import Foundation
import SousApp
import SousCore
import SousTUI
import Testing

/// A timer running while the cook browses: the nearest one sits at the right of the status line
/// of every screen without timer bars, beside the screen's own position.
@Suite struct StatusLineTimerSnapshotTests {
    static let size = TerminalSize(columns: 80, rows: 24)

    static func withTimers(_ state: AppState) -> AppState {
        var state = state
        let now = state.now
        state.timers.timers = [
            KitchenTimer(id: 1, label: "Rice", durationSeconds: 900, endsAt: now.addingTimeInterval(900)),
            KitchenTimer(id: 2, label: "Boil", durationSeconds: 600, endsAt: now.addingTimeInterval(252)),
        ]
        return state
    }

    static func screens() -> [(String, AppState)] {
        var pantry = PantrySnapshotTests.state(size)
        pantry.route = .pantry
        var shopping = AppState(size: size, route: .shopping)
        shopping.shopping = ShoppingState(source: .week(PlanScreenSnapshotTests.monday),
                                          list: ShoppingListBuilder().build(listID: "w", title: "Shopping", sources: [
                                              .init(recipe: Recipe(title: "Soup", ingredients: [Ingredient(quantity: 2, name: "onions")])),
                                          ], notes: []))
        return [
            ("library", ScreenFixtures.library(size)),
            ("detail", ScreenFixtures.detail(size)),
            ("plan", PlanScreenSnapshotTests.plan(size)),
            ("shopping", shopping),
            ("pantry", pantry),
        ].map { ($0.0, withTimers($0.1)) }
    }

    @Test func everyScreenWithoutTimerBarsShowsTheNearestTimer() {
        for (name, state) in Self.screens() {
            let canvas = AppScreen.render(state, theme: .kitchen)
            let statusLine = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)[canvas.height - 1]
            #expect(statusLine.contains("Boil 4:12 +1"), "\(name): \(statusLine)")
        }
    }

    @Test func theLibraryKeepsItsPositionBesideTheTimer() {
        let canvas = AppScreen.render(Self.withTimers(ScreenFixtures.library(Self.size)), theme: .kitchen)
        Snapshot.assertMatches(canvas, named: "library-timer-80x24")
    }

    @Test func aStatusMessageLeavesTheTimerInView() {
        var state = Self.withTimers(ScreenFixtures.library(Self.size))
        state.status = StatusMessage("Saved “Chicken Tikka Masala”", kind: .success)
        let canvas = AppScreen.render(state, theme: .kitchen)
        let statusLine = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)[canvas.height - 1]
        #expect(statusLine.contains("Saved"))
        #expect(statusLine.contains("Boil 4:12 +1"))
    }

    @Test func cookModeKeepsItsOwnBarsInstead() {
        var state = Self.withTimers(ScreenFixtures.library(Self.size))
        state.route = .timers
        let canvas = AppScreen.render(state, theme: .kitchen)
        let statusLine = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)[canvas.height - 1]
        #expect(!statusLine.contains("+1"))
    }
}

extension StatusLineTimerSnapshotTests {
    @Test func aQuestionKeepsTheWholeLine() {
        var state = Self.withTimers(ScreenFixtures.library(Self.size))
        let question = "2 timers running: they will not ring until sous is open again. Quit? y/n"
        state.status = StatusMessage(question)
        let canvas = AppScreen.render(state, theme: .kitchen)
        let statusLine = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)[canvas.height - 1]
        #expect(statusLine.contains(question))
    }
}
