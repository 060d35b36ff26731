import Foundation
import Testing
@testable import SousApp
@testable import SousCore

@Suite struct PlanReducerTests {
    static let monday = PlanDay(iso: "2026-11-23")!
    static let slots = [MealSlot(id: 1, name: "Breakfast", position: 0), MealSlot(id: 2, name: "Lunch", position: 1),
                        MealSlot(id: 3, name: "Dinner", position: 2)]

    static func state(entries: [PlanEntry] = [], start: PlanDay = monday) -> AppState {
        var state = AppState(size: TerminalSize(columns: 120, rows: 30), now: Date(timeIntervalSince1970: 1_795_000_000))
        state.push(.plan)
        _ = reduce(&state, .plan(.loaded(PlanWeek(calendar: PlanCalendar(), start: start, slots: slots, entries: entries))))
        return state
    }

    static let soup = PlanEntry(id: 10, day: monday, slotID: 3, position: 0, recipeID: 5, title: "Soup", recipeServings: 4)

    func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        keys.flatMap { reduce(&state, .keyPressed($0)) }
    }

    /// The folder the library is bound to changed while sous was open: the library's rows and
    /// the week on the grid are read again, and the status line says what came in.
    @Test func aChangeReadFromTheFolderReloadsTheLibraryAndTheWeekShown() {
        var state = Self.state(start: Self.monday.adding(days: 7))
        let effects = reduce(&state, .folderRead("1 week of the plan"))
        #expect(effects.contains(.plan(.load(start: Self.monday.adding(days: 7)))))
        #expect(effects.contains { if case .loadLibrary = $0 { return true } else { return false } })
        #expect(state.status?.text == "From the library's folder: 1 week of the plan")

        var fresh = AppState(size: TerminalSize(columns: 80, rows: 24))
        #expect(!reduce(&fresh, .folderRead("1 added")).contains { $0 == .plan(.load(start: nil)) })
    }

    @Test func firstTickLoadsThisWeekOnce() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        #expect(reduce(&state, .ticked(now: Date())).contains(.plan(.load(start: nil))))
        _ = reduce(&state, .plan(.loaded(PlanWeek(calendar: PlanCalendar(), start: Self.monday, slots: Self.slots, entries: []))))
        #expect(!reduce(&state, .ticked(now: Date())).contains(.plan(.load(start: nil))))
    }

    @Test(arguments: [
        ([Key.char("l"), .char("l"), .char("j")], 2, 1),
        ([Key.right, .right, .right, .right, .right, .right, .right, .right], 6, 0),
        ([Key.char("j"), .char("j"), .char("j"), .char("j")], 0, 2),
        ([Key.char("h"), .char("k")], 0, 0),
    ])
    func cursorMovesAndStopsAtEdges(_ keys: [Key], _ day: Int, _ slot: Int) {
        var state = Self.state()
        _ = press(keys, &state)
        #expect(state.plan.day == day)
        #expect(state.plan.slot == slot)
    }

    @Test func aClickMovesTheCursorAndASecondClickOpensTheRecipe() {
        // 120x30, three meals: seven 15-column days after an 11-column label; each meal's cells
        // take 8 rows under a rule (Breakfast from row 3, Lunch from 12, Dinner from 21).
        var state = Self.state(entries: [Self.soup])
        let click = { (column: Int, row: Int) in AppAction.mouse(MouseEvent(kind: .press(button: 1), column: column, row: row)) }
        #expect(reduce(&state, click(41, 12)).isEmpty)
        #expect((state.plan.day, state.plan.slot) == (2, 1))
        #expect(reduce(&state, click(12, 21)).isEmpty)
        #expect((state.plan.day, state.plan.slot, state.plan.entry) == (0, 2, 0))
        #expect(reduce(&state, click(12, 21)) == [.loadRecipe(id: 5)])
        _ = reduce(&state, click(3, 5))
        #expect((state.plan.day, state.plan.slot) == (0, 2))
        _ = reduce(&state, .mouse(MouseEvent(kind: .wheelUp, column: 0, row: 0)))
        #expect(state.plan.slot == 1)
    }

    /// Titles wrap over the rows of a cell: a click on a title's second row is still that entry,
    /// and a click on the next entry's row is the next entry.
    @Test func aClickFindsTheEntryUnderItWhenTitlesWrap() {
        // 120x30: days are 15 columns (14 of text); Dinner's cells start on row 21.
        let long = PlanEntry(id: 11, day: Self.monday, slotID: 3, position: 0, recipeID: 6, title: "Chicken Tikka Masala")
        let note = PlanEntry(id: 12, day: Self.monday, slotID: 3, position: 1, note: "Rice on the side")
        var state = Self.state(entries: [long, note])
        let click = { (row: Int) in AppAction.mouse(MouseEvent(kind: .press(button: 1), column: 12, row: row)) }
        _ = reduce(&state, click(22))
        #expect((state.plan.day, state.plan.slot, state.plan.entry) == (0, 2, 0))
        #expect(reduce(&state, click(22)) == [.loadRecipe(id: 6)])
        _ = reduce(&state, click(23))
        #expect(state.plan.entry == 1)
        _ = reduce(&state, click(27))
        #expect(state.plan.entry == 1)
    }

    @Test func addThroughThePickerSearchesAsYouType() {
        var state = Self.state()
        #expect(press([.char("a")], &state) == [.plan(.search(""))])
        #expect(press([.char("s"), .char("o")], &state) == [.plan(.search("s")), .plan(.search("so"))])
        _ = reduce(&state, .plan(.searched(query: "s", [RecipeSummary(id: 9, title: "Stale")])))
        #expect(state.plan.prompt?.results.isEmpty == true)
        _ = reduce(&state, .plan(.searched(query: "so", [RecipeSummary(id: 5, title: "Soup"), RecipeSummary(id: 6, title: "Sole")])))
        _ = press([.down], &state)
        let effects = press([.enter], &state)
        #expect(effects == [.plan(.change(.add([PlanEntry(day: Self.monday, slotID: 1, recipeID: 6, title: "Sole")]),
                                         reload: Self.monday, undoable: true))])
        #expect(state.plan.prompt == nil)
    }

    @Test func deleteThenUndoPutsTheEntryBack() {
        var state = Self.state(entries: [Self.soup])
        _ = press([.char("j"), .char("j")], &state)
        #expect(state.plan.currentEntry == Self.soup)
        let delete = press([.char("d")], &state)
        #expect(delete == [.plan(.change(.delete(ids: [10]), reload: Self.monday, undoable: true))])
        _ = reduce(&state, .plan(.changed(.delete(ids: [10]), added: [], undoable: true)))
        _ = reduce(&state, .plan(.loaded(PlanWeek(calendar: PlanCalendar(), start: Self.monday, slots: Self.slots, entries: []))))
        var restored = Self.soup
        restored.id = nil
        #expect(press([.char("u")], &state) == [.plan(.change(.add([restored]), reload: Self.monday, undoable: false))])
        #expect(press([.char("u")], &state) == [])
        #expect(state.status?.text == "Nothing to undo.")
    }

    @Test func cutAndPasteAcrossWeeksMovesAndUndoMovesBack() {
        var state = Self.state(entries: [Self.soup])
        _ = press([.char("j"), .char("j"), .char("x")], &state)
        #expect(state.plan.clipboard == PlanClipboard(entry: Self.soup, isCut: true))
        #expect(press([.char("]")], &state) == [.plan(.load(start: Self.monday.adding(days: 7)))])
        let next = Self.monday.adding(days: 7)
        _ = reduce(&state, .plan(.loaded(PlanWeek(calendar: PlanCalendar(), start: next, slots: Self.slots, entries: []))))
        _ = press([.char("l"), .char("k")], &state)
        let paste = press([.char("p")], &state)
        #expect(paste == [.plan(.change(.move(id: 10, day: next.adding(days: 1), slotID: 2), reload: next, undoable: false))])
        #expect(state.plan.clipboard == nil)
        #expect(state.plan.undo == [.moveBack(id: 10, day: Self.monday, slotID: 3)])
        #expect(press([.char("u")], &state) == [.plan(.change(.move(id: 10, day: Self.monday, slotID: 3), reload: next, undoable: false))])
    }

    @Test func copyAndPasteAddsACopy() {
        var state = Self.state(entries: [Self.soup])
        _ = press([.char("j"), .char("j"), .char("y"), .char("l"), .char("p")], &state)
        var copy = Self.soup
        copy.id = nil
        copy.day = Self.monday.adding(days: 1)
        #expect(state.plan.clipboard?.isCut == false)
        _ = reduce(&state, .plan(.changed(.add([copy]), added: [PlanEntry(id: 11, day: copy.day, slotID: 3)], undoable: true)))
        #expect(state.plan.undo == [.removeAdded(ids: [11])])
    }

    @Test func servingsPromptValidates() {
        var state = Self.state(entries: [Self.soup])
        _ = press([.char("j"), .char("j"), .char("s")], &state)
        #expect(state.plan.prompt?.text == "4")
        _ = press([.backspace, .char("x"), .enter], &state)
        #expect(state.status?.kind == .error)
        _ = press([.char("s"), .backspace, .char("6")], &state)
        #expect(press([.enter], &state) == [.plan(.change(.setServings(id: 10, 6), reload: Self.monday, undoable: true))])
    }

    @Test func shoppingKeyOpensTheWeeksList() {
        var state = Self.state()
        let effects = press([.char("S")], &state)
        #expect(state.route == .shopping)
        #expect(effects == [.shopping(.load(source: .week(Self.monday)))])
        _ = press([.char("q")], &state)
        #expect(state.route == .plan)
    }

    @Test func placingFromTheLibraryAddsToTheChosenCell() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        _ = reduce(&state, .libraryLoaded(LibraryPage(query: LibraryQuery(), offset: 0, total: 1, items: [RecipeSummary(id: 5, title: "Soup")])))
        _ = reduce(&state, .plan(.loaded(PlanWeek(calendar: PlanCalendar(), start: Self.monday, slots: Self.slots, entries: []))))
        _ = press([.char("p")], &state)
        #expect(state.route == .plan)
        #expect(state.plan.placing?.id == 5)
        let effects = press([.char("l"), .char("j"), .char("j"), .enter], &state)
        #expect(effects == [.plan(.change(.add([PlanEntry(day: Self.monday.adding(days: 1), slotID: 3, recipeID: 5, title: "Soup")]),
                                         reload: Self.monday, undoable: true))])
        #expect(state.route == .library)
    }

    @Test func globalMShowsThePlan() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        _ = press([.char("M")], &state)
        #expect(state.route == .plan)
    }
}
