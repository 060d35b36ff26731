@testable import SousCore
import Testing

/// What a recipe has and misses against the pantry, and the ranking.
struct PantryMatcherTests {
    let today = PlanDay(year: 2026, month: 11, day: 23)!

    func recipe(_ title: String, _ ingredients: [Ingredient]) -> Recipe {
        Recipe(title: title, servings: 2, ingredients: ingredients)
    }

    @Test func haveMissingShortAndUsesUp() {
        let matcher = PantryMatcher(items: [
            PantryItem(name: "rice", quantity: 500, unit: "g"),
            PantryItem(name: "spinach", bestBefore: today.adding(days: 2)),
            PantryItem(name: "onions", quantity: 2),
        ], staples: PantryStaples(), today: today)
        let s = matcher.suggestion(for: recipe("Pilaf", [
            Ingredient(quantity: 700, unit: "g", name: "basmati rice"), Ingredient(quantity: 700, unit: "g", name: "rice"),
            Ingredient(quantity: 1, name: "onion, chopped"), Ingredient(quantity: 100, unit: "g", name: "spinach"),
            Ingredient(name: "black pepper"), Ingredient(quantity: 1, name: "lemon"),
        ]))
        #expect(s.have == ["onion", "spinach", "black pepper"])
        #expect(s.missing == ["lemon"])
        // Rice covers basmati rice with a note (a more general food), and is short for both.
        #expect(s.short == ["basmati rice", "rice"])
        #expect(s.noted == ["basmati rice (you have rice)"])
        #expect(s.usesUp == ["spinach (2 days)"])
        #expect(s.missingCount == 3)
    }

    @Test func aFullyCoveredRecipeRanksAboveOneMissingAnItemWhateverItUsesUp() {
        let covered = PantrySuggestion(title: "B", have: ["x"])
        let usesUp = PantrySuggestion(title: "A", have: ["x"], missing: ["y"], usesUp: Array(repeating: "s (1 day)", count: 20))
        let nearDated = PantrySuggestion(title: "C", have: ["x"], usesUp: ["s (1 day)"])
        #expect(PantrySuggestion.ranked([usesUp, covered, nearDated]).map(\.title) == ["C", "B", "A"])
    }

    /// What the pantry covers counts as well as what is missing; staples do not count as using it.
    @Test(arguments: [
        (PantrySuggestion(title: "most", have: ["a", "b", "c", "d", "e"], missing: ["x", "y"]),
         PantrySuggestion(title: "little", have: ["a"], missing: ["x"])),
        (PantrySuggestion(title: "more", have: ["a", "b"], missing: ["x"]),
         PantrySuggestion(title: "fewer", have: ["a"])),
        (PantrySuggestion(title: "near", have: ["a"], usesUp: ["a (1 day)"]),
         PantrySuggestion(title: "far", have: ["a"])),
        (PantrySuggestion(title: "pantry", have: ["a", "salt"], staples: ["salt"]),
         PantrySuggestion(title: "staples", have: ["salt", "water", "oil"], staples: ["salt", "water", "oil"], missing: ["x"])),
    ])
    func ranksByWhatThePantryCoversAndWhatIsMissing(better: PantrySuggestion, worse: PantrySuggestion) {
        #expect(better.score > worse.score)
        #expect(PantrySuggestion.ranked([worse, better]).map(\.title) == [better.title, worse.title])
    }

    @Test func staplesAreHaveButNotUsed() {
        let matcher = PantryMatcher(items: [PantryItem(name: "rice")], staples: PantryStaples(), today: today)
        let s = matcher.suggestion(for: recipe("Rice", [Ingredient(name: "rice"), Ingredient(name: "boiling water")]))
        #expect(s.have == ["rice", "boiling water"])
        #expect(s.staples == ["boiling water"])
        #expect(s.usedCount == 1)
    }
}
