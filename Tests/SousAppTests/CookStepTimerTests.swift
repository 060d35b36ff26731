import Foundation
import SousApp
import SousCore
import Testing

/// `t` starts the step's cooking time, once: a second `t` shows the timer already running.
@Suite struct CookStepTimerTests {
    static func cooking(_ text: String) -> AppState {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: CookFixtures.now)
        let recipe = Recipe(id: 7, title: "Macaroni Cheese", servings: 2, steps: [Step(text: text)])
        _ = reduce(&state, .cook(.open(recipe, servings: nil)))
        return state
    }

    static func add(_ label: String, _ seconds: Int) -> Effect {
        .timers(.add(label: label, seconds: seconds, recipeID: 7, recipeTitle: "Macaroni Cheese", stepIndex: 0, reminderSeconds: nil))
    }

    /// The timer as the database hands it back after `.add`, `elapsed` seconds later.
    static func running(_ label: String, _ seconds: Int, elapsed: Double = 0, id: Int64 = 1) -> KitchenTimer {
        KitchenTimer(id: id, label: label, recipeID: 7, recipeTitle: "Macaroni Cheese", stepIndex: 0, durationSeconds: seconds,
                     endsAt: CookFixtures.now.addingTimeInterval(Double(seconds) - elapsed))
    }

    @Test(arguments: [
        ("Cook the macaroni for 2 minutes less than the packet says, about 7 minutes.", "Cook", 420),
        ("Stir every 5 minutes and simmer for 20 minutes.", "Simmer", 1200),
        ("After 10 minutes, turn the pasta and bake for 20 minutes more.", "Bake", 1200),
    ])
    func tStartsTheStepsCookingTime(_ text: String, _ label: String, _ seconds: Int) {
        var state = Self.cooking(text)
        #expect(reduce(&state, .keyPressed(.char("t"))) == [Self.add(label, seconds)])
        #expect(state.status?.text == "Started \(label): \(TimerClock.digits(seconds))")
    }

    @Test func theOtherTimesKeepTheirNumberKeys() {
        var state = Self.cooking("Stir every 5 minutes and simmer for 20 minutes.")
        #expect(reduce(&state, .keyPressed(.char("1"))) == [Self.add("Stir", 300)])
        #expect(reduce(&state, .keyPressed(.char("2"))) == [Self.add("Simmer", 1200)])
    }

    @Test func aRelativeTimeIsNoTimer() {
        var state = Self.cooking("Add the peas 5 minutes before the end.")
        #expect(reduce(&state, .keyPressed(.char("t"))).isEmpty)
        #expect(state.status?.text == "This step has no timer; n starts one.")
    }

    @Test func aSecondTShowsTheRunningTimerInsteadOfAnother() {
        var state = Self.cooking("Simmer for 20 minutes.")
        #expect(reduce(&state, .keyPressed(.char("t"))) == [Self.add("Simmer", 1200)])
        _ = reduce(&state, .timers(.loaded([Self.running("Simmer", 1200, elapsed: 100)], starts: [], now: CookFixtures.now)))
        #expect(reduce(&state, .keyPressed(.char("t"))).isEmpty)
        #expect(state.status?.text == "Simmer is already running: 18:20 left · n starts another timer")
        // The same for its number key, and for a paused one.
        state.timers.timers[0].state = .paused
        state.timers.timers[0].pausedRemaining = 65
        #expect(reduce(&state, .keyPressed(.char("1"))).isEmpty)
        #expect(state.status?.text == "Simmer is paused with 1:05 left · n starts another timer")
        // n still starts another.
        _ = reduce(&state, .keyPressed(.char("n")))
        #expect(state.timers.prompt == "")
    }

    @Test func aTimerThatHasRungCanStartAgain() {
        var state = Self.cooking("Simmer for 20 minutes.")
        _ = reduce(&state, .timers(.loaded([Self.running("Simmer", 1200, elapsed: 1300)], starts: [], now: CookFixtures.now)))
        _ = reduce(&state, .keyPressed(.char("t")))   // silences the ring
        #expect(reduce(&state, .keyPressed(.char("t"))) == [Self.add("Simmer", 1200)])
    }

    @Test func twoTimesWithOneVerbAreTwoTimers() {
        var state = Self.cooking("Cook for 8 minutes, then add the rice and cook for 12 minutes more.")
        _ = reduce(&state, .timers(.loaded([Self.running("Cook", 480)], starts: [], now: CookFixtures.now)))
        #expect(reduce(&state, .keyPressed(.char("t"))).isEmpty)
        #expect(reduce(&state, .keyPressed(.char("2"))) == [Self.add("Cook", 720)])
    }

    @Test func anotherStepsTimerDoesNotCount() {
        var state = Self.cooking("Simmer for 20 minutes.")
        var elsewhere = Self.running("Simmer", 1200)
        elsewhere.stepIndex = 3
        _ = reduce(&state, .timers(.loaded([elsewhere], starts: [], now: CookFixtures.now)))
        #expect(reduce(&state, .keyPressed(.char("t"))) == [Self.add("Simmer", 1200)])
    }
}
