import Foundation
import Testing
@testable import SousCore

@Suite struct TimelineSchedulerTests {
    static let serve = Date(timeIntervalSince1970: 1_800_000_000)

    static func dish(_ title: String, _ steps: [(Int, Bool)]) -> TimelineDish {
        TimelineDish(title: title, steps: steps.enumerated().map { index, step in
            TimelineStep(text: "\(title) \(index + 1)", timing: StepTiming(seconds: step.0 * 60, handsOn: step.1, fromText: true))
        })
    }

    /// Minutes before serving at which each step of each dish starts.
    static func starts(_ timeline: Timeline) -> [[Int]] {
        timeline.dishes.map { $0.steps.map { Int(timeline.serveAt.timeIntervalSince($0.start)) / 60 } }
    }

    static func handsOnOverlaps(_ timeline: Timeline) -> Bool {
        let handsOn = timeline.dishes.flatMap(\.steps).filter(\.handsOn)
        for (i, a) in handsOn.enumerated() {
            for b in handsOn[(i + 1)...] where a.dish != b.dish && a.start < b.end && b.start < a.end && a.seconds > 0 && b.seconds > 0 {
                return true
            }
        }
        return false
    }

    @Test func oneDishEndsAtTheServeTime() {
        let timeline = TimelineScheduler.schedule([Self.dish("Roast", [(5, true), (120, false), (20, false)])], serveAt: Self.serve)
        #expect(Self.starts(timeline) == [[145, 140, 20]])
        #expect(timeline.beginAt == Self.serve.addingTimeInterval(-145 * 60))
        #expect(timeline.readyAt == Self.serve)
        #expect(timeline.lateBy == 0)
        #expect(timeline.handsOnSeconds == 300)
        let last = timeline.dishes[0].steps.last!
        #expect(last.end == Self.serve)
    }

    @Test func sundayRoast() {
        let dishes = [
            Self.dish("Beef", [(10, true), (120, false), (20, false)]),
            Self.dish("Potatoes", [(10, true), (10, false), (5, true), (50, false)]),
            Self.dish("Gravy", [(15, true)]),
            Self.dish("Greens", [(8, true)]),
        ]
        let timeline = TimelineScheduler.schedule(dishes, serveAt: Self.serve)
        #expect(!Self.handsOnOverlaps(timeline))
        // The beef's chain is longest and sets the start; every dish is ready by the serve time.
        #expect(timeline.beginAt == Self.serve.addingTimeInterval(-150 * 60))
        for dish in timeline.dishes { #expect(dish.steps.last!.end <= Self.serve) }
        // The two last-minute hands-on dishes do not share the cook's hands.
        let gravy = timeline.dishes[2].steps[0], greens = timeline.dishes[3].steps[0]
        #expect(gravy.end <= greens.start || greens.end <= gravy.start)
        #expect(timeline.handsOnSeconds == (10 + 10 + 5 + 15 + 8) * 60)
    }

    @Test func handsOffStepsOverlapAnything() {
        let dishes = [Self.dish("Stew", [(60, false)]), Self.dish("Rice", [(20, false)]), Self.dish("Salad", [(10, true)])]
        let timeline = TimelineScheduler.schedule(dishes, serveAt: Self.serve)
        #expect(Self.starts(timeline) == [[60], [20], [10]])
    }

    @Test func handsOnStepsMoveEarlierAndTakeTheirDishAlong() {
        let dishes = [Self.dish("A", [(5, true), (10, true)]), Self.dish("B", [(5, true), (10, true)])]
        let timeline = TimelineScheduler.schedule(dishes, serveAt: Self.serve)
        #expect(!Self.handsOnOverlaps(timeline))
        // 30 minutes of hands-on work in all, one pair of hands: it begins 30 minutes before.
        #expect(timeline.beginAt == Self.serve.addingTimeInterval(-30 * 60))
        for dish in timeline.dishes {
            for (earlier, later) in zip(dish.steps, dish.steps.dropFirst()) { #expect(earlier.end <= later.start) }
        }
    }

    @Test func aServeTimeTooCloseSaysByHowMuch() {
        let now = Self.serve.addingTimeInterval(-30 * 60)
        let timeline = TimelineScheduler.schedule([Self.dish("Roast", [(5, true), (60, false)])], serveAt: Self.serve, now: now)
        #expect(timeline.beginAt == now)
        #expect(timeline.lateBy == 35 * 60)
        #expect(timeline.readyAt == Self.serve.addingTimeInterval(35 * 60))
        #expect(timeline.serveAt == Self.serve)
    }

    @Test func aServeTimeInTimeIsNotMoved() {
        let now = Self.serve.addingTimeInterval(-3 * 3600)
        let timeline = TimelineScheduler.schedule([Self.dish("Roast", [(5, true), (60, false)])], serveAt: Self.serve, now: now)
        #expect(timeline.lateBy == 0)
        #expect(timeline.beginAt == Self.serve.addingTimeInterval(-65 * 60))
    }

    @Test func rangesUseTheUpperBoundAndUntimedStepsTheDefault() {
        let recipe = Recipe(title: "Soup", steps: [Step(text: "Chop the onions."), Step(text: "Simmer for 15-20 minutes.")])
        let timeline = TimelineScheduler.schedule([TimelineDish(recipe: recipe)], serveAt: Self.serve)
        #expect(Self.starts(timeline) == [[23, 20]])
        #expect(timeline.dishes[0].steps.map(\.timed) == [false, true])
        #expect(timeline.dishes[0].steps.map(\.handsOn) == [true, false])
    }

    @Test func emptyDishesAndNoDishes() {
        let none = TimelineScheduler.schedule([], serveAt: Self.serve)
        #expect(none.beginAt == Self.serve && none.dishes.isEmpty && none.handsOnSeconds == 0)
        let empty = TimelineScheduler.schedule([TimelineDish(title: "Nothing", steps: [])], serveAt: Self.serve)
        #expect(empty.dishes[0].steps.isEmpty && empty.beginAt == Self.serve)
    }

    @Test func crossingMidnightAndDaylightSaving() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/London"))
        // Served at 00:30 on 25 October 2026: begins the evening before.
        let lateDay = try #require(calendar.date(from: DateComponents(year: 2026, month: 10, day: 25, hour: 12)))
        let serve = try #require(ServeTime(parsing: "00:30")?.date(on: lateDay, calendar: calendar))
        let timeline = TimelineScheduler.schedule([Self.dish("Bread", [(10, true), (60, false)])], serveAt: serve)
        #expect(calendar.component(.day, from: timeline.beginAt) == 24)
        #expect(calendar.component(.hour, from: timeline.beginAt) == 23)
        #expect(calendar.component(.minute, from: timeline.beginAt) == 20)
        // Clocks go back at 02:00 that night: a 3-hour roast served at 03:00 starts at 01:00 BST,
        // 3 real hours before, though the wall clock only moved 2 hours.
        let serveAtThree = try #require(ServeTime(parsing: "03:00")?.date(on: lateDay, calendar: calendar))
        let roast = TimelineScheduler.schedule([Self.dish("Roast", [(180, false)])], serveAt: serveAtThree)
        #expect(serveAtThree.timeIntervalSince(roast.beginAt) == 3 * 3600)
        #expect(calendar.component(.hour, from: roast.beginAt) == 1)
    }

    @Test func startsInOrderIsSoonestFirst() {
        let dishes = [Self.dish("A", [(30, false)]), Self.dish("B", [(60, false), (5, true)])]
        let order = TimelineScheduler.schedule(dishes, serveAt: Self.serve).startsInOrder.map(\.text)
        #expect(order == ["B 1", "A 1", "B 2"])
    }

    /// The kneading needs the cook, the rise does not: another dish's hands-on work may share the hour.
    @Test func aSplitStepIsScheduledAsItsHandsOnAndHandsOffParts() {
        let bread = TimelineDish(title: "Bread", steps: [
            TimelineStep(text: "Knead for 10 minutes, then leave to rise for 1 hour.",
                         timing: StepTiming.of("Knead for 10 minutes, then leave to rise for 1 hour.")),
        ])
        let soup = Self.dish("Soup", [(30, true)])
        let timeline = TimelineScheduler.schedule([bread, soup], serveAt: Self.serve)
        #expect(Self.starts(timeline) == [[70, 60], [30]])
        #expect(timeline.dishes[0].steps.map(\.handsOn) == [true, false])
        #expect(timeline.dishes[0].steps.map(\.step) == [0, 0])
        #expect(timeline.dishes[0].steps.map(\.text) == ["Knead for 10 minutes", "Leave to rise for 1 hour."])
        #expect(timeline.handsOnSeconds == 40 * 60)
        #expect(!Self.handsOnOverlaps(timeline))
    }

    /// The loaf: the rise in a warm place is no longer an hour at the stove.
    @Test func risingDoughIsHandsOff() {
        let text = "Return the dough to the oiled bowl, cover and leave in a warm place for 1 hour until doubled."
        let timeline = TimelineScheduler.schedule([TimelineDish(recipe: Recipe(title: "Loaf", steps: [
            Step(text: "Mix the flour, yeast, salt and water."), Step(text: "Knead for 10 minutes."), Step(text: text),
        ]))], serveAt: Self.serve)
        #expect(timeline.handsOnSeconds == 13 * 60)
    }
}
