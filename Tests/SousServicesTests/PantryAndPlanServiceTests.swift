import Foundation
import SousApp
import SousCore
import SousServices
import SousStore
import Testing

/// The pantry and the plan through the effect runner on a temporary library, on the harness's day.
@Suite struct PantryAndPlanServiceTests {
    static func pantry(_ actions: [AppAction]) -> (message: String?, items: [PantryItem]) {
        var message: String?
        var items: [PantryItem] = []
        for action in actions {
            if case .changed(_, let text)? = action.feature(PantryAction.self) { message = text }
            if case .loaded(let loaded, _)? = action.feature(PantryAction.self) { items = loaded }
        }
        return (message, items)
    }

    @Test func addingReplacingAndUndoing() throws {
        let harness = try ServiceHarness()
        let added = harness.runner.perform(.pantry(.add("2 onions, 500 g rice")))
        #expect(Self.pantry(added).message == "Added 2 onions, 500 g rice · u undoes")
        #expect(Self.pantry(added).items.map(\.text).sorted() == ["2 onions", "500 g rice"])

        let onions = try #require(Self.pantry(added).items.first { $0.name == "onions" })
        let replaced = harness.runner.perform(.pantry(.replace(id: try #require(onions.id), "3 red onions")))
        #expect(Self.pantry(replaced).message == "Now 3 red onions · u undoes")

        var changes: [PantryChange] = []
        for case .changed(let made, _)? in replaced.map({ $0.feature(PantryAction.self) }) { changes = made }
        let undone = harness.runner.perform(.pantry(.undo(changes)))
        #expect(Self.pantry(undone).items.map(\.text).sorted() == ["2 onions", "500 g rice"])
    }

    @Test func aBestBeforeDateIsReadAgainstTheClocksDay() throws {
        let harness = try ServiceHarness()
        let added = harness.runner.perform(.pantry(.add("milk")))
        let milk = try #require(Self.pantry(added).items.first)
        let dated = harness.runner.perform(.pantry(.setBestBefore(id: try #require(milk.id), "30 Nov")))
        #expect(Self.pantry(dated).message == "milk: best before 2026-11-30")
        let wrong = harness.runner.perform(.pantry(.setBestBefore(id: try #require(milk.id), "soon")))
        #expect(wrong == [.effectFailed("“soon” is not a date: write 2026-11-30 or 30 Nov")])
    }

    @Test func aLineThatIsNoFoodIsRefusedAndNothingIsAdded() throws {
        let harness = try ServiceHarness()
        let answer = harness.runner.perform(.pantry(.add("  ,  ")))
        guard case .effectFailed = answer.first else {
            Issue.record("expected a failure, got \(answer)")
            return
        }
        #expect(try harness.database.pantryItems().isEmpty)
    }

    @Test func theWeekHoldingTodayWithItsNutrition() throws {
        let harness = try ServiceHarness()
        let id = try harness.database.saveRecipe(Recipe(
            title: "Porridge", servings: 2,
            ingredients: [Ingredient(quantity: 100, unit: "g", name: "rolled oats", text: "100 g rolled oats"),
                          Ingredient(quantity: 400, unit: "ml", name: "milk", text: "400 ml milk")],
            steps: [Step(text: "Simmer.")]))
        let today = PlanDay(harness.clock.now, in: TimeZone(identifier: "UTC")!)
        let slot = try #require(try harness.database.mealSlots().first)
        _ = harness.runner.perform(.plan(.change(.add([PlanEntry(day: today, slotID: slot.id, recipeID: id, title: "Porridge")]),
                                                 reload: today, undoable: true)))
        let answer = harness.runner.perform(.plan(.load(start: nil)))
        guard case .loaded(let week)? = answer.first?.feature(PlanAction.self) else {
            Issue.record("no week: \(answer)")
            return
        }
        #expect(week.start <= today && today < week.start.adding(days: 7))
        #expect(week.entries.map(\.title) == ["Porridge"])
        // 100 g oats (about 380 kcal) and 400 ml whole milk (about 250 kcal), over two servings.
        let kcal = try #require(week.nutrition[id]?.kcal)
        #expect(kcal > 250 && kcal < 380)
    }
}
