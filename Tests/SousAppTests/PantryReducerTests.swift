import Foundation
import Testing
@testable import SousApp
@testable import SousCore

/// The pantry screen and "cook from the pantry": every key, and answers from the store.
@Suite struct PantryReducerTests {
    static let rice = PantryItem(id: 1, name: "rice", quantity: Rational(500), unit: "g", location: "cupboard")
    static let milk = PantryItem(id: 2, name: "milk", location: "fridge")
    static let soup = PantrySuggestion(recipeID: 7, title: "Tomato Soup", have: ["onion", "tomato"], missing: [])
    static let curry = PantrySuggestion(recipeID: 8, title: "Curry", have: ["rice"], missing: ["cream", "parsley"])

    func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        keys.flatMap { reduce(&state, .keyPressed($0)) }
    }

    static func pantry() -> AppState {
        var state = Fixtures.library(total: 3)
        _ = reduce(&state, .pantry(.loaded(items: [rice, milk], staples: ["salt"])))
        _ = reduce(&state, .keyPressed(.char("K")))
        return state
    }

    /// `I`: the assistant writes a recipe from the pantry; it is asked from the library, where
    /// an import's progress shows and Esc cancels it, and comes back to the import preview.
    @Test func capitalIAsksTheAssistantForARecipeFromThePantry() {
        var state = Self.pantry()
        #expect(press([.char("I")], &state) == [.importing(.invent)])
        #expect(state.route == .library)
        #expect(state.importing?.inProgress == ImportEffect.inventedSource)
        #expect(state.status?.text.hasPrefix("Asking the assistant") == true)
        #expect(press([.escape], &state) == [.importing(.cancelFetch(source: ImportEffect.inventedSource))])
        #expect(state.importing?.inProgress == nil)
        _ = reduce(&state, .importing(.fetched(source: ImportEffect.inventedSource, recipes: [Recipe(title: "Late")])))
        #expect(state.route == .library, "a cancelled invention opens nothing")

        var empty = Fixtures.library(total: 3)
        _ = reduce(&empty, .pantry(.loaded(items: [], staples: [])))
        _ = press([.char("K")], &empty)
        #expect(press([.char("I")], &empty) == [])
        #expect(empty.status?.text == "The pantry is empty: a adds what is in the kitchen first")
    }

    /// `P`: a photo's path, then what the assistant saw waits in the add line to be checked;
    /// nothing is added before Enter.
    @Test func capitalPReadsAPhotoIntoTheAddLineToConfirm() {
        var state = Self.pantry()
        _ = press([.char("P")], &state)
        #expect(state.pantry.prompt?.kind == .photo)
        _ = press("~/fridge.jpg".map { Key.char($0) }, &state)
        #expect(press([.enter], &state) == [.pantry(.readPhoto("~/fridge.jpg"))])
        _ = reduce(&state, .pantry(.photoRead(.success(["2 onions", "1 l milk"]))))
        #expect(state.pantry.prompt == PantryPrompt(kind: .add, text: "2 onions, 1 l milk"))
        #expect(press([.enter], &state) == [.pantry(.add("2 onions, 1 l milk"))])

        _ = reduce(&state, .pantry(.photoRead(.failure(PantryPhotoFailure("There is no photo at ~/fridge.jpg")))))
        #expect(state.status == StatusMessage("There is no photo at ~/fridge.jpg", kind: .error))
    }

    @Test func kOpensThePantryAndItListsByPlace() {
        let state = Self.pantry()
        #expect(state.route == .pantry)
        #expect(state.pantry.grouped.map(\.place) == ["fridge", "cupboard"])
        #expect(state.pantry.shownOrder.map(\.name) == ["milk", "rice"])
    }

    @Test func aAddsTypedOrPastedLines() {
        var state = Self.pantry()
        _ = press([.char("a"), .paste("2 onions\n500 g rice"), .char(","), .char(" "), .char("m")], &state)
        #expect(state.pantry.prompt?.text == "2 onions, 500 g rice, m")
        #expect(press([.enter], &state) == [.pantry(.add("2 onions, 500 g rice, m"))])
        #expect(state.pantry.prompt == nil)
        _ = press([.char("a"), .escape], &state)
        #expect(state.pantry.prompt == nil)
    }

    @Test func dRemovesTheHighlightedItemAndUUndoesTheLastChange() {
        var state = Self.pantry()
        _ = press([.char("j")], &state)
        #expect(press([.char("d")], &state) == [.pantry(.remove(id: 1))])
        let change = PantryChange(before: Self.rice, after: nil)
        _ = reduce(&state, .pantry(.changed([change], message: "Removed rice · u undoes")))
        #expect(press([.char("u")], &state) == [.pantry(.undo([change]))])
        #expect(press([.char("u")], &state).isEmpty)
        #expect(state.status?.text == "Nothing to undo")
    }

    @Test func bAndWSetTheDateAndThePlace() {
        var state = Self.pantry()
        _ = press([.char("b")] + Array("30 Nov").map(Key.char), &state)
        #expect(press([.enter], &state) == [.pantry(.setBestBefore(id: 2, "30 Nov"))])
        _ = press([.char("w"), .ctrl("u")] + Array("freezer").map(Key.char) + [.enter], &state)
        #expect(state.status == nil || state.status?.kind != .error)
        _ = press([.char("w"), .ctrl("u")] + Array("attic").map(Key.char) + [.enter], &state)
        #expect(state.status?.kind == .error)
    }

    @Test func cRanksRecipesAndTheFiltersAskAgain() {
        var state = Self.pantry()
        let query = state.pantry.suggest.query
        #expect(press([.char("c")], &state) == [.pantry(.suggest(query))])
        #expect(state.route == .suggest)
        _ = reduce(&state, .pantry(.suggested(query, [Self.soup, Self.curry])))
        #expect(state.pantry.suggest.results.count == 2)
        var nothingMissing = query
        nothingMissing.maxMissing = 0
        #expect(press([.char("0")], &state) == [.pantry(.suggest(nothingMissing))])
        // An answer to an older question is dropped.
        _ = reduce(&state, .pantry(.suggested(query, [Self.curry])))
        #expect(state.pantry.suggest.isLoading)
        _ = reduce(&state, .pantry(.suggested(nothingMissing, [Self.soup, Self.curry])))
        var timed = nothingMissing
        timed.maxMinutes = 15
        #expect(press([.char("t")], &state) == [.pantry(.suggest(timed))])
        _ = reduce(&state, .pantry(.suggested(timed, [Self.soup, Self.curry])))
        #expect(press([.enter], &state) == [.loadRecipe(id: 7)])
        _ = press([.char("j")], &state)
        #expect(press([.char("c")], &state) == [.pantry(.cook(recipeID: 8))])
        #expect(press([.char("S")], &state) == [.pantry(.addToShopping(["cream", "parsley"]))])
        _ = press([.char("q")], &state)
        #expect(state.route == .pantry)
    }

    @Test func finishingCookModeTakesTheAmountsOutUnlessTabSkips() {
        var state = Self.pantry()
        let recipe = Recipe(id: 9, title: "Rice", servings: 2, ingredients: [Ingredient(quantity: Rational(200), unit: "g", name: "rice")],
                            steps: [Step(text: "Cook the rice.")])
        _ = reduce(&state, .cook(.open(recipe, servings: 2)))
        _ = press([.char(" ")], &state)
        #expect(state.cook?.finishing?.takesOutOfPantry == true)
        #expect(press([.enter], &state).contains(.pantry(.takeOut(recipe, servings: 2))))
        _ = reduce(&state, .cook(.open(recipe, servings: 2)))
        _ = press([.char(" "), .tab], &state)
        #expect(!press([.enter], &state).contains(.pantry(.takeOut(recipe, servings: 2))))
    }
}

/// The shopping list's part in the pantry: "bought all", and lines to check you have.
@Suite struct ShoppingPantryTests {
    @Test func boughtAllChecksEveryLineAndPutsThemInThePantry() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        let monday = PlanDay(iso: "2026-11-23")!
        _ = reduce(&state, .shopping(.open(.week(monday))))
        let onion = ShoppingLine(key: "onion", name: "onion", amount: "3", aisle: .produce)
        let milk = ShoppingLine(key: "milk", name: "milk", amount: "", aisle: .dairyAndEggs, isChecked: true)
        let rice = ShoppingLine(key: "rice", name: "rice", amount: "", aisle: .pantry)
        _ = reduce(&state, .shopping(.loaded(ShoppingList(listID: monday.iso, title: "Week", lines: [onion, milk], checkYouHave: [rice]))))
        #expect(state.shopping?.rows.map(\.key) == ["onion", "milk", "rice"])
        let effects = reduce(&state, .keyPressed(.char("B")))
        #expect(effects == [.shopping(.setChecked(source: .week(monday), key: "onion", true)),
                            .shopping(.setChecked(source: .week(monday), key: "rice", true)),
                            .pantry(.addBought([onion, rice]))])
        #expect(state.shopping?.rows.allSatisfy(\.isChecked) == true)
        #expect(reduce(&state, .keyPressed(.char("B"))).isEmpty)
    }
}

/// `e` writes an item again.
@Suite struct PantryEditTests {
    @Test func eOffersTheItemAsWrittenAndSendsTheNewLine() {
        var state = Fixtures.library(total: 1)
        _ = reduce(&state, .pantry(.loaded(items: [PantryItem(id: 1, name: "rice", quantity: Rational(500), unit: "g")], staples: [])))
        _ = reduce(&state, .keyPressed(.char("K")))
        _ = reduce(&state, .keyPressed(.char("e")))
        #expect(state.pantry.prompt == PantryPrompt(kind: .edit, text: "500 g rice"))
        _ = reduce(&state, .keyPressed(.ctrl("u")))
        for key in Array("750 g rice").map(Key.char) { _ = reduce(&state, .keyPressed(key)) }
        #expect(reduce(&state, .keyPressed(.enter)) == [.pantry(.replace(id: 1, "750 g rice"))])
    }
}
