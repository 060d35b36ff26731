import Foundation
import Testing
@testable import SousApp
@testable import SousCore

/// `a` in the detail view and cook mode: the question typed, the answer streamed in, the foods
/// the household cannot eat found as it arrives, Esc cancelling an answer still coming.
@Suite struct AssistantReducerTests {
    static let satay = Recipe(id: 7, title: "Chicken Satay", servings: 2,
                              ingredients: [Ingredient(quantity: Rational(300), unit: "g", name: "chicken thighs")],
                              steps: [Step(text: "Marinate."), Step(text: "Grill for 8 minutes.")])

    func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        keys.flatMap { reduce(&state, .keyPressed($0)) }
    }

    func type(_ text: String, _ state: inout AppState) {
        _ = press(text.map { Key.char($0) }, &state)
    }

    func detail() -> AppState {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .household(.loaded([Person(id: 1, name: "Sam", allergies: [.peanuts])])))
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(Self.satay)), in: &state)
        _ = press([.char("+"), .char("+")], &state)
        return state
    }

    @Test func aInTheDetailAsksAboutTheRecipeAsShown() {
        var state = detail()
        _ = press([.char("a")], &state)
        #expect(state.route == .assistant)
        #expect(state.assistant.about == "Chicken Satay" && state.assistant.servings == 4)
        type("Can I grill it ahead?", &state)
        let effects = press([.enter], &state)
        #expect(effects == [.assistant(.ask(id: 1, AssistantRequest(question: "Can I grill it ahead?", recipeID: 7, factor: Rational(2))))])
        #expect(state.assistant.phase == .asking)
    }

    @Test func inCookModeTheStepGoesWithTheQuestion() {
        var state = detail()
        _ = press([.char("c")], &state)
        #expect(state.route == .cook)
        _ = press([.char(" ")], &state)
        _ = press([.char("a")], &state)
        #expect(state.route == .assistant)
        type("Done yet?", &state)
        guard case .ask(_, let request)? = press([.enter], &state).first?.feature(AssistantEffect.self) else {
            Issue.record("no question sent")
            return
        }
        #expect(request.step == 1 && request.recipeID == 7)
    }

    @Test func piecesStreamInAndFoodsAreMarkedForWhoCannotEatThem() {
        var state = detail()
        _ = press([.char("a")], &state)
        type("Sauce?", &state)
        _ = press([.enter], &state)
        _ = reduce(&state, .assistant(.piece(id: 1, "Stir in some pea")))
        #expect(state.assistant.answer == "Stir in some pea")
        _ = reduce(&state, .assistant(.piece(id: 1, "nut butter.")))
        #expect(state.assistant.warnings == [AnswerWarning(food: "peanut butter", person: "Sam", allergens: ["peanuts"], diets: [])])
        _ = reduce(&state, .assistant(.piece(id: 99, " Ignore me.")))
        #expect(state.assistant.answer == "Stir in some peanut butter.", "a piece of another question is dropped")
        _ = reduce(&state, .assistant(.answered(id: 1)))
        #expect(state.assistant.phase == .answered)
    }

    /// Each clause is checked once, as it completes, however long the answer grows; a food named
    /// twice is listed once; the last clause is checked when the answer ends.
    @Test func foodsAreCheckedClauseByClauseAsTheAnswerGrows() {
        var state = detail()
        _ = press([.char("a")], &state)
        type("Ideas?", &state)
        _ = press([.enter], &state)
        let pieces = ["Toast some ", "peanuts, ", "then ", "more peanuts; ", "finish with ", "sesame", " and ", "satay sauce"]
        for piece in pieces { _ = reduce(&state, .assistant(.piece(id: 1, piece))) }
        #expect(state.assistant.warnings.map(\.food) == ["peanut"], "the last clause waits for its end")
        _ = reduce(&state, .assistant(.answered(id: 1)))
        #expect(state.assistant.warnings.map(\.food) == ["peanut", "satay sauce"])
        #expect(state.assistant.warnings.allSatisfy { $0.person == "Sam" })
    }

    @Test func escCancelsAnAnswerStillComingThenGoesBack() {
        var state = detail()
        _ = press([.char("a")], &state)
        type("Sauce?", &state)
        _ = press([.enter], &state)
        #expect(press([.escape], &state) == [.assistant(.cancel(id: 1))])
        #expect(state.route == .assistant)
        _ = reduce(&state, .assistant(.piece(id: 1, "late")))
        #expect(state.assistant.answer == "", "nothing after the cancel")
        _ = press([.escape], &state)
        #expect(state.route == .detail)
    }

    @Test func aFailureIsShownAndAnotherQuestionCanBeAsked() {
        var state = detail()
        _ = press([.char("a")], &state)
        type("Hi", &state)
        _ = press([.enter], &state)
        _ = reduce(&state, .assistant(.failed(id: 1, "No assistant answers at http://localhost:11434: the connection was refused")))
        #expect(state.assistant.phase == .failed("No assistant answers at http://localhost:11434: the connection was refused"))
        _ = press([.char("a")], &state)
        #expect(state.assistant.phase == .typing)
        _ = press([.escape], &state)
        #expect(state.route == .assistant, "Esc while typing again returns to the last answer")
        #expect(press([.enter], &state) == [], "an empty question is not sent")
    }

    @Test func escOnAnUnaskedQuestionLeaves() {
        var state = detail()
        _ = press([.char("a"), .escape], &state)
        #expect(state.route == .detail)
    }
}
