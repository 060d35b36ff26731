import SousApp
import SousCore
import SousTUI
import Testing

/// What the household looks like, and what its allergies and diets add to the other screens.
@Suite struct HouseholdSnapshotTests {
    static let people = [
        Person(id: 1, name: "Sam", allergies: [.peanuts, .treeNuts, .milk]),
        Person(id: 2, name: "Alex", diets: [.vegan]),
        Person(id: 3, name: "Maria", allergies: [.sesame], guest: true),
    ]

    static func withPeople(_ state: AppState) -> AppState {
        var state = state
        state.household = HouseholdState(people: people)
        return state
    }

    @Test(arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 12)])
    func profileScreen(_ size: TerminalSize) {
        var state = Self.withPeople(AppState(size: size))
        state.route = .household
        state.household.item = 3
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "household-\(size.columns)x\(size.rows)")
    }

    @Test func emptyProfileScreen() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        state.route = .household
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "household-empty")
    }

    @Test func libraryRowsSayWhoCannotEatThem() {
        var state = Self.withPeople(ScreenFixtures.library(TerminalSize(columns: 120, rows: 30)))
        state.library.page.items[0].safety = RecipeSafety(contents: FoodContents(allergens: [.milk]).union(.meat))
        state.library.page.items[2].safety = RecipeSafety(contents: FoodContents(allergens: [.eggs, .milk]))
        state.library.page.items[4].safety = RecipeSafety(unsureLines: 1)
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "library-household-120x30")
    }

    @Test func detailMarksOffendingLinesWithSwaps() {
        let state = Self.withPeople(ScreenFixtures.detail(TerminalSize(columns: 100, rows: 40)))
        Snapshot.assertMatches(AppScreen.render(state, theme: .kitchen), named: "detail-household-100x40")
    }
}
