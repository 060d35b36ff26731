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

    /// A state the name says chooses the food that is in that state: "Cranberries, raw" is
    /// no answer to "dried cranberries", nor "Quinoa, uncooked" to "cooked quinoa".
    @Test(arguments: [("dried cranberries", "dried"), ("cooked quinoa", "cooked"), ("smoked salmon", "smoked")])
    func aStateTheNameSaysChoosesTheFood(name: String, state: String) {
        let description = matcher.food(for: name)?.description.lowercased() ?? ""
        #expect(description.split(whereSeparator: { !$0.isLetter }).contains(Substring(state)), "\(name) -> \(description)")
    }

    @Test func aNameThatSaysTheOrganStillFindsIt() {
        #expect(matcher.food(for: "chicken livers")?.description.lowercased().contains("liver") == true)
        #expect(matcher.food(for: "beef suet")?.description.lowercased().contains("suet") == true)
    }
}
