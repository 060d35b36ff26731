import Foundation
import SousApp
import SousCore
import SousServices
import Testing

/// The timers through the effect runner at fixed times: every change is written with the clock's
/// time, in one transaction, and the answer is the timers as stored.
@Suite struct TimerServiceTests {
    /// The timers in the runner's answer, and the time it says they were read at.
    static func loaded(_ actions: [AppAction]) -> (timers: [KitchenTimer], now: Date)? {
        for case .timers(.loaded(let timers, _, let now)) in actions { return (timers, now) }
        return nil
    }

    static func add(_ harness: ServiceHarness, _ label: String, seconds: Int) throws -> KitchenTimer {
        let answer = harness.runner.perform(.timers(.add(label: label, seconds: seconds, recipeID: nil, recipeTitle: nil,
                                                         stepIndex: nil, reminderSeconds: nil)))
        return try #require(loaded(answer)?.timers.last)
    }

    @Test func pauseResumeAndAddTimeAtFixedTimes() throws {
        let harness = try ServiceHarness()
        let timer = try Self.add(harness, "Rice", seconds: 600)
        let id = timer.id
        #expect(timer.endsAt == ServiceHarness.start.addingTimeInterval(600))

        harness.clock.advance(100)
        let paused = try #require(Self.loaded(harness.runner.perform(.timers(.pauseOrResume(id: id))))?.timers.first)
        #expect(paused.state == .paused)
        #expect(paused.remaining(at: harness.clock.now) == 500)

        // Paused for an hour: nothing runs down.
        harness.clock.advance(3600)
        #expect(paused.remaining(at: harness.clock.now) == 500)
        let resumed = try #require(Self.loaded(harness.runner.perform(.timers(.pauseOrResume(id: id))))?.timers.first)
        #expect(resumed.state == .running)
        #expect(resumed.endsAt == harness.clock.now.addingTimeInterval(500))

        let longer = try #require(Self.loaded(harness.runner.perform(.timers(.addSeconds(id: id, 60))))?.timers.first)
        #expect(longer.remaining(at: harness.clock.now) == 560)
        #expect(longer.durationSeconds == 660)
    }

    @Test func aTimerPausedBeforeItsEndIsNotDoneAfterIt() throws {
        let harness = try ServiceHarness()
        let timer = try Self.add(harness, "Eggs", seconds: 10)
        harness.clock.advance(5)
        _ = harness.runner.perform(.timers(.pauseOrResume(id: timer.id)))
        harness.clock.advance(60)
        let answer = try #require(Self.loaded(harness.runner.perform(.timers(.load))))
        let stored = try #require(answer.timers.first)
        #expect(answer.now == harness.clock.now)
        #expect(!stored.isDone(at: harness.clock.now))
        #expect(stored.shownSeconds(at: harness.clock.now) == 5)
    }

    @Test func timersSurviveARestartAndEndWhileSousWasGone() throws {
        let harness = try ServiceHarness()
        _ = try Self.add(harness, "Stock", seconds: 3600)
        _ = try Self.add(harness, "Bread", seconds: 300)
        // sous dies; it is opened again twenty minutes later.
        harness.clock.advance(1200)
        try harness.restart()
        let answer = try #require(Self.loaded(harness.runner.perform(.timers(.load))))
        #expect(answer.timers.map(\.label) == ["Stock", "Bread"])
        #expect(answer.timers[0].shownSeconds(at: harness.clock.now) == 2400)
        #expect(answer.timers[1].isDone(at: harness.clock.now))
    }

    @Test func cancellingRemovesOnlyThatTimer() throws {
        let harness = try ServiceHarness()
        let first = try Self.add(harness, "One", seconds: 60)
        _ = try Self.add(harness, "Two", seconds: 60)
        let answer = try #require(Self.loaded(harness.runner.perform(.timers(.cancel(id: first.id)))))
        #expect(answer.timers.map(\.label) == ["Two"])
    }

    @Test func aChangeToATimerThatIsGoneAnswersWithTheTimersAsTheyAre() throws {
        let harness = try ServiceHarness()
        let answer = harness.runner.perform(.timers(.pauseOrResume(id: 999)))
        #expect(Self.loaded(answer)?.timers == [])
    }
}
