/// A library filter on what recipes contain: "safe for everyone", "safe for Sam", "vegan".
/// Answered by the store from each recipe's precomputed contents: a recipe passes when it holds
/// nothing in `avoids` and, when allergies are at stake, no line reads "check the label".
public struct SafetyFilter: Hashable, Sendable, Codable {
    /// What the filter is called on screen and in messages.
    public var label: String
    public var avoids: FoodContents
    /// Leave out recipes with a line that could not be decided. True whenever an allergy is
    /// involved: an allergy is never guessed away. A diet alone (a preference) keeps them, and
    /// their rows say "check the label".
    public var excludesUnsure: Bool

    public init(label: String, avoids: FoodContents, excludesUnsure: Bool) {
        self.label = label
        self.avoids = avoids
        self.excludesUnsure = excludesUnsure
    }

    /// Safe for every one of `people` (with an empty list, nothing is filtered out but the
    /// filter is still named).
    public static func safe(for people: [Person], label: String) -> SafetyFilter {
        let avoids = people.reduce(into: FoodContents()) { $0.formUnion($1.avoids) }
        return SafetyFilter(label: label, avoids: avoids, excludesUnsure: people.contains { !$0.allergies.isEmpty })
    }

    public static func diet(_ diet: Diet) -> SafetyFilter {
        SafetyFilter(label: diet.name, avoids: diet.excludes, excludesUnsure: false)
    }

    /// Whether a recipe with `safety` passes the filter.
    public func admits(_ safety: RecipeSafety) -> Bool {
        safety.contents.isDisjoint(with: avoids) && !(excludesUnsure && safety.unsureLines > 0)
    }
}
