/// Compares a recipe's ingredients with the pantry: pure, so the store's candidates and any
/// recipe already in memory are judged the same way. Keys are `ShoppingName.key(for:)`;
/// staples count as held; amounts count when both sides have them (700 g rice needed, 500 g
/// held: "short"), and an amount-less or incomparable item counts as held.
public struct PantryMatcher: Sendable {
    public var items: [String: PantryItem]
    public var staples: PantryStaples
    public var today: PlanDay

    public init(items: [PantryItem], staples: PantryStaples, today: PlanDay) {
        var byKey: [String: PantryItem] = [:]
        for item in items where !item.key.isEmpty {
            if let existing = byKey[item.key], let merged = PantryStock.merge(item, into: existing) {
                byKey[item.key] = merged
            } else if byKey[item.key] == nil {
                byKey[item.key] = item
            }
        }
        self.items = byKey
        self.staples = staples
        self.today = today
    }

    /// The recipe judged at `servings` (its own servings when nil).
    public func suggestion(for recipe: Recipe, servings: Int? = nil) -> PantrySuggestion {
        let factor = servings.map { Scaler.factor(from: recipe.servings, to: $0) } ?? .one
        var result = PantrySuggestion(recipeID: recipe.id, title: recipe.title, totalMinutes: recipe.totalMinutes,
                                      category: recipe.category)
        // One verdict per food: the recipe's amounts of one key are added up first.
        var order: [String] = []
        var needs: [String: (name: String, amount: ShoppingAmount)] = [:]
        for ingredient in recipe.ingredients {
            let key = ShoppingName.key(for: ingredient.name)
            guard !key.isEmpty else { continue }
            let scaled = Scaler.scale(ingredient, by: factor)
            if needs[key] == nil {
                order.append(key)
                needs[key] = (ShoppingName.display(for: ingredient.name), ShoppingAmount())
            }
            needs[key]!.amount.add(quantity: scaled.quantity, high: scaled.quantityHigh, unit: scaled.unit)
        }
        for key in order {
            let (name, amount) = needs[key]!
            if let item = items[key] {
                switch PantryCoverage.remaining(amount, key: key, have: item) {
                case .covered, .haveSome: result.have.append(name)
                case .rest: result.short.append(name)
                }
                if let mark = item.dateMark(today: today), mark.isNear {
                    result.usesUp.append("\(name) (\(mark.shortText))")
                }
            } else if staples.contains(key) {
                result.have.append(name)
                result.staples.append(name)
            } else {
                result.missing.append(name)
            }
        }
        return result
    }
}
