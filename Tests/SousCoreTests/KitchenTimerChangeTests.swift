import Foundation
import SousCore
import Testing

/// The timer machine at fixed times: pause, resume, add and take time, expiry while paused,
/// acknowledging a ring with and without a reminder.
@Suite struct KitchenTimerChangeTests {
    let start = Date(timeIntervalSince1970: 1_000_000)
    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }
    var pasta: KitchenTimer { KitchenTimer(id: 1, label: "pasta", durationSeconds: 600, endsAt: at(600)) }

    @Test func pausingKeepsWhatIsLeftAndResumingRunsOnFromThen() {
        let paused = pasta.pausedOrResumed(at: at(100))
        #expect(paused.state == .paused && paused.pausedRemaining == 500)
        // Paused past its end time it does not ring: what is left waits.
        #expect(!paused.isDone(at: at(10_000)) && paused.remaining(at: at(10_000)) == 500)
        let resumed = paused.pausedOrResumed(at: at(2_000))
        #expect(resumed.state == .running && resumed.pausedRemaining == nil && resumed.endsAt == at(2_500))
    }

    @Test func aTimerThatHasRungIsNotPaused() {
        #expect(pasta.pausedOrResumed(at: at(700)) == pasta)
    }

    @Test func addingTimeMovesTheEndAndTakingItNeverEndsIt() {
        let longer = pasta.adding(60, at: at(100))
        #expect(longer.endsAt == at(660) && longer.durationSeconds == 660)
        let cut = pasta.adding(-1_000, at: at(100))
        #expect(cut.endsAt == at(101) && cut.durationSeconds == 1)
        let paused = pasta.pausedOrResumed(at: at(100)).adding(-60, at: at(5_000))
        #expect(paused.pausedRemaining == 440 && paused.endsAt == pasta.endsAt)
    }

    @Test func acknowledgingCountsOnToAReminderOrFinishes() {
        #expect(pasta.acknowledged(at: at(600)) == nil)
        var ranged = pasta
        ranged.remindAt = at(900)
        let reminder = ranged.acknowledged(at: at(610))
        #expect(reminder?.endsAt == at(900) && reminder?.remindAt == nil && reminder?.durationSeconds == 300)
        #expect(reminder?.label == "pasta (reminder)")
        // Acknowledged only after the reminder's time: finished.
        #expect(ranged.acknowledged(at: at(950)) == nil)
    }
}
