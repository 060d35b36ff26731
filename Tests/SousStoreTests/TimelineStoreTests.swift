import Foundation
import SousCore
import Testing
@testable import SousStore

@Suite struct TimelineStoreTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func roast(serveAt: Date, recipeID: Int64?) -> Timeline {
        let recipe = Recipe(id: recipeID, title: "Roast Beef", steps: [
            Step(text: "Season the beef."), Step(text: "Roast for 2 hours."), Step(text: "Rest for 20 minutes."),
        ])
        return TimelineScheduler.schedule([TimelineDish(recipe: recipe)], serveAt: serveAt, now: now)
    }

    @Test func runningATimelineStoresItsStartsAndBeginningOneStartsItsTimer() throws {
        let db = try AppDatabase.inMemory()
        let recipeID = try db.saveRecipe(Recipe(title: "Roast Beef"))
        let serve = now.addingTimeInterval(4 * 3600)
        let starts = try db.runTimeline(roast(serveAt: serve, recipeID: recipeID), now: now)
        #expect(starts.map(\.stepIndex) == [0, 1, 2])
        #expect(starts.map(\.timerSeconds) == [0, 7200, 1200])
        #expect(starts[1].timerLabel == "Roast Beef: Roast")
        #expect(starts[1].startAt == serve.addingTimeInterval(-(120 + 20) * 60))
        #expect(starts[1].announcement == "Start: Roast Beef, step 2: roast for 2 hours")
        #expect(try db.runningTimelineServeTime() == serve)

        // Acknowledging the first (untimed) start starts no timer.
        #expect(try db.beginTimelineStart(id: starts[0].id, now: now) == nil)
        let later = now.addingTimeInterval(60)
        let timer = try #require(try db.beginTimelineStart(id: starts[1].id, now: later))
        #expect(timer.label == "Roast Beef: Roast" && timer.durationSeconds == 7200 && timer.stepIndex == 1)
        #expect(timer.endsAt == later.addingTimeInterval(7200))
        #expect(try db.timers() == [timer])
        #expect(try db.timelineStarts().map(\.stepIndex) == [2])
        // Taken twice (two windows acknowledging at once): the second does nothing.
        #expect(try db.beginTimelineStart(id: starts[1].id, now: later) == nil)
        #expect(try db.timers().count == 1)

        _ = try db.beginTimelineStart(id: starts[2].id, now: later)
        #expect(try db.timelineStarts().isEmpty)
        #expect(try db.runningTimelineServeTime() == nil)
    }

    @Test func aNewTimelineReplacesTheOldAndCancelDropsTheStarts() throws {
        let db = try AppDatabase.inMemory()
        try db.runTimeline(roast(serveAt: now.addingTimeInterval(5 * 3600), recipeID: nil), now: now)
        let second = try db.runTimeline(roast(serveAt: now.addingTimeInterval(6 * 3600), recipeID: nil), now: now)
        #expect(try db.timelineStarts() == second)
        #expect(try db.cancelTimeline() == 3)
        #expect(try db.timelineStarts().isEmpty)
        #expect(try db.cancelTimeline() == 0)
    }

    @Test func stepsAlreadyOverAreLeftOutAndOutsideTextIsCleaned() throws {
        let db = try AppDatabase.inMemory()
        let dish = TimelineDish(title: "Soup\u{1B}[31m", steps: [
            TimelineStep(text: "Chop", timing: StepTiming(seconds: 600, handsOn: true, fromText: false)),
            TimelineStep(text: "Simmer 5 minutes", timing: StepTiming(seconds: 300, handsOn: false, fromText: true)),
        ])
        let timeline = TimelineScheduler.schedule([dish], serveAt: now.addingTimeInterval(250))
        let starts = try db.runTimeline(timeline, now: now)
        // Chopping ended before now; simmering started 50 s ago and rings at once.
        #expect(starts.map(\.stepIndex) == [1])
        #expect(starts[0].isDue(at: now))
        #expect(!starts[0].dishTitle.contains("\u{1B}"))
        #expect(try db.beginTimelineStart(id: starts[0].id, now: now)?.label.contains("\u{1B}") == false)
    }

    @Test func deletingTheRecipeKeepsTheStarts() throws {
        let db = try AppDatabase.inMemory()
        let recipeID = try db.saveRecipe(Recipe(title: "Roast Beef"))
        try db.runTimeline(roast(serveAt: now.addingTimeInterval(4 * 3600), recipeID: recipeID), now: now)
        _ = try db.deleteRecipe(id: recipeID)
        #expect(try db.timelineStarts().count == 3)
        #expect(try db.timelineStarts().allSatisfy { $0.recipeID == nil })
    }
}
