import Foundation
import SousApp
import SousCore
import Testing

/// Quitting while timers run: nothing rings while sous is closed, so `q` asks once first.
@Suite struct QuitQuestionTests {
    let now = CookFixtures.now

    func library(timers: [KitchenTimer], columns: Int = 120) -> AppState {
        var state = AppState(size: TerminalSize(columns: columns, rows: 24), now: now)
        state.timers.timers = timers
        return state
    }

    var two: [KitchenTimer] { [CookFixtures.timer(1, "Boil", endsIn: 252), CookFixtures.timer(2, "Rice", endsIn: 900)] }

    @Test func qWithTimersRunningAsksAndYQuits() {
        var state = library(timers: two)
        #expect(reduce(&state, .keyPressed(.char("q"))) == [])
        #expect(!state.isQuitting)
        #expect(state.status?.text
                == "2 timers running: they will not ring until sous is open again (or sous timer watch). Quit? y/n")
        #expect(reduce(&state, .keyPressed(.char("y"))) == [.quit])
        #expect(state.isQuitting)
    }

    @Test(arguments: [Key.char("n"), .escape, .char("j"), .enter])
    func anyOtherAnswerStaysAndTheNextQAsksAgain(_ key: Key) {
        var state = library(timers: two)
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(reduce(&state, .keyPressed(key)) == [])
        #expect(!state.isQuitting)
        #expect(state.status == nil)
        #expect(state.timers.timers == two)
        #expect(state.library.selected == 0, "the answer is not also a move")
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.status?.text.hasSuffix("Quit? y/n") == true)
    }

    @Test func oneTimerIsNamedInTheSingular() {
        var state = library(timers: [two[0]])
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.status?.text == "1 timer running: it will not ring until sous is open again (or sous timer watch). Quit? y/n")
    }

    @Test func timelineStartsStillToComeCountToo() {
        var state = library(timers: [two[0]], columns: 160)
        state.timers.starts = [TimelineStart(id: 1, dishTitle: "Roast Beef", recipeID: nil, stepIndex: 0, text: "Season",
                                             startAt: now.addingTimeInterval(600), timerSeconds: 0, timerLabel: "")]
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.status?.text.hasPrefix("1 timer running, 1 timeline step to start: they will not ring") == true)
    }

    @Test func nothingThatWouldRingQuitsAtOnce() {
        var paused = CookFixtures.timer(1, "Rice", endsIn: 600)
        paused.state = .paused
        paused.pausedRemaining = 90
        for timers in [[], [paused]] {
            var state = library(timers: timers)
            #expect(reduce(&state, .keyPressed(.char("q"))) == [.quit])
            #expect(state.isQuitting)
        }
    }

    @Test func ctrlCQuitsAtOnceEvenWithTimersRunning() {
        var state = library(timers: two)
        #expect(reduce(&state, .keyPressed(.ctrl("c"))) == [.quit])
        #expect(state.isQuitting)
    }

    @Test(arguments: [80, 60, 40, 20])
    func theQuestionFitsTheStatusLine(_ columns: Int) throws {
        var state = library(timers: two, columns: columns)
        _ = reduce(&state, .keyPressed(.char("q")))
        let text = try #require(state.status?.text)
        #expect(text.hasSuffix("Quit? y/n"))
        #expect(DisplayWidth.of(text) <= max(columns - 2, DisplayWidth.of("2 timers running. Quit? y/n")))
    }

    @Test func atEightyColumnsTheQuestionStillNamesTheWatch() {
        var state = library(timers: two, columns: 80)
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.status?.text == "2 timers running: silent until sous or sous timer watch is open. Quit? y/n")
    }

    @Test func aTimerRingingMeanwhileTakesTheKeyToBeSilenced() {
        var state = library(timers: [CookFixtures.timer(1, "Boil", endsIn: 2)])
        _ = reduce(&state, .keyPressed(.char("q")))
        _ = reduce(&state, .ticked(now: now.addingTimeInterval(3)))
        #expect(state.status?.text.contains("Boil done") == true)
        let effects = reduce(&state, .keyPressed(.char("y")))
        #expect(effects == [.timers(.acknowledge(id: 1))])
        #expect(!state.isQuitting)
    }

    @Test func theDashboardAloneAsksWithoutPointingToItself() {
        var state = library(timers: two)
        _ = reduce(&state, .timers(.openAlone))
        #expect(reduce(&state, .keyPressed(.char("q"))) == [])
        #expect(state.status?.text == "2 timers running: they will not ring until sous is open again. Quit? y/n")
        #expect(reduce(&state, .keyPressed(.char("y"))) == [.quit])
    }
}
