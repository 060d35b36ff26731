/// One line of the shopping list: an ingredient once, its total, its aisle and who needs it.
public struct ShoppingLine: Hashable, Sendable {
    /// The merge key (see ShoppingName); checks and aisle changes are remembered by it.
    public var key: String
    public var name: String
    public var amount: String
    public var aisle: Aisle
    /// Titles of the recipes that need it, in plan order, without repeats.
    public var recipes: [String]
    public var isChecked: Bool
    /// Added by hand rather than from a recipe.
    public var isManual: Bool

    public init(key: String, name: String, amount: String, aisle: Aisle, recipes: [String] = [],
                isChecked: Bool = false, isManual: Bool = false) {
        self.key = key
        self.name = name
        self.amount = amount
        self.aisle = aisle
        self.recipes = recipes
        self.isChecked = isChecked
        self.isManual = isManual
    }

    /// "700 g flour", "3 onion" reads badly, so the amount goes after: "onion: 3".
    public var text: String { amount.isEmpty ? name : name + " — " + amount }
}
