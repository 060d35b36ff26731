/// One thing in the kitchen's inventory: "500 g rice in the cupboard, best before 30 Nov".
/// `key` is the shopping list's merge key (`ShoppingName.key(for:)`), so the pantry, the
/// shopping list and recipes all agree on what counts as the same food.
public struct PantryItem: Hashable, Sendable, Codable {
    /// The stored row's id; nil until saved.
    public var id: Int64?
    public var name: String
    public var key: String
    /// How much there is; nil means "some" (an amount nobody counted).
    public var quantity: Rational?
    /// The unit as written or canonicalised ("g", "ml", "clove"); nil for a plain count.
    public var unit: String?
    public var bestBefore: PlanDay?
    /// "fridge", "freezer", "cupboard" or an aisle's name (see `PantryLocation`).
    public var location: String?

    public init(id: Int64? = nil, name: String, key: String? = nil, quantity: Rational? = nil, unit: String? = nil,
                bestBefore: PlanDay? = nil, location: String? = nil) {
        self.id = id
        self.name = name
        self.key = key ?? ShoppingName.key(for: name)
        self.quantity = quantity
        self.unit = unit
        self.bestBefore = bestBefore
        self.location = location
    }

    /// "500 g", "2", "" when there is no amount.
    public var amountText: String {
        guard let quantity else { return "" }
        let number = KitchenFormatter.format(quantity)
        guard let unit, !unit.isEmpty else { return number }
        if let known = Unit.lookup(unit), known.dimension != .count, known.system == .metric {
            return KitchenFormatter.format(low: quantity, high: nil, unit: known.id)
        }
        if let known = Unit.lookup(unit) { return number + " " + known.name(for: quantity) }
        return number + " " + unit
    }

    /// "500 g rice", "milk".
    public var text: String { amountText.isEmpty ? name : amountText + " " + name }

    /// How the date reads today: expired, near (within `PantryDateMark.nearDays`) or fine.
    public func dateMark(today: PlanDay) -> PantryDateMark? {
        bestBefore.map { PantryDateMark(bestBefore: $0, today: today) }
    }
}
