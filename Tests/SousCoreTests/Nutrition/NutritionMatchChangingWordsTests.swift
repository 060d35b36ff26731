import Testing
@testable import SousCore

/// A name that does not say offal, rendered fat or separable fat means the meat itself.
@Suite struct NutritionMatchChangingWordsTests {
    let matcher = NutritionFoodMatcher.standard

    @Test(arguments: ["beef", "chicken", "whole chicken", "turkey", "cooked bacon", "pork"])
    func aPlainMeatNameIsTheMeat(_ name: String) {
        let description = matcher.food(for: name)?.description.lowercased() ?? ""
        #expect(!description.isEmpty, "\(name) found nothing")
        for word in ["variety meats", "suet", "heart", "giblets", "rendered fat", "separable fat", "liver"] {
            #expect(!description.contains(word), "\(name) -> \(description)")
        }
    }

    @Test func aNameThatSaysTheOrganStillFindsIt() {
        #expect(matcher.food(for: "chicken livers")?.description.lowercased().contains("liver") == true)
        #expect(matcher.food(for: "beef suet")?.description.lowercased().contains("suet") == true)
    }
}
