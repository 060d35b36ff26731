import Foundation
import SousApp
import SousCore
import SousTUI
import Testing

/// Cook mode and the timer dashboard at a fixed `now`, so the timers read the same every run.
@Suite struct CookScreenSnapshotTests {
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
                        TerminalSize(columns: 40, rows: 12), TerminalSize(columns: 20, rows: 6)]
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let recipe = Recipe(
        id: 3, title: "Pasta al Pomodoro", servings: 2,
        ingredients: [
            Ingredient(quantity: Rational(200), unit: "g", name: "spaghetti"),
            Ingredient(quantity: Rational(1), unit: "can", name: "tomatoes"),
            Ingredient(name: "basil"),
        ],
        steps: [
            Step(text: "Simmer the tomatoes for 20-25 minutes.", ingredientIndices: [1]),
            Step(text: "Boil the spaghetti in plenty of salted water for 10 minutes, stirring now and then so it does not stick, then drain, keeping a cup of the water."),
            Step(text: "Toss with basil and serve."),
        ])

    static func timers() -> [KitchenTimer] {
        var paused = KitchenTimer(id: 3, label: "Bread", durationSeconds: 3600, endsAt: now, pausedRemaining: 1800, state: .paused)
        paused.recipeTitle = "Focaccia"
        return [
            KitchenTimer(id: 1, label: "Simmer", recipeID: 3, recipeTitle: "Pasta al Pomodoro", stepIndex: 0,
                         durationSeconds: 1200, endsAt: now.addingTimeInterval(754)),
            KitchenTimer(id: 2, label: "pasta", durationSeconds: 600, endsAt: now.addingTimeInterval(-245)),
            paused,
        ]
    }

    static func cooking(_ size: TerminalSize, step: Int, withTimers: Bool = true) -> AppState {
        var state = AppState(size: size, now: now)
        state.cook = CookState(recipe: recipe, servings: 4, step: step)
        state.route = .cook
        if withTimers { state.timers.timers = timers() }
        return state
    }

    @Test(arguments: sizes)
    func cookStep(_ size: TerminalSize) {
        let canvas = AppScreen.render(Self.cooking(size, step: 0), theme: .kitchen)
        Snapshot.assertMatches(canvas, named: "cook-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: sizes)
    func cookLongStep(_ size: TerminalSize) {
        let canvas = AppScreen.render(Self.cooking(size, step: 1, withTimers: false), theme: .kitchen)
        Snapshot.assertMatches(canvas, named: "cook-long-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: sizes)
    func dashboard(_ size: TerminalSize) {
        var state = Self.cooking(size, step: 0)
        state.timers.timers.remove(at: 1)
        state.route = .timers
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "timers-\(size.columns)x\(size.rows)")
    }

    @Test func finishing() {
        var state = Self.cooking(TerminalSize(columns: 80, rows: 24), step: 2, withTimers: false)
        state.cook?.finishing = CookFinish(rating: 4, note: "less salt")
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "cook-finish-80x24")
    }

    @Test func aRingingTimerIsInReverseVideo() throws {
        let state = Self.cooking(TerminalSize(columns: 80, rows: 24), step: 0)
        let canvas = AppScreen.render(state, theme: .kitchen)
        let row = try #require((0..<canvas.height).first { canvas.text.split(separator: "\n")[$0].contains("done 4 min ago") })
        #expect(canvas[1, row].style.attributes.contains(.reverse))
    }

    static let largeTypeSizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
                                 TerminalSize(columns: 160, rows: 45), TerminalSize(columns: 200, rows: 55)]

    static func roasting(_ size: TerminalSize, step: Int) -> AppState {
        var state = AppState(size: size, now: now)
        state.cook = CookState(recipe: ScreenFixtures.roast, servings: 4, step: step)
        state.route = .cook
        state.timers.timers = Array(timers().prefix(2))
        return state
    }

    @Test(arguments: largeTypeSizes)
    func cookShortStep(_ size: TerminalSize) {
        Snapshot.assertMatches(AppScreen.render(Self.roasting(size, step: 0), theme: .kitchen),
                               named: "cook-short-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: largeTypeSizes)
    func cookTemperatureStep(_ size: TerminalSize) {
        Snapshot.assertMatches(AppScreen.render(Self.roasting(size, step: 1), theme: .kitchen),
                               named: "cook-temperature-\(size.columns)x\(size.rows)")
    }

    @Test(arguments: largeTypeSizes)
    func cookLongRoastStep(_ size: TerminalSize) {
        Snapshot.assertMatches(AppScreen.render(Self.roasting(size, step: 2), theme: .kitchen),
                               named: "cook-long-roast-\(size.columns)x\(size.rows)")
    }

    @Test func bigTextUsesTheLargestSizeThatFitsAndNeverSplitsWords() {
        #expect(BigText.layout("Toss and serve.", width: 80, height: 20).size == BlockSize(.tall, drawing: .full))
        #expect(BigText.layout("Toss and serve.", width: 90, height: 4).size == BlockSize(.tall, drawing: .half))
        #expect(BigText.layout("Toss and serve.", width: 80, height: 3).size == .three)
        #expect(BigText.layout("Toss and serve.", width: 24, height: 30).lines == ["TOSS", "AND", "SERVE."])
        #expect(BigText.layout("Toss and serve.", width: 10, height: 30).size == nil, "SERVE. is 23 columns")
        #expect(BigText.layout("Fold in the crème fraîche.", width: 200, height: 10).size == BlockSize(.small, scale: 2, drawing: .full))
        #expect(BigText.layout("Fold in the crème fraîche.", width: 200, height: 10).lines == ["FOLD IN THE CREME FRAICHE."])
    }
}
