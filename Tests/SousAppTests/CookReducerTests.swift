import Foundation
import SousApp
import SousCore
import Testing

@Suite struct CookReducerTests {
    @Test func openingRecordsASessionAndShowsCookMode() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: CookFixtures.now)
        let effects = reduce(&state, .cook(.open(CookFixtures.pasta, servings: 4)))
        #expect(state.route == .cook)
        #expect(state.cook == CookState(recipe: CookFixtures.pasta, servings: 4))
        #expect(effects == [.cook(.startSession(recipeID: 3, servings: 4))])
        _ = reduce(&state, .cook(.sessionStarted(id: 9)))
        #expect(state.cook?.sessionID == 9)
    }

    @Test func cFromTheDetailViewStartsCooking() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(CookFixtures.pasta)), in: &state)
        let effects = reduce(&state, .keyPressed(.char("c")))
        #expect(state.route == .cook)
        #expect(effects == [.cook(.startSession(recipeID: 3, servings: 2))])
    }

    @Test(arguments: [Key.char(" "), .enter, .right, .char("l"), .char("j")])
    func keysGoOn(_ key: Key) {
        var state = CookFixtures.cooking()
        _ = reduce(&state, .keyPressed(key))
        #expect(state.cook?.step == 1)
    }

    @Test(arguments: [Key.backspace, .left, .char("h"), .char("k")])
    func keysGoBack(_ key: Key) {
        var state = CookFixtures.cooking(step: 2)
        _ = reduce(&state, .keyPressed(key))
        #expect(state.cook?.step == 1)
    }

    @Test func aClickOnTheStepGoesOn() {
        var state = CookFixtures.cooking()
        _ = reduce(&state, .mouse(MouseEvent(kind: .press(button: 1), column: 10, row: 5)))
        #expect(state.cook?.step == 1)
    }

    @Test func tStartsTheStepsTimerWithItsReminder() {
        var state = CookFixtures.cooking()
        let effects = reduce(&state, .keyPressed(.char("t")))
        #expect(effects == [.timers(.add(label: "Simmer", seconds: 1200, recipeID: 3, recipeTitle: "Pasta al Pomodoro",
                                         stepIndex: 0, reminderSeconds: 1500))])
    }

    @Test func digitsStartTheNthTimer() {
        var state = CookFixtures.cooking(step: 1)
        let effects = reduce(&state, .keyPressed(.char("2")))
        #expect(effects == [.timers(.add(label: "Rest", seconds: 60, recipeID: 3, recipeTitle: "Pasta al Pomodoro",
                                         stepIndex: 1, reminderSeconds: nil))])
        let none = reduce(&state, .keyPressed(.char("3")))
        #expect(none.isEmpty)
        #expect(state.status?.text == "This step has 2 timers.")
    }

    @Test func pPlusMinusAndXActOnTheNearestTimer() {
        var state = CookFixtures.cooking()
        _ = reduce(&state, .timers(.loaded([CookFixtures.timer(1, "Simmer", endsIn: 300), CookFixtures.timer(2, "Other", endsIn: 100, recipeID: nil)],
                                           now: CookFixtures.now)))
        #expect(reduce(&state, .keyPressed(.char("p"))) == [.timers(.pauseOrResume(id: 1))])
        #expect(reduce(&state, .keyPressed(.char("+"))) == [.timers(.addSeconds(id: 1, 60))])
        #expect(reduce(&state, .keyPressed(.char("-"))) == [.timers(.addSeconds(id: 1, -60))])
        #expect(reduce(&state, .keyPressed(.char("x"))) == [.timers(.cancel(id: 1))])
    }

    @Test func nOpensThePromptAndEnterStartsTheTimer() {
        var state = CookFixtures.cooking()
        _ = reduce(&state, .keyPressed(.char("n")))
        #expect(state.timers.prompt == "")
        for c in "1h15 roast" { _ = reduce(&state, .keyPressed(.char(c))) }
        let effects = reduce(&state, .keyPressed(.enter))
        #expect(state.timers.prompt == nil)
        #expect(effects == [.timers(.add(label: "roast", seconds: 4500, recipeID: 3, recipeTitle: "Pasta al Pomodoro",
                                         stepIndex: 0, reminderSeconds: nil))])
    }

    @Test(arguments: ["10x pasta", "-5m", "99999h"])
    func aBadPromptSaysWhyAndStartsNothing(_ input: String) {
        var state = CookFixtures.cooking()
        _ = reduce(&state, .keyPressed(.char("n")))
        for c in input { _ = reduce(&state, .keyPressed(.char(c))) }
        let effects = reduce(&state, .keyPressed(.enter))
        #expect(effects.isEmpty)
        #expect(state.status?.kind == .error)
        #expect(state.timers.prompt?.text == input, "the prompt stays open to correct it")
    }

    @Test func qLeavesWhileTimersKeepRunning() {
        var state = CookFixtures.cooking()
        _ = reduce(&state, .timers(.loaded([CookFixtures.timer(1, "Simmer", endsIn: 300)], now: CookFixtures.now)))
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.route == .library)
        #expect(state.timers.timers.count == 1)
    }

    @Test func anyKeySilencesARingingAlarmFirst() {
        var state = CookFixtures.cooking()
        _ = reduce(&state, .timers(.loaded([CookFixtures.timer(1, "Simmer", endsIn: -5)], now: CookFixtures.now)))
        let effects = reduce(&state, .keyPressed(.char(" ")))
        #expect(effects == [.timers(.acknowledge(id: 1))])
        #expect(state.cook?.step == 0, "the key did not also go on")
        #expect(state.timers.timers.isEmpty)
    }

    @Test func aClickWhileATimerRingsSilencesItAndStaysOnTheStep() {
        var state = CookFixtures.cooking()
        _ = reduce(&state, .timers(.loaded([CookFixtures.timer(1, "Simmer", endsIn: -5)], now: CookFixtures.now)))
        let effects = reduce(&state, .mouse(MouseEvent(kind: .press(button: 1), column: 10, row: 5)))
        #expect(effects == [.timers(.acknowledge(id: 1))])
        #expect(state.cook?.step == 0)
        #expect(state.timers.timers.isEmpty)
    }

    @Test func aRatingGivenAtTheEndReachesTheDetailView() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(CookFixtures.pasta)), in: &state)
        _ = reduce(&state, .keyPressed(.char("c")))
        _ = reduce(&state, .cook(.sessionStarted(id: 5)))
        for _ in 0..<CookFixtures.pasta.steps.count { _ = reduce(&state, .keyPressed(.char(" "))) }
        _ = reduce(&state, .keyPressed(.char("4")))
        let effects = reduce(&state, .keyPressed(.enter))
        #expect(effects.contains(.setRating(id: 3, 4)))
        #expect(state.route == .detail)
        #expect(state.detail?.recipe.rating == 4)
    }

    @Test func finishingTheLastStepAsksForARatingAndRecordsTheEnd() {
        var state = CookFixtures.cooking(step: 2)
        _ = reduce(&state, .cook(.sessionStarted(id: 5)))
        _ = reduce(&state, .keyPressed(.char(" ")))
        #expect(state.cook?.finishing == CookFinish())
        _ = reduce(&state, .keyPressed(.char("4")))
        for c in "less salt" { _ = reduce(&state, .keyPressed(.char(c))) }
        let effects = reduce(&state, .keyPressed(.enter))
        #expect(effects == [.cook(.endSession(id: 5, recipeID: 3, rating: 4, note: "less salt")), .setRating(id: 3, 4)])
        #expect(state.route == .library)
        #expect(state.cook == nil)
    }

    @Test func theStepsIngredientsAreScaled() {
        let state = CookFixtures.cooking()
        #expect(state.cook?.stepIngredients == ["2 cans tomatoes"])
        var second = CookFixtures.cooking(step: 1)
        second.cook?.servings = 2
        #expect(second.cook?.stepIngredients == ["200 g spaghetti"])
    }

    @Test func theDetailViewShowsTheCookingHistory() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        let effects = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(CookFixtures.pasta)), in: &state)
        #expect(effects == [.cook(.loadHistory(recipeID: 3))])
        let last = Date(timeIntervalSince1970: 1_794_484_800) // 12 Nov 2026, noon UTC
        _ = reduce(&state, .cookHistoryLoaded(recipeID: 3, CookHistory(count: 3, lastCooked: last)))
        #expect(CookHistoryText.line(state.detail!.cookHistory!, timeZone: TimeZone(identifier: "UTC")!) == "cooked 3 times, last on 12 Nov")
        let lines = DetailDocument.lines(for: state.detail!, width: 60).map(\.plainText)
        #expect(lines.contains { $0.hasPrefix("cooked 3 times, last on") })
    }
}
