import Foundation
import Testing
@testable import SousApp
@testable import SousCore

/// The household feature: the profile screen's keys, the safety filters, the plan's eaters and
/// the adapted copy.
@Suite struct HouseholdReducerTests {
    static let sam = Person(id: 1, name: "Sam", allergies: [.peanuts, .treeNuts])
    static let alex = Person(id: 2, name: "Alex", diets: [.vegan])
    static let maria = Person(id: 3, name: "Maria", allergies: [.sesame], guest: true)

    func press(_ keys: [Key], _ state: inout AppState) -> [Effect] {
        keys.flatMap { reduce(&state, .keyPressed($0)) }
    }

    static func household(_ people: [Person] = [sam, alex, maria]) -> AppState {
        var state = Fixtures.library(total: 5)
        _ = reduce(&state, .household(.loaded(people)))
        return state
    }

    @Test func startingLoadsThePeople() {
        var state = AppState(size: TerminalSize(columns: 80, rows: 24))
        #expect(reduce(&state, .firstFrameShown).contains(.household(.load)))
    }

    @Test func hOpensTheProfileAndQGoesBack() {
        var state = Self.household()
        _ = press([.char("H")], &state)
        #expect(state.route == .household)
        _ = press([.char("q")], &state)
        #expect(state.route == .library)
    }

    @Test func addingAPersonAsksForANameAndRefusesRepeats() {
        var state = Self.household()
        _ = press([.char("H"), .char("a")], &state)
        #expect(state.household.prompt?.kind == .add)
        #expect(press([.char("s"), .char("a"), .char("m"), .enter], &state) == [])
        #expect(state.status?.kind == .error)
        _ = press([.ctrl("u")], &state)
        let effects = press(Array("Bo").map(Key.char) + [.enter], &state)
        #expect(effects == [.household(.add(Person(name: "Bo")))])
        #expect(state.household.prompt == nil)
        _ = press([.char("a"), .escape], &state)
        #expect(state.household.prompt == nil)
    }

    @Test func spaceTicksTheHighlightedBoxAndSavesThePerson() {
        var state = Self.household()
        _ = press([.char("H"), .enter], &state)
        #expect(state.household.item == 0)
        // Down twice: eggs. Right: the same row of the next column (tree nuts' column: soybeans + 7 = ...).
        let effects = press([.char("j"), .char("j"), .char(" ")], &state)
        var expected = Self.sam
        expected.allergies.insert(.eggs)
        #expect(effects.first == .household(.update(expected)))
        #expect(state.household.people[0].allergies.contains(.eggs))
        _ = press([.char("l"), .char("l"), .char("k"), .char("k")], &state)
        #expect(state.household.item == 14)
        _ = press([.char(" ")], &state)
        #expect(state.household.people[0].diets == [.vegetarian])
        _ = press([.escape], &state)
        #expect(state.household.item == nil && state.route == .household)
    }

    /// A cook who adds Sam and presses Space at once (before the store answers) ticks Sam's first
    /// box: the new person is on screen from the Enter, and the tick is saved by name.
    @Test func spaceRightAfterAddingTicksTheNewPerson() {
        var state = Self.household([])
        _ = press([.char("H"), .char("a")] + Array("Sam").map(Key.char) + [.enter], &state)
        #expect(state.household.selectedPerson?.name == "Sam")
        let effects = press([.char(" ")], &state)
        #expect(effects.first == .household(.update(Person(name: "Sam", allergies: [.gluten]))))
        #expect(state.household.selectedPerson?.allergies == [.gluten])
        // The store answers the add (no ticks yet), then the update.
        _ = reduce(&state, .household(.loaded([Person(id: 7, name: "Sam")])))
        _ = reduce(&state, .household(.loaded([Person(id: 7, name: "Sam", allergies: [.gluten])])))
        #expect(state.household.selectedPerson == Person(id: 7, name: "Sam", allergies: [.gluten]))
    }

    @Test func removingSomeoneCanBeUndone() {
        var state = Self.household()
        _ = press([.char("H"), .char("j")], &state)
        #expect(press([.char("D")], &state) == [.household(.remove(id: 2))])
        #expect(state.household.people.map(\.name) == ["Sam", "Maria"])
        _ = reduce(&state, .household(.removed(eatsAt: [10, 11])))
        var back = Self.alex
        back.id = nil
        // Back, and at the meals they were set to eat.
        #expect(press([.char("u")], &state) == [.household(.restore(back, eatsAt: [10, 11]))])
    }

    @Test func theLibraryFilterCyclesEveryoneEachPersonAndEachDiet() {
        var state = Self.household()
        var labels: [String] = []
        for _ in 0..<(4 + Diet.allCases.count + 1) {
            _ = press([.char("a")], &state)
            labels.append(state.library.query.safety?.label ?? "all")
        }
        #expect(labels == ["safe for everyone", "safe for Sam", "safe for Alex", "safe for Maria"]
                + Diet.allCases.map(\.rawValue) + ["all"])
        _ = press([.char("a")], &state)
        let everyone = try! #require(state.library.query.safety)
        // Everyone is the household: the guest's sesame is not in it; an allergy rules out undecided lines.
        #expect(everyone.avoids == Self.sam.avoids.union(Self.alex.avoids))
        #expect(everyone.excludesUnsure)
        _ = press([.escape], &state)
        #expect(state.library.query.safety == nil)
    }

    @Test func aFilterFollowsThePersonWhenTheirAllergiesChange() {
        var state = Self.household()
        _ = press([.char("a"), .char("a")], &state)
        #expect(state.library.query.safety?.label == "safe for Sam")
        var sam = Self.sam
        sam.allergies = [.milk]
        let effects = reduce(&state, .household(.loaded([sam, Self.alex])))
        #expect(state.library.query.safety?.avoids == FoodContents(.milk))
        #expect(effects.contains { if case .loadLibrary = $0 { true } else { false } })
    }

    @Test func theVerdictNamesWhoMustNotEatIt() {
        let state = Self.household()
        let satay = RecipeSafety(contents: FoodContents(allergens: [.peanuts, .sesame]))
        let verdict = state.household.verdict(satay)
        #expect(verdict.sentence == "not suitable for Sam (peanuts)")
        #expect(verdict.badge == "⚠ peanuts")
        let forGuests = state.household.verdict(satay, eaters: [3])
        #expect(forGuests.sentence == "not suitable for Maria (sesame)")
        let butter = state.household.verdict(RecipeSafety(contents: FoodContents(.milk)))
        #expect(butter.badge == "✗ vegan" && !butter.hasAllergy)
        let unsure = state.household.verdict(RecipeSafety(unsureLines: 1))
        #expect(unsure.badge == "? label" && !unsure.isSafe)
    }

    @Test func wSavesACopyWithSwapsOrSaysWhyNot() {
        var state = Self.household([Self.alex])
        let pancakes = Recipe(id: 9, title: "Pancakes", servings: 2, ingredients: [
            Ingredient(quantity: Rational(2), name: "eggs", text: "2 eggs"),
            Ingredient(quantity: Rational(200), unit: "g", name: "rice flour", text: "200 g rice flour"),
        ])
        _ = Fixtures.answeringNutrition(reduce(&state, .recipeLoaded(pancakes)), in: &state)
        let effects = press([.char("w")], &state)
        guard case .saveAdapted(let copy)? = effects.first?.feature(HouseholdEffect.self) else {
            Issue.record("expected a save, got \(effects)")
            return
        }
        #expect(copy.adaptedFrom == 9 && copy.id == nil)
        #expect(copy.title == "Pancakes (vegan)")
        #expect(!copy.ingredients.contains { $0.name == "eggs" })
        _ = reduce(&state, .household(.adaptedSaved(copy)))
        #expect(state.detail?.recipe.title == "Pancakes (vegan)")
        // A recipe that already suits everyone has nothing to swap.
        _ = reduce(&state, .recipeLoaded(Recipe(id: 4, title: "Rice", ingredients: [Ingredient(name: "rice", text: "rice")])))
        #expect(press([.char("w")], &state).isEmpty)
        #expect(state.status?.text.contains("already suits everyone") == true)
    }

    @Test func ePromptSetsWhoEatsAPlanEntry() {
        var state = Self.household()
        let monday = PlanDay(iso: "2026-11-23")!
        let slots = [MealSlot(id: 3, name: "Dinner", position: 0)]
        let satay = PlanEntry(id: 10, day: monday, slotID: 3, recipeID: 5, title: "Satay",
                              recipeSafety: RecipeSafety(contents: FoodContents(allergens: [.peanuts, .sesame])))
        state.push(.plan)
        _ = reduce(&state, .plan(.loaded(PlanWeek(calendar: PlanCalendar(), start: monday, slots: slots, entries: [satay]))))
        _ = press([.char("e")], &state)
        #expect(state.plan.prompt?.kind == .eaters)
        #expect(press(Array("Nobody").map(Key.char) + [.enter], &state).isEmpty)
        #expect(state.status?.kind == .error)
        _ = press([.char("e")] + Array("maria, sam").map(Key.char) + [.enter], &state)
        #expect(state.status?.text.contains("not suitable for Sam (peanuts), Maria (sesame)") == true)
        _ = press([.char("e"), .enter], &state)
        #expect(state.status?.text == "Satay: for the household")
    }
}
