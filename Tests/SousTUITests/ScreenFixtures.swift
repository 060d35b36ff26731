import SousApp
import SousCore

/// Fixed states for screen snapshots: no clock, no database.
enum ScreenFixtures {
    static let summaries: [RecipeSummary] = [
        RecipeSummary(id: 1, title: "Chicken Tikka Masala", category: "dinner", totalMinutes: 65, rating: 5, favorite: true),
        RecipeSummary(id: 2, title: "親子丼 Oyakodon 🍳", category: "dinner", totalMinutes: 25, rating: 4),
        RecipeSummary(id: 3, title: "Crème Brûlée", category: "dessert", totalMinutes: 290, rating: 0),
        RecipeSummary(id: 4, title: "Thai Green Curry with Chicken and Aubergine, Served with Jasmine Rice", category: "dinner", totalMinutes: 40, rating: 3),
        RecipeSummary(id: 5, title: "Masala Chai ☕", category: "drink", totalMinutes: 15),
        RecipeSummary(id: 6, title: "Sourdough Loaf", category: "bread", totalMinutes: 1_440, rating: 4, favorite: true),
    ]

    static let recipe = Recipe(
        id: 1, title: "Chicken Tikka Masala", summary: "Charred, spiced chicken in a creamy tomato sauce.",
        servings: 4, prepMinutes: 20, cookMinutes: 45, category: "dinner", cuisine: "Indian", difficulty: "medium",
        rating: 5, favorite: true, sourceURL: "https://example.com/tikka", notes: "Marinate overnight for the best flavour.",
        tags: ["curry", "chicken"],
        ingredients: [
            Ingredient(section: "For the marinade", quantity: Rational(600), unit: "g", name: "chicken thighs", note: "cut into chunks"),
            Ingredient(section: "For the marinade", quantity: Rational(3, 4), unit: "cup", name: "yoghurt"),
            Ingredient(section: "For the marinade", quantity: Rational(2), quantityHigh: Rational(3), unit: "tsp", name: "garam masala"),
            Ingredient(section: "For the sauce", quantity: Rational(1), unit: "can", name: "chopped tomatoes"),
            Ingredient(section: "For the sauce", quantity: Rational(1, 2), unit: "cup", name: "double cream"),
            Ingredient(section: "For the sauce", name: "salt", note: "to taste"),
        ],
        steps: [
            Step(section: "For the marinade", text: "Mix the chicken with the yoghurt and garam masala and leave for 30 minutes."),
            Step(section: "For the sauce", text: "Grill the chicken until charred at the edges, about 10 minutes."),
            Step(section: "For the sauce", text: "Simmer the tomatoes for 15 minutes, stir in the cream and the chicken, season with salt and serve."),
        ])

    /// Cook mode's large type: a short step, one with temperatures and a time, and a long one.
    static let roast = Recipe(
        id: 7, title: "Roast Chicken", servings: 4,
        ingredients: [
            Ingredient(quantity: Rational(1), name: "chicken", note: "about 1.6 kg"),
            Ingredient(quantity: Rational(2), unit: "tbsp", name: "butter"),
        ],
        steps: [
            Step(text: "Rest for 20 minutes."),
            Step(text: "Heat the oven to 200C / 400F and roast the chicken for 1 hour.", ingredientIndices: [0]),
            Step(text: "Roast the chicken at 200 °C for 1 hour 20 minutes, basting it twice with the butter and the pan juices, "
                 + "until the skin is deep golden and the juices run clear when you push a skewer into the thickest part of the thigh.",
                 ingredientIndices: [0, 1]),
        ])

    static func library(_ size: TerminalSize, selected: Int = 0, preview: Bool = true) -> AppState {
        var state = AppState(size: size)
        state.library.page = LibraryPage(query: LibraryQuery(), offset: 0, total: summaries.count, items: summaries)
        state.library.selected = selected
        if preview && LibraryLayout(size: size).showsPreview { state.library.preview = recipe }
        return state
    }

    static func detail(_ size: TerminalSize, servings: Int = 4) -> AppState {
        var state = library(size)
        state.route = .detail
        state.detail = DetailState(recipe: recipe, servings: servings)
        return state
    }
}
