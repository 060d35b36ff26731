import Foundation
import SousApp
import SousCore
import Testing

@Suite struct TimersReducerTests {
    let now = CookFixtures.now

    @Test func aTimerEndingRingsTheBellEveryFewSecondsAndAnnouncesOnce() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: now)
        _ = reduce(&state, .timers(.loaded([CookFixtures.timer(1, "pasta", endsIn: 2)], now: now)))
        // Other features see ticks too: only the alarm's effects matter here.
        func tick(_ seconds: Double) -> [Effect] {
            reduce(&state, .ticked(now: now.addingTimeInterval(seconds))).filter { effect in
                if case .timers = effect { return true }
                return effect == .bell
            }
        }
        #expect(tick(1).isEmpty)
        #expect(tick(2) == [.bell, .timers(.announce(label: "pasta"))])
        #expect(state.status?.kind == .error)
        #expect(tick(3).isEmpty)
        #expect(tick(5) == [.bell])
    }

    @Test func aTimerThatEndedWhileClosedRingsOnStart() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: now)
        let effects = reduce(&state, .timers(.loaded([CookFixtures.timer(1, "roast", endsIn: -240)], now: now)))
        #expect(effects == [.bell, .timers(.announce(label: "roast"))])
    }

    @Test func capitalTShowsTheDashboardFromTheLibrary() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: now)
        _ = reduce(&state, .keyPressed(.char("T")))
        #expect(state.route == .timers)
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.route == .library)
    }

    @Test func dashboardKeysActOnTheSelectedTimer() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: now)
        state.route = .timers
        _ = reduce(&state, .timers(.loaded([CookFixtures.timer(1, "late", endsIn: 900), CookFixtures.timer(2, "soon", endsIn: 60)], now: now)))
        #expect(reduce(&state, .keyPressed(.char("x"))) == [.timers(.cancel(id: 2))])
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(reduce(&state, .keyPressed(.char("+"))) == [.timers(.addSeconds(id: 1, 60))])
        #expect(reduce(&state, .keyPressed(.char("p"))) == [.timers(.pauseOrResume(id: 1))])
        _ = reduce(&state, .keyPressed(.char("n")))
        for c in "90s" { _ = reduce(&state, .keyPressed(.char(c))) }
        #expect(reduce(&state, .keyPressed(.enter)) == [.timers(.add(label: "Timer", seconds: 90, recipeID: nil, recipeTitle: nil,
                                                                     stepIndex: nil, reminderSeconds: nil))])
    }

    @Test func nothingRunningMeansNoWakeUps() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: now)
        #expect(WakeSchedule.nextWake(for: state) == nil)
        state.route = .cook
        #expect(WakeSchedule.nextWake(for: state) == nil)
        var paused = CookFixtures.timer(1, "paused", endsIn: 100)
        paused.state = .paused
        paused.pausedRemaining = 100
        _ = reduce(&state, .timers(.loaded([paused], now: now)))
        #expect(WakeSchedule.nextWake(for: state) == nil)
    }

    @Test func visibleTimersWakeWhenTheirDigitsChange() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: now.addingTimeInterval(0.25))
        state.route = .cook
        state.timers.timers = [CookFixtures.timer(1, "a", endsIn: 10)]
        // 9.75 s left shows 0:10; it shows 0:09 from 9 s left, 1 s after the end minus 9.
        #expect(WakeSchedule.nextWake(for: state) == now.addingTimeInterval(1))
    }

    @Test func hiddenTimersOnlyWakeToRing() {
        // Too small a terminal shows no status line, so no timer is on screen.
        var state = AppState(size: TerminalSize(columns: 18, rows: 5), now: now)
        state.timers.timers = [CookFixtures.timer(1, "a", endsIn: 100)]
        #expect(WakeSchedule.nextWake(for: state) == now.addingTimeInterval(100))
    }

    @Test func ringingWakesEverySecond() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: now.addingTimeInterval(0.5))
        state.timers.timers = [CookFixtures.timer(1, "a", endsIn: -3)]
        #expect(WakeSchedule.nextWake(for: state) == now.addingTimeInterval(1))
    }
}
