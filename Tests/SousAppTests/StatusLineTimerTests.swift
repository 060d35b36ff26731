import Foundation
import SousApp
import SousCore
import Testing

/// The nearest timer in the status line of the screens without timer bars, and the wake-ups it needs.
@Suite struct StatusLineTimerTests {
    let now = CookFixtures.now

    func state(_ route: Route, timers: [KitchenTimer], size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> AppState {
        var state = AppState(size: size, now: now)
        state.route = route
        state.timers.timers = timers
        return state
    }

    static let screensWithTheLine: [Route] = [.library, .detail, .plan, .shopping, .pantry, .suggest, .household, .timeline, .importPreview]

    @Test(arguments: screensWithTheLine)
    func theNearestTimerAndHowManyMore(_ route: Route) {
        let timers = [CookFixtures.timer(1, "Rice", endsIn: 900), CookFixtures.timer(2, "Boil", endsIn: 252)]
        #expect(StatusLineTimer.text(in: state(route, timers: timers)) == "Boil 4:12 +1")
        #expect(StatusLineTimer.isCounting(in: state(route, timers: timers)))
    }

    @Test(arguments: [Route.cook, .timers])
    func screensWithTheirOwnTimersLeaveItOut(_ route: Route) {
        let timers = [CookFixtures.timer(1, "Boil", endsIn: 252)]
        #expect(StatusLineTimer.text(in: state(route, timers: timers)) == nil)
    }

    @Test func noTimerNoText() {
        #expect(StatusLineTimer.text(in: state(.library, timers: [])) == nil)
        #expect(StatusLineTimer.text(in: state(.library, timers: [CookFixtures.timer(1, "Boil", endsIn: 252)],
                                               size: TerminalSize(columns: 18, rows: 5))) == nil)
    }

    @Test func aPausedTimerIsShownButDoesNotCount() {
        var paused = CookFixtures.timer(1, "Rice", endsIn: 600)
        paused.state = .paused
        paused.pausedRemaining = 90
        let shown = state(.plan, timers: [paused])
        #expect(StatusLineTimer.text(in: shown) == "Rice paused 1:30")
        #expect(!StatusLineTimer.isCounting(in: shown))
        #expect(WakeSchedule.nextWake(for: shown) == nil)
    }

    @Test func aLongLabelIsCutSoTheLineKeepsItsPlace() throws {
        let long = CookFixtures.timer(1, "Roast the chicken thighs until golden and crisp", endsIn: 252)
        let text = try #require(StatusLineTimer.text(in: state(.library, timers: [long])))
        #expect(text.hasSuffix(" 4:12"))
        #expect(DisplayWidth.of(text) <= 80 / 3)
    }

    @Test func controlCharactersInALabelNeverReachTheTerminal() throws {
        let hostile = CookFixtures.timer(1, "Boil\u{1b}[2J", endsIn: 252)
        let text = try #require(StatusLineTimer.text(in: state(.library, timers: [hostile])))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f })
    }

    @Test(arguments: screensWithTheLine)
    func theLoopWakesWhenTheShownDigitsChange(_ route: Route) {
        var shown = state(route, timers: [CookFixtures.timer(1, "Boil", endsIn: 100)])
        shown.now = now.addingTimeInterval(0.25)
        // 99.75 s left shows 1:40; it shows 1:39 from 99 s left, 0.75 s from now.
        #expect(WakeSchedule.nextWake(for: shown) == now.addingTimeInterval(1))
    }

    @Test func anIdleSousNeverWakes() {
        #expect(WakeSchedule.nextWake(for: state(.library, timers: [])) == nil)
        #expect(WakeSchedule.nextWake(for: state(.shopping, timers: [])) == nil)
    }
}
