import Testing
@testable import SousCore

/// The food search behind the app's picker and `sous nutrition foods`: words as typed.
@Suite struct NutritionSearchTests {
    let matcher = NutritionFoodMatcher.standard

    @Test func anUnfinishedLastWordFindsFoodsAsYouType() {
        #expect(matcher.search("chick", limit: 50).contains { $0.description.hasPrefix("Chicken") })
        #expect(matcher.search("onion spr", limit: 50).contains { $0.description.lowercased().contains("spring") })
    }

    @Test func everyWordMustBeThereAndAFinishedWordIsWhole() {
        #expect(matcher.search("leek", limit: 10).allSatisfy { $0.description.lowercased().contains("leek") })
        #expect(matcher.search("zzzz", limit: 10).isEmpty)
        #expect(matcher.search("", limit: 10).isEmpty)
        #expect(matcher.search("onion", limit: 0).isEmpty)
    }
}
