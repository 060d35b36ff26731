import Foundation
import SousApp
import SousCore
import SousTUI
import Testing

/// The pantry and "cook from the pantry" as a cook sees them.
@Suite struct PantrySnapshotTests {
    static func state(_ size: TerminalSize) -> AppState {
        var state = AppState(size: size, now: Date(timeIntervalSince1970: 1_795_392_000))  // 2026-11-23
        let today = PlanCalendar().today(state.now)
        state.pantry = PantryState(items: [
            PantryItem(id: 1, name: "rice", quantity: Rational(500), unit: "g", location: "cupboard"),
            PantryItem(id: 2, name: "spinach", bestBefore: today.adding(days: 2), location: "fridge"),
            PantryItem(id: 3, name: "milk", quantity: Rational(1), unit: "l", bestBefore: today.adding(days: -1), location: "fridge"),
            PantryItem(id: 4, name: "onions", quantity: Rational(2)),
        ], staples: ["oil", "pepper", "salt", "water"])
        return state
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)])
    func thePantryByPlaceWithItsDates(_ size: TerminalSize) {
        var state = Self.state(size)
        state.route = .pantry
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "pantry-\(size.columns)x\(size.rows)")
    }

    @Test func cookFromThePantry() {
        var state = Self.state(TerminalSize(columns: 100, rows: 24))
        state.route = .suggest
        state.pantry.suggest.results = [
            PantrySuggestion(recipeID: 7, title: "Tomato Soup", have: ["onion", "tinned tomato", "stock"], missing: [], totalMinutes: 40),
            PantrySuggestion(recipeID: 8, title: "Spinach Risotto", have: ["rice", "spinach"], missing: ["parmesan"],
                             short: [], usesUp: ["spinach (2 days)"], totalMinutes: 35),
            PantrySuggestion(recipeID: 9, title: "Rice Pudding", have: ["rice"], missing: ["sugar"], short: ["milk"]),
        ]
        state.pantry.suggest.query.maxMissing = 2
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "suggest-100x24")
    }
}
