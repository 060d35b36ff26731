import SousCore

/// Which people a shopping line is a problem for, and in which recipes: "⚠ peanuts: Sam (Satay)".
/// The eaters are those of the plan entries that need the line, else the household.
public enum ShoppingSafety {
    public static func warning(for line: ShoppingLine, in state: AppState) -> (text: String, allergy: Bool)? {
        guard state.household.hasRestrictions else { return nil }
        let safety = state.shopping?.lineSafety[line.name]
            ?? check(line.name, corrections: state.nutrition.corrections, detector: state.allergens.detector)
        guard !safety.contents.isEmpty || safety.unsure else { return nil }
        let entries = (state.plan.week?.entries ?? []).filter { entry in line.recipes.contains(entry.title) }
        var people: [Person] = []
        for entry in entries {
            for person in state.household.eaters(entry.eaters) where !people.contains(person) { people.append(person) }
        }
        if entries.isEmpty { people = state.household.everyone }
        let conflicts = people.compactMap { $0.conflict(with: safety.contents) }
        let recipes = line.recipes.isEmpty ? "" : " (" + line.recipes.joined(separator: ", ") + ")"
        if conflicts.isEmpty {
            return safety.unsure && people.contains(where: { !$0.allergies.isEmpty }) ? ("? check the label" + recipes, false) : nil
        }
        let allergy = conflicts.contains(where: \.isAllergy)
        return ((allergy ? "⚠ " : "✗ ") + conflicts.map(\.description).joined(separator: ", ") + recipes, allergy)
    }

    /// What every line of `list` contains, by name (`ShoppingState.lineSafety`).
    public static func contents(of list: ShoppingList, corrections: [String: String],
                                detector: AllergenDetector) -> [String: IngredientSafety] {
        var found: [String: IngredientSafety] = [:]
        for line in list.lines + list.checkYouHave + list.staples + list.inPantry where found[line.name] == nil {
            found[line.name] = check(line.name, corrections: corrections, detector: detector)
        }
        return found
    }

    static func check(_ name: String, corrections: [String: String], detector: AllergenDetector) -> IngredientSafety {
        detector.check(Ingredient(name: name), corrections: corrections)
    }
}
