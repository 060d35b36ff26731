import Foundation
import SousApp
import SousCore
import Testing

@Suite struct TimelineReducerTests {
    let now = CookFixtures.now

    func state(route: Route = .library) -> AppState {
        var state = AppState(size: TerminalSize(columns: 100, rows: 30), now: now, route: route)
        state.timeZone = TimeZone(identifier: "UTC")!
        return state
    }

    func type(_ text: String, into state: inout AppState) {
        for character in text { _ = reduce(&state, .keyPressed(.char(character))) }
    }

    static func built(serveAt: Date) -> Timeline {
        let dish = TimelineDish(recipeID: 7, title: "Roast Beef", steps: [
            TimelineStep(text: "Season the beef.", timing: StepTiming(seconds: 300, handsOn: true, fromText: false)),
            TimelineStep(text: "Roast for 2 hours.", timing: StepTiming(seconds: 7200, handsOn: false, fromText: true)),
        ])
        return TimelineScheduler.schedule([dish], serveAt: serveAt)
    }

    @Test func atOnARecipeAsksForTheSlotTimeThenLaysItOut() {
        var state = state(route: .detail)
        state.detail = DetailState(recipe: Recipe(id: 7, title: "Roast Beef", steps: [Step(text: "Roast for 2 hours.")]))
        #expect(reduce(&state, .keyPressed(.char("@"))) == [.timeline(.choose(recipeIDs: [7], titles: ["Roast Beef"], slot: nil, day: nil))])

        let chosen = TimelineState(recipeIDs: [7], titles: ["Roast Beef"], serveTime: ServeTime(hour: 19, minute: 0)!)
        #expect(reduce(&state, .timeline(.chosen(chosen))).isEmpty)
        #expect(state.route == .timeline)
        #expect(state.timeline?.prompt == .prefilled("19:00"))

        for _ in 0..<5 { _ = reduce(&state, .keyPressed(.backspace)) }
        type("1pm", into: &state)
        let effects = reduce(&state, .keyPressed(.enter))
        #expect(effects == [.timeline(.build(recipeIDs: [7], serve: ServeTime(hour: 13, minute: 0)!, day: nil, stepMinutes: 3))])
        #expect(state.timeline?.prompt == nil)

        let built = Self.built(serveAt: now.addingTimeInterval(4 * 3600))
        _ = reduce(&state, .timeline(.built(built)))
        #expect(state.timeline?.timeline == built)
    }

    /// The prefilled serve time is selected: typing a time replaces it ("19:0019:00" was an error).
    @Test func typingAtThePrefilledServeTimeReplacesIt() {
        var state = state()
        _ = reduce(&state, .timeline(.chosen(TimelineState(recipeIDs: [7], titles: ["Roast"], serveTime: ServeTime(hour: 19, minute: 0)!))))
        type("20:30", into: &state)
        #expect(state.timeline?.prompt == "20:30")
        #expect(reduce(&state, .keyPressed(.enter)) == [.timeline(.build(recipeIDs: [7], serve: ServeTime(hour: 20, minute: 30)!, day: nil, stepMinutes: 3))])
        #expect(state.status == nil)
    }

    @Test func aTimeThatIsNotATimeKeepsThePromptOpen() {
        var state = state()
        _ = reduce(&state, .timeline(.chosen(TimelineState(recipeIDs: [7], titles: ["Roast"], serveTime: ServeTime(hour: 19, minute: 0)!))))
        _ = reduce(&state, .keyPressed(.end))
        type("x", into: &state)
        #expect(reduce(&state, .keyPressed(.enter)).isEmpty)
        #expect(state.timeline?.prompt == "19:00x")
        #expect(state.status?.kind == .error)
        // Esc before anything was laid out leaves the screen.
        _ = reduce(&state, .keyPressed(.escape))
        #expect(state.route == .library)
        #expect(state.timeline == nil)
    }

    @Test func spaceMarksSeveralRecipesInTheLibraryAndAtTakesThemAll() {
        var state = state()
        let items = [RecipeSummary(id: 1, title: "Beef"), RecipeSummary(id: 2, title: "Potatoes"), RecipeSummary(id: 3, title: "Gravy")]
        _ = reduce(&state, .libraryLoaded(LibraryPage(query: LibraryQuery(), offset: 0, total: 3, items: items)))
        _ = reduce(&state, .keyPressed(.char(" ")))
        _ = reduce(&state, .keyPressed(.char("j")))
        _ = reduce(&state, .keyPressed(.char(" ")))
        #expect(state.library.marked.map(\.id) == [1, 3])
        #expect(reduce(&state, .keyPressed(.char("@"))) == [.timeline(.choose(recipeIDs: [1, 3], titles: ["Beef", "Gravy"], slot: nil, day: nil))])
        // Esc clears the marks first; then @ takes the highlighted recipe.
        _ = reduce(&state, .keyPressed(.escape))
        #expect(state.library.marked.isEmpty)
        #expect(reduce(&state, .keyPressed(.char("@"))) == [.timeline(.choose(recipeIDs: [3], titles: ["Gravy"], slot: nil, day: nil))])
    }

    @Test func untimedStepLengthRunAndStop() {
        var state = state()
        var chosen = TimelineState(recipeIDs: [7], titles: ["Roast Beef"], serveTime: ServeTime(hour: 13, minute: 0)!)
        chosen.timeline = Self.built(serveAt: now.addingTimeInterval(4 * 3600))
        _ = reduce(&state, .timeline(.chosen(chosen)))
        _ = reduce(&state, .keyPressed(.escape))  // closes the prompt, keeps the timeline
        #expect(state.route == .timeline)
        #expect(reduce(&state, .keyPressed(.char("+"))) == [.timeline(.build(recipeIDs: [7], serve: ServeTime(hour: 13, minute: 0)!, day: nil, stepMinutes: 4))])
        for _ in 0..<10 { _ = reduce(&state, .keyPressed(.char("-"))) }
        #expect(state.timeline?.stepMinutes == 0)
        #expect(reduce(&state, .keyPressed(.char("-"))).isEmpty)

        let built = state.timeline!.timeline!
        #expect(reduce(&state, .keyPressed(.char("r"))) == [.timeline(.run(built))])
        #expect(state.status?.text.contains("from 09:55") == true)
        // Nothing runs yet: x says so and asks nothing.
        #expect(reduce(&state, .keyPressed(.char("x"))).isEmpty)
        let start = TimelineStart(id: 1, dishTitle: "Roast Beef", recipeID: 7, stepIndex: 0, text: "Season the beef.",
                                  startAt: built.beginAt, timerSeconds: 0, timerLabel: "Roast Beef")
        _ = reduce(&state, .timers(.loaded([], starts: [start], now: now)))
        #expect(reduce(&state, .keyPressed(.char("x"))) == [.timeline(.stop)])
        _ = reduce(&state, .keyPressed(.char("q")))
        #expect(state.route == .library && state.timeline == nil)
    }

    @Test func aPlanCellLaysOutItsRecipesAtTheSlotsDay() {
        var state = state(route: .plan)
        let day = PlanDay(year: 2026, month: 11, day: 29)!
        let slots = [MealSlot(id: 1, name: "Lunch", position: 0)]
        let entries = [PlanEntry(id: 1, day: day, slotID: 1, position: 0, recipeID: 4, title: "Roast Beef"),
                       PlanEntry(id: 2, day: day, slotID: 1, position: 1, recipeID: 5, title: "Gravy")]
        state.plan.week = PlanWeek(calendar: PlanCalendar(), start: day, slots: slots, entries: entries)
        #expect(reduce(&state, .keyPressed(.char("@"))) == [.timeline(.choose(recipeIDs: [4, 5], titles: ["Roast Beef", "Gravy"], slot: "Lunch", day: day))])
    }

    @Test func aStartThatComesRingsAndAnyKeyBeginsIt() {
        var state = state()
        let start = TimelineStart(id: 9, dishTitle: "Potatoes", recipeID: 2, stepIndex: 1, text: "Parboil for 10 minutes.",
                                  startAt: now.addingTimeInterval(60), timerSeconds: 600, timerLabel: "Potatoes: Parboil")
        _ = reduce(&state, .timers(.loaded([], starts: [start], now: now)))
        #expect(WakeSchedule.nextWake(for: state) == now.addingTimeInterval(60))
        let effects = reduce(&state, .ticked(now: now.addingTimeInterval(60)))
        #expect(effects.contains(.bell))
        #expect(effects.contains(.timers(.announce(label: "Start: Potatoes, step 2: parboil for 10 minutes"))))
        #expect(state.status?.text == "⏰ Start: Potatoes, step 2: parboil for 10 minutes: press any key")
        #expect(reduce(&state, .keyPressed(.char("j"))) == [.timers(.beginStart(id: 9))])
        #expect(state.timers.starts.isEmpty)
        #expect(state.status?.text == "Potatoes, step 2 started: Potatoes: Parboil timer started, 10:00")
    }

    @Test func timerWatchIsTheDashboardAloneAndQQuits() {
        var state = state()
        _ = reduce(&state, .timers(.openAlone))
        #expect(state.route == .timers)
        #expect(reduce(&state, .keyPressed(.char("q"))) == [.quit])
    }
}
