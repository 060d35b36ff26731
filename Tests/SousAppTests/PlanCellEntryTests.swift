import Foundation
import SousApp
import SousCore
import Testing

/// What a plan cell shows for an entry, and how a cell's rows are shared among its entries.
@Suite struct PlanCellEntryTests {
    static let monday = PlanDay(iso: "2026-11-23")!
    static let household = HouseholdState(people: [Person(id: 1, name: "Sam", allergies: [.milk]),
                                                   Person(id: 2, name: "Alex", diets: [.vegan])])

    /// (rows each entry would like, rows in the cell, rows each gets)
    @Test(arguments: [
        ([2], 10, [2]),
        ([3, 1, 2], 10, [3, 1, 2]),
        ([3, 3], 4, [3, 1]),          // the first takes what is left, the second keeps one
        ([1, 1, 1], 2, [1, 1, 1]),    // more entries than rows: one each ("+N more")
        ([4, 4], 5, [4, 1]),
        ([], 5, []),
    ])
    func rowsAreShared(wanted: [Int], height: Int, expected: [Int]) {
        #expect(PlanCellEntry.share(wanted, height: height) == expected)
    }

    @Test(arguments: [(0, 0), (2, 0), (3, 1), (4, 2), (5, 2), (6, nil as Int?)])
    func theEntryUnderARow(row: Int, expected: Int?) {
        #expect(PlanCellEntry.entry(atRow: row, shares: [3, 1, 2]) == expected)
    }

    @Test func aMarkSaysWhomItIsFor() {
        let curry = PlanEntry(day: Self.monday, slotID: 1, recipeID: 1, title: "Chicken Tikka Masala",
                              recipeSafety: RecipeSafety(contents: FoodContents(allergens: [.milk]).union(.meat)))
        let cell = PlanCellEntry(curry, household: Self.household)
        #expect(cell.text == "⚠ Chicken Tikka Masala")
        #expect(cell.who == "⚠ Sam · ✗ Alex")
        #expect(cell.kind == .allergy)
        #expect(cell.lines(width: 14) == ["⚠ Chicken", "Tikka Masala", "⚠ Sam · ✗ Alex"])

        let stew = PlanEntry(day: Self.monday, slotID: 1, recipeID: 2, title: "Beef Stew", eaters: [2],
                             recipeSafety: RecipeSafety(contents: .meat))
        let forAlex = PlanCellEntry(stew, household: Self.household)
        #expect(forAlex.text == "✗ Beef Stew·1")
        #expect(forAlex.who == "✗ Alex")
        #expect(forAlex.kind == .diet)

        let safe = PlanCellEntry(PlanEntry(day: Self.monday, slotID: 1, recipeID: 3, title: "Rice",
                                           recipeSafety: RecipeSafety()), household: Self.household)
        #expect(safe.who == nil && safe.kind == .recipe && safe.text == "Rice")
        let note = PlanCellEntry(PlanEntry(day: Self.monday, slotID: 1, note: "Eat out"), household: Self.household)
        #expect(note.kind == .note && note.text == "Eat out" && note.who == nil)
    }
}
