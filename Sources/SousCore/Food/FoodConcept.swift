/// One food sous knows: an Open Food Facts concept ("en:red-onion") or one of sous's own
/// ("sous:seed-butter"), with its names, its parents and the allergen and diet facts it has after
/// inheritance (worked out when the table is derived: `scripts/derive-food.py`), which
/// `FoodKnowledge.facts(of:)` gives.
public struct FoodConcept: Hashable, Sendable {
    public var id: String
    /// Every name the food is written with, the usual one first.
    public var names: [String]
    /// Indexes of the concepts this one is a kind of ("red onion" is an "onion").
    public var parents: [Int]
    /// Nobody decided the facts, here or above: "check the label".
    public var isUnknown: Bool
    /// Equipment listed among the ingredients ("baking dish").
    public var isNotFood: Bool

    public var name: String { names.first ?? id }
}
