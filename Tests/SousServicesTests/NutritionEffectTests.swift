import Foundation
import SousApp
import SousCore
import SousServices
import Testing

/// Nutrition is worked out and foods are searched off the loop: the runner answers at once with
/// nothing and posts the answer to the inbox.
@Suite struct NutritionEffectTests {
    /// The inbox's actions once one has come, within `seconds`.
    static func posted(to runner: EffectRunner, within seconds: Double = 10) -> [AppAction] {
        let deadline = Date().addingTimeInterval(seconds)
        var actions: [AppAction] = []
        while actions.isEmpty && Date() < deadline {
            actions = runner.inbox.drain()
            if actions.isEmpty { usleep(2_000) }
        }
        return actions
    }

    @Test func theRecipesNutritionComesThroughTheInbox() throws {
        let harness = try ServiceHarness()
        let recipe = StoredAnswersTests.porridge
        #expect(harness.runner.perform(.nutrition(.workOut(recipe, corrections: [:]))) == [])
        let expected = NutritionCalculator.standard.nutrition(for: recipe)
        #expect(Self.posted(to: harness.runner) == [.nutrition(.workedOut(recipe, corrections: [:], expected))])
    }

    @Test func foodsFoundComeThroughTheInbox() throws {
        let harness = try ServiceHarness()
        #expect(harness.runner.perform(.nutrition(.searchFoods("leek"))) == [])
        guard case .foodsFound(let query, let results)? = Self.posted(to: harness.runner).first?.feature(NutritionAction.self) else {
            Issue.record("no foods posted")
            return
        }
        #expect(query == "leek")
        #expect(results.first?.id == "en:leek")
        #expect(results.contains { !$0.isFood })
    }
}
