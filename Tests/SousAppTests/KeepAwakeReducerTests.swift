import Foundation
import SousApp
import SousCore
import Testing

/// The screen is kept awake exactly while cook mode or the timer dashboard shows, and the setting allows.
@Suite struct KeepAwakeReducerTests {
    static let hold = Effect.keepAwake(.hold(reason: "Cooking: Pasta al Pomodoro"))

    /// The app as started with the setting on (the runner sends it with the start actions).
    func started(keepAwake: Bool = true) -> AppState {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: CookFixtures.now)
        #expect(reduce(&state, .keepAwake(.settingLoaded(keepAwake))) == [])
        return state
    }

    @Test func enteringCookModeAsksToKeepTheScreenAwake() {
        var state = started()
        let effects = reduce(&state, .cook(.open(CookFixtures.pasta, servings: 4)))
        #expect(effects == [.cook(.startSession(recipeID: 3, servings: 4)), Self.hold])
        #expect(state.keepAwake.isHeld)
    }

    @Test func cookingAndNextStepsAskOnlyOnce() {
        var state = started()
        _ = reduce(&state, .cook(.open(CookFixtures.pasta, servings: 4)))
        #expect(reduce(&state, .keyPressed(.char(" "))) == [])
        let ticked = reduce(&state, .ticked(now: CookFixtures.now.addingTimeInterval(60)))
        #expect(!ticked.contains { if case .keepAwake = $0 { true } else { false } })
    }

    @Test func leavingCookModeLetsTheScreenSleep() {
        var state = started()
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(CookFixtures.pasta)), in: &state)
        _ = reduce(&state, .keyPressed(.char("c")))
        #expect(state.route == .cook)
        let effects = reduce(&state, .keyPressed(.char("q")))
        #expect(state.route == .detail)
        #expect(effects == [.keepAwake(.release)])
        #expect(!state.keepAwake.isHeld)
    }

    @Test func openingTheTimersFromCookModeKeepsItAwakeWithoutAskingAgain() {
        var state = started()
        _ = reduce(&state, .cook(.open(CookFixtures.pasta, servings: 4)))
        #expect(reduce(&state, .keyPressed(.char("T"))) == [])
        #expect(state.route == .timers)
        #expect(KeepAwakeReducer.reason(for: state) == "Cooking: Pasta al Pomodoro")
        // Back to cook mode, still held; out of it, released.
        #expect(reduce(&state, .keyPressed(.char("q"))) == [])
        #expect(state.route == .cook)
        #expect(reduce(&state, .keyPressed(.char("q"))) == [.keepAwake(.release)])
        #expect(state.route == .library)
    }

    @Test func theTimerDashboardAloneKeepsItAwake() {
        var state = started()
        #expect(reduce(&state, .keyPressed(.char("T"))) == [.keepAwake(.hold(reason: "Watching the kitchen timers"))])
        #expect(reduce(&state, .keyPressed(.char("q"))) == [.keepAwake(.release)])
    }

    @Test func theDashboardOpenedAloneKeepsItAwake() {
        // `sous timer watch` sets the route without pushing: the state, not the way in, decides.
        var state = started()
        #expect(reduce(&state, .timers(.openAlone)) == [.keepAwake(.hold(reason: "Watching the kitchen timers"))])
    }

    @Test func otherScreensNeverAsk() {
        var state = started()
        #expect(reduce(&state, .keyPressed(.char("M"))) == [])
        #expect(Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(CookFixtures.pasta)), in: &state) == [.cook(.loadHistory(recipeID: 3))])
    }

    @Test func withTheSettingOffNothingIsEverAsked() {
        var state = started(keepAwake: false)
        #expect(reduce(&state, .cook(.open(CookFixtures.pasta, servings: 4))) == [.cook(.startSession(recipeID: 3, servings: 4))])
        #expect(reduce(&state, .keyPressed(.char("T"))) == [])
        #expect(reduce(&state, .keyPressed(.char("q"))) == [])
        #expect(reduce(&state, .keyPressed(.char("q"))) == [])
        #expect(!state.keepAwake.isHeld)
    }

    @Test func beforeTheSettingIsKnownNothingIsAsked() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24), now: CookFixtures.now)
        #expect(reduce(&state, .cook(.open(CookFixtures.pasta, servings: 4))) == [.cook(.startSession(recipeID: 3, servings: 4))])
        // `sous cook` reduces its start actions in one batch: the setting may come after cook mode opened.
        #expect(reduce(&state, .keepAwake(.settingLoaded(true))) == [Self.hold])
    }

    @Test func quittingFromCookModeLetsGo() {
        var state = started()
        _ = reduce(&state, .cook(.open(CookFixtures.pasta, servings: 4)))
        #expect(reduce(&state, .keyPressed(.ctrl("c"))) == [.quit, .keepAwake(.release)])
    }

    @Test func theNoDesktopMessageIsShownOnce() {
        var state = started()
        _ = reduce(&state, .cook(.open(CookFixtures.pasta, servings: 4)))
        let message = "cannot keep this screen awake: no desktop session"
        #expect(reduce(&state, .keepAwake(.unavailable(message))) == [])
        #expect(state.status == StatusMessage(message))
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.status == nil)
        _ = reduce(&state, .cook(.open(CookFixtures.pasta, servings: 4)))
        _ = reduce(&state, .keepAwake(.unavailable(message)))
        #expect(state.status == nil)
    }

    @Test func aTitleWithControlCharactersReachesTheDesktopAsOneVisibleLine() {
        var state = started()
        var recipe = CookFixtures.pasta
        recipe.title = "Soup\u{1b}[2J\nNow"
        let effects = reduce(&state, .cook(.open(recipe, servings: 4)))
        guard case .keepAwake(.hold(let reason)) = effects.last else {
            Issue.record("no hold in \(effects)")
            return
        }
        #expect(!reason.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f })
        #expect(reason.hasPrefix("Cooking: Soup"))
    }
}
