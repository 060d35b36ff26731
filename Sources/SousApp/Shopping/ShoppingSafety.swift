import SousCore

/// Which people a shopping line is a problem for, and in which recipes: "⚠ peanuts: Sam (Satay)".
/// The eaters are those of the plan entries that need the line, else the household.
public enum ShoppingSafety {
    public static func warning(for line: ShoppingLine, in state: AppState) -> (text: String, allergy: Bool)? {
        guard state.household.hasRestrictions else { return nil }
        let safety = AllergenDetector.standard.check(Ingredient(name: line.name), corrections: state.nutrition.corrections)
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
}
