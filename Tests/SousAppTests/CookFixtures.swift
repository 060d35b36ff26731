import Foundation
import SousApp
import SousCore

/// A recipe with timers in its steps, and states at fixed times, for cook-mode tests.
enum CookFixtures {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let pasta = Recipe(
        id: 3, title: "Pasta al Pomodoro", servings: 2,
        ingredients: [
            Ingredient(quantity: Rational(200), unit: "g", name: "spaghetti"),
            Ingredient(quantity: Rational(1), unit: "can", name: "tomatoes"),
            Ingredient(name: "basil"),
        ],
        steps: [
            Step(text: "Simmer the tomatoes for 20-25 minutes.", ingredientIndices: [1]),
            Step(text: "Boil the spaghetti for 10 minutes, then rest for 1 minute."),
            Step(text: "Toss with basil and serve."),
        ])

    static func timer(_ id: Int64, _ label: String, endsIn seconds: Double, duration: Int = 600, recipeID: Int64? = 3) -> KitchenTimer {
        KitchenTimer(id: id, label: label, recipeID: recipeID, recipeTitle: recipeID == nil ? nil : "Pasta al Pomodoro",
                     stepIndex: 0, durationSeconds: duration, endsAt: now.addingTimeInterval(seconds))
    }

    static func cooking(size: TerminalSize = TerminalSize(columns: 80, rows: 24), step: Int = 0) -> AppState {
        var state = AppState(size: size, now: now)
        _ = reduce(&state, .cook(.open(pasta, servings: 4)))
        state.cook?.step = step
        return state
    }
}
