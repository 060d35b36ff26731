import Foundation
import Testing
@testable import SousApp
@testable import SousCore

@Suite struct ShoppingReducerTests {
    static let monday = PlanDay(iso: "2026-11-23")!
    static let list = ShoppingList(listID: "2026-11-23", title: "Shopping", lines: [
        ShoppingLine(key: "onion", name: "onion", amount: "3", aisle: .produce, recipes: ["Soup"]),
        ShoppingLine(key: "butter", name: "butter", amount: "50 g", aisle: .dairyAndEggs, recipes: ["Soup"]),
    ], staples: [ShoppingLine(key: "salt", name: "salt", amount: "", aisle: .spices)])

    static func state() -> AppState {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        _ = reduce(&state, .shopping(.open(.week(monday))))
        _ = reduce(&state, .shopping(.loaded(list)))
        return state
    }

    @Test func checkingOffShowsAtOnceIsStoredAndGoesIntoThePantry() {
        var state = Self.state()
        let line = state.shopping!.list!.lines[0]
        let effects = reduce(&state, .keyPressed(.char(" ")))
        #expect(effects == [.shopping(.setChecked(source: .week(Self.monday), key: "onion", true)), .pantry(.addBought([line]))])
        #expect(state.shopping?.list?.lines[0].isChecked == true)
        // Unchecking does not buy it twice.
        #expect(reduce(&state, .keyPressed(.char(" "))) == [.shopping(.setChecked(source: .week(Self.monday), key: "onion", false))])
    }

    @Test func pMakesTheItemAPantryStapleOrPutsItBack() {
        var state = Self.state()
        #expect(reduce(&state, .keyPressed(.char("P"))) == [.shopping(.togglePantry(source: .week(Self.monday), key: "onion"))])
        #expect(state.status?.text.contains("pantry staple") == true)
        _ = reduce(&state, .keyPressed(.char("G")))
        #expect(reduce(&state, .keyPressed(.char("P"))) == [.shopping(.togglePantry(source: .week(Self.monday), key: "salt"))])
        #expect(state.status?.text.contains("back on the list") == true)
    }

    @Test func whatEachLineContainsIsWorkedOutWhenTheListLoadsNotWhenItIsDrawn() {
        var state = Self.state()
        state.household = HouseholdState(people: [Person(id: 1, name: "Sam", allergies: [.milk])])
        #expect(state.shopping?.lineSafety["butter"]?.contents.contains(FoodContents(.milk)) == true)
        #expect(state.shopping?.lineSafety.keys.sorted() == ["butter", "onion", "salt"])
        #expect(ShoppingSafety.warning(for: Self.list.lines[1], in: state)?.text == "⚠ Sam (milk) (Soup)")
        // A correction changes what a name means: the lines follow it at once.
        _ = Fixtures.answeringNutrition(reduce(&state, .nutrition(.correctionsLoaded(["onion": "en:peanut-butter"]))), in: &state)
        #expect(state.shopping?.lineSafety["onion"]?.contents.contains(FoodContents(.peanuts)) == true)
    }

    @Test func listForAnotherWeekIsIgnored() {
        var state = Self.state()
        var other = Self.list
        other.listID = "2026-11-30"
        other.lines = []
        _ = reduce(&state, .shopping(.loaded(other)))
        #expect(state.shopping?.list == Self.list)
    }

    @Test(arguments: [
        ([Key.char("j"), .char("j"), .char("j"), .char("j")], 2),
        ([Key.char("G"), .char("k")], 1),
        ([Key.char("j"), .char("g")], 0),
    ])
    func selectionCoversLinesAndStaples(_ keys: [Key], _ selected: Int) {
        var state = Self.state()
        for key in keys { _ = reduce(&state, .keyPressed(key)) }
        #expect(state.shopping?.selected == selected)
    }

    @Test func addRemoveAndExport() {
        var state = Self.state()
        _ = reduce(&state, .keyPressed(.char("a")))
        for c in "Foil" { _ = reduce(&state, .keyPressed(.char(c))) }
        #expect(reduce(&state, .keyPressed(.enter)) == [.shopping(.addItem(source: .week(Self.monday), text: "Foil"))])
        _ = reduce(&state, .keyPressed(.char("j")))
        #expect(reduce(&state, .keyPressed(.char("d"))) == [.shopping(.remove(source: .week(Self.monday), key: "butter"))])
        _ = reduce(&state, .keyPressed(.char("e")))
        #expect(reduce(&state, .keyPressed(.enter)) == [.shopping(.export(Self.list, path: ""))])
        _ = reduce(&state, .shopping(.exported(path: "/tmp/x.md")))
        #expect(state.status == StatusMessage("Saved the list to /tmp/x.md.", kind: .success))
    }
}
