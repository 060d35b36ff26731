import Foundation
import SousApp
import SousCore
import SousTUI
import Testing

@Suite struct PlanScreenSnapshotTests {
    static let monday = PlanDay(iso: "2026-11-23")!
    /// Wednesday 25 November 2026, noon UTC: "today" in the grid.
    static let now = Date(timeIntervalSince1970: 1_795_608_000)

    static func plan(_ size: TerminalSize, day: Int = 2) -> AppState {
        let slots = [MealSlot(id: 1, name: "Breakfast", position: 0), MealSlot(id: 2, name: "Lunch", position: 1),
                     MealSlot(id: 3, name: "Dinner", position: 2), MealSlot(id: 4, name: "Snack", position: 3)]
        let entries = [
            PlanEntry(id: 1, day: monday, slotID: 3, recipeID: 1, title: "Chicken Tikka Masala", recipeServings: 4),
            PlanEntry(id: 2, day: monday.adding(days: 1), slotID: 3, note: "Leftovers"),
            PlanEntry(id: 3, day: monday.adding(days: 2), slotID: 1, recipeID: 2, title: "Buttermilk Pancakes", servings: 6, recipeServings: 4),
            PlanEntry(id: 4, day: monday.adding(days: 2), slotID: 3, recipeID: 3, title: "Thai Green Curry", recipeServings: 4),
            PlanEntry(id: 5, day: monday.adding(days: 2), slotID: 3, position: 1, note: "Rice on the side"),
            PlanEntry(id: 6, day: monday.adding(days: 4), slotID: 3, note: "Eat out"),
            PlanEntry(id: 7, day: monday.adding(days: 5), slotID: 2, title: "Old Soup"),
            PlanEntry(id: 8, day: monday.adding(days: 6), slotID: 2, recipeID: 4, title: "親子丼 Oyakodon", recipeServings: 2),
        ]
        var state = AppState(size: size, now: now, route: .plan)
        state.plan = PlanState(week: PlanWeek(calendar: PlanCalendar(), start: monday, slots: slots, entries: entries), day: day, slot: 2)
        return state
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 160, rows: 50), TerminalSize(columns: 40, rows: 12)])
    func grid(_ size: TerminalSize) {
        Snapshot.assertMatches(AppScreen.render(Self.plan(size), theme: .kitchen), named: "plan-\(size.columns)x\(size.rows)")
    }

    @Test func shoppingList() {
        let list = ShoppingListBuilder().build(listID: "2026-11-23", title: "Shopping for 23 Nov - 29 Nov 2026 (2026-W48)", sources: [
            .init(recipe: Recipe(title: "Soup", servings: 4, ingredients: [
                Ingredient(quantity: 2, name: "onions"), Ingredient(quantity: 200, unit: "g", name: "butter"),
                Ingredient(name: "salt"), Ingredient(quantity: 1, unit: "l", name: "vegetable stock"),
            ])),
            .init(recipe: Recipe(title: "Stew", servings: 2, ingredients: [
                Ingredient(quantity: 1, name: "onion", note: "chopped"), Ingredient(quantity: Rational(1, 2), unit: "kg", name: "beef"),
                Ingredient(quantity: 300, unit: "g", name: "potatoes"), Ingredient(quantity: 3, unit: "medium", name: "potatoes"),
            ]), servings: 4),
        ], notes: ["\u{201C}Old Soup\u{201D} on Sat 28 Nov was deleted from the library and is not included."])
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), route: .shopping)
        var shopping = ShoppingState(source: .week(Self.monday), list: list)
        shopping.showsRecipes = true
        shopping.selected = 1
        state.shopping = shopping
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "shopping-80x24")
    }

    @Test func recipePickerPrompt() {
        var state = Self.plan(TerminalSize(columns: 80, rows: 24))
        state.plan.prompt = PlanPrompt(kind: .recipe, text: "cur", results: [RecipeSummary(id: 1, title: "Chickpea Curry"),
                                                                            RecipeSummary(id: 2, title: "Thai Green Curry")], selected: 1)
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "plan-picker-80x24")
    }

    /// Every size renders without trapping, and no cell writes past its column.
    @Test func everySizeRenders() {
        for columns in stride(from: 1, through: 170, by: 7) {
            for rows in stride(from: 1, through: 52, by: 3) {
                var state = Self.plan(TerminalSize(columns: columns, rows: rows), day: columns % 7)
                let plain = AppScreen.render(state, theme: .kitchen)
                state.plan.prompt = PlanPrompt(kind: .recipe, results: [RecipeSummary(id: 1, title: "A")])
                let prompted = AppScreen.render(state, theme: .kitchen)
                for canvas in [plain, prompted] {
                    #expect(canvas.width == columns && canvas.height == rows)
                    // Each row's text fills at most the terminal's width in display columns.
                    #expect(canvas.text.split(separator: "\n").allSatisfy { $0.count <= columns }, "\(columns)x\(rows)")
                }
                // Something is always shown: the plan, or that the terminal is too small.
                if columns >= 8 { #expect(plain.text.hasPrefix(" sous") || plain.text.contains("terminal"), "\(columns)x\(rows)") }
            }
        }
    }

    @Test(arguments: [(160, 7), (100, 7), (99, 3), (45, 3), (44, 1)])
    func daysShownByWidth(_ width: Int, _ days: Int) {
        #expect(PlanScreen.visibleDays(width: width) == days)
    }
}
