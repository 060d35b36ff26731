/// What a recipe means for the people eating it: who must not eat it and why, and whether a
/// line could not be decided while someone has an allergy. Read from the recipe's contents;
/// shown on rows, in the detail view, the plan and the shopping list.
public struct SafetyVerdict: Hashable, Sendable {
    public var conflicts: [PersonConflict]
    /// A line reads "check the label" and at least one eater has an allergy.
    public var checkTheLabel: Bool

    public init(safety: RecipeSafety, people: [Person]) {
        conflicts = people.compactMap { $0.conflict(with: safety.contents) }
        checkTheLabel = safety.unsureLines > 0 && people.contains { !$0.allergies.isEmpty }
    }

    public var isSafe: Bool { conflicts.isEmpty && !checkTheLabel }

    /// An allergy is at stake (red), not only a diet (orange).
    public var hasAllergy: Bool { conflicts.contains { $0.isAllergy } }

    /// The allergen groups behind the conflicts, in the law's order.
    public var allergens: [Allergen] {
        Set(conflicts.flatMap(\.allergens)).sorted()
    }

    public var diets: [Diet] {
        Set(conflicts.flatMap(\.diets)).sorted()
    }

    /// A few characters for a list row: "⚠ peanuts", "⚠ milk +1", "✗ vegan", "? label"; empty when safe.
    public var badge: String {
        if let first = allergens.first {
            return "⚠ " + first.shortName + (allergens.count > 1 ? " +\(allergens.count - 1)" : "")
        }
        if let first = diets.first {
            return "✗ " + first.rawValue + (diets.count > 1 ? " +\(diets.count - 1)" : "")
        }
        return checkTheLabel ? "? label" : ""
    }

    /// "not suitable for Sam (tree nuts), Alex (vegan)"; "check the label" when only undecided.
    public var sentence: String {
        var parts: [String] = []
        if !conflicts.isEmpty { parts.append("not suitable for " + conflicts.map(\.description).joined(separator: ", ")) }
        if checkTheLabel { parts.append("check the label") }
        return parts.joined(separator: "; ")
    }
}
