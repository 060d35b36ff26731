import Foundation
import SousApp
import SousCore
@testable import SousTUI
import Testing

/// The Sunday roast laid out backwards from 13:00, as the timeline screen and the dashboard show it.
@Suite struct TimelineSnapshotTests {
    static let serve = Date(timeIntervalSince1970: 1_795_957_200)  // Sun 29 Nov 2026, 13:00 UTC

    static func dish(_ id: Int64, _ title: String, _ steps: [(String, Int, Bool)]) -> TimelineDish {
        TimelineDish(recipeID: id, title: title, steps: steps.map {
            TimelineStep(text: $0.0, timing: StepTiming(seconds: $0.1 * 60, handsOn: $0.2, fromText: true))
        })
    }

    static let roast = TimelineScheduler.schedule([
        dish(1, "Roast Beef", [("Season the beef and sear it all over.", 10, true), ("Roast for 2 hours.", 120, false),
                               ("Rest for 20 minutes, covered.", 20, false)]),
        dish(2, "Roast Potatoes", [("Peel and cut the potatoes.", 10, true), ("Parboil for 10 minutes.", 10, false),
                                   ("Drain and shake to rough the edges.", 5, true), ("Roast for 50 minutes.", 50, false)]),
        dish(3, "Gravy", [("Make the gravy with the roasting juices for 15 minutes.", 15, true)]),
        dish(4, "Greens", [("Steam the greens for 8 minutes.", 8, false)]),
    ], serveAt: serve)

    static func state(_ size: TerminalSize, now: Date) -> AppState {
        var state = AppState(size: size, now: now)
        state.timeZone = TimeZone(identifier: "UTC")!
        state.route = .timeline
        var timeline = TimelineState(recipeIDs: [1, 2, 3, 4], titles: ["Roast Beef", "Roast Potatoes", "Gravy", "Greens"],
                                     serveTime: ServeTime(hour: 13, minute: 0)!)
        timeline.timeline = roast
        state.timeline = timeline
        return state
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 160, rows: 50), TerminalSize(columns: 40, rows: 12)])
    func sundayRoast(_ size: TerminalSize) {
        let now = Self.serve.addingTimeInterval(-100 * 60)
        Snapshot.assertMatches(AppScreen.render(Self.state(size, now: now), theme: .kitchen),
                               named: "timeline-roast-\(size.columns)x\(size.rows)")
    }

    /// With rows to spare every start is wrapped in full, its later lines under its text.
    @Test func startsWrapWhileTheScreenHasRoom() {
        let text = AppScreen.render(Self.state(TerminalSize(columns: 80, rows: 24), now: Self.serve.addingTimeInterval(-100 * 60)),
                                    theme: .kitchen).text
        #expect(!text.contains("…"))
        #expect(text.contains(" 12:45  Gravy, step 1: Make the gravy with the roasting juices for 15 minutes."))
        #expect(text.contains("\n        (15 min, hands-on)"))
    }

    /// A list longer than the screen keeps one line per start it shows and wraps only what fits.
    @Test func aListLongerThanTheScreenIsCut() {
        let lines = (0..<30).map { "10:\($0 < 10 ? "0" : "")\($0)  Dish, step \($0 + 1): stir the pot gently for a while (1 min, hands-on)" }
        var canvas = Canvas(width: 40, height: 12)
        TimelineScreen.drawStarts(lines, from: 0, top: 2, theme: .kitchen, into: &canvas)
        let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[2].hasPrefix(" 10:00  Dish, step 1:"))
        #expect(rows[10].hasPrefix(" 10:08  Dish, step 9:"))
        #expect(rows[11].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test(arguments: [(1, "1 dish "), (2, "2 dishes "), (4, "4 dishes ")])
    func theHeaderCountsTheDishes(_ count: Int, _ expected: String) {
        var state = Self.state(TerminalSize(columns: 80, rows: 24), now: Self.serve.addingTimeInterval(-100 * 60))
        state.timeline?.recipeIDs = Array(1...Int64(count))
        let header = AppScreen.render(state, theme: .kitchen).text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.hasSuffix(expected), "\(header)")
    }

    @Test func tooLateSaysByHowMuch() {
        let now = Self.serve.addingTimeInterval(-60 * 60)
        var state = Self.state(TerminalSize(columns: 80, rows: 24), now: now)
        let dishes = [Self.dish(1, "Roast Beef", [("Roast for 2 hours.", 120, false)])]
        state.timeline?.timeline = TimelineScheduler.schedule(dishes, serveAt: Self.serve, now: now)
        let text = AppScreen.render(state, theme: .kitchen).text
        #expect(text.contains("Too late for 13:00 by 1 h: ready at 14:00 if you begin now."))
        #expect(text.contains("begin now (12:00)"))
    }

    @Test func thePromptAsksForTheServeTime() {
        var state = Self.state(TerminalSize(columns: 80, rows: 24), now: Self.serve.addingTimeInterval(-4 * 3600))
        state.timeline?.timeline = nil
        state.timeline?.prompt = "13:0"
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "timeline-prompt-80x24")
    }

    @Test func theDashboardShowsTheNextThreeStarts() {
        var state = Self.state(TerminalSize(columns: 80, rows: 24), now: Self.serve.addingTimeInterval(-150 * 60))
        state.route = .timers
        state.timers.starts = Self.roast.startsInOrder.enumerated().map { index, step in
            TimelineStart(id: Int64(index + 1), dishTitle: step.dishTitle, recipeID: nil, stepIndex: step.step, text: step.text,
                          startAt: step.start, timerSeconds: step.seconds, timerLabel: step.dishTitle)
        }
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "timers-next-starts-80x24")
    }
}
