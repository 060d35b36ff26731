/// The arithmetic of keeping stock: adding the same food twice merges amounts when their units
/// agree, and cooking takes a recipe's amounts out (never below zero; an item used up goes).
public enum PantryStock {
    /// `added` folded into `existing` (same key): amounts add in the existing item's unit, an
    /// item without an amount takes the other's amount, the earlier best-before date wins, and
    /// the existing location stays. nil when both have amounts that cannot be added (500 g and
    /// 2 bags): they are kept as separate items.
    public static func merge(_ added: PantryItem, into existing: PantryItem) -> PantryItem? {
        var result = existing
        switch (existing.quantity, added.quantity) {
        case (nil, nil):
            break
        case (nil, .some):
            result.quantity = added.quantity
            result.unit = added.unit
        case (.some, nil):
            break
        case (.some(let quantity), .some):
            guard let mine = PantryMeasure(quantity: quantity, unit: existing.unit),
                  let theirs = PantryMeasure(quantity: added.quantity, unit: added.unit),
                  let extra = theirs.value(in: mine.kind, key: existing.key) else { return nil }
            result.quantity = PantryMeasure.quantity(mine.value + extra, of: mine.kind, in: existing.unit)
        }
        switch (existing.bestBefore, added.bestBefore) {
        case (.some(let a), .some(let b)): result.bestBefore = min(a, b)
        case (nil, .some(let b)): result.bestBefore = b
        default: break
        }
        if result.location == nil { result.location = added.location }
        return result
    }

    /// `item` after `quantity` `unit` of it was used: nil when it reaches zero, unchanged when
    /// the item has no amount or the units cannot be compared.
    public static func takingOut(quantity: Rational?, unit: String?, from item: PantryItem) -> PantryItem? {
        guard let held = item.quantity, let mine = PantryMeasure(quantity: held, unit: item.unit),
              let used = PantryMeasure(quantity: quantity, unit: unit),
              let usedValue = used.value(in: mine.kind, key: item.key) else { return item }
        let left = mine.value - usedValue
        guard left > .zero else { return nil }
        var result = item
        result.quantity = PantryMeasure.quantity(left, of: mine.kind, in: item.unit)
        return result
    }
}

extension PantryStock {
    /// The pantry after cooking `recipe` at `servings` (its own when nil): each ingredient's
    /// amount comes out of the item with its key. Returns only what changed, so it can be
    /// written and undone; items without an amount, or in units that cannot be compared, stay.
    public static func changesForCooking(_ recipe: Recipe, servings: Int? = nil, from items: [PantryItem]) -> [PantryChange] {
        let factor = servings.map { Scaler.factor(from: recipe.servings, to: $0) } ?? .one
        var current: [PantryItem?] = items
        for ingredient in recipe.ingredients {
            let key = ShoppingName.key(for: ingredient.name)
            guard !key.isEmpty, ingredient.quantity != nil else { continue }
            let scaled = Scaler.scale(ingredient, by: factor)
            // The first item of that food that the amount can come out of.
            guard let index = current.indices.first(where: { index in
                guard let item = current[index], item.key == key, item.quantity != nil else { return false }
                return takingOut(quantity: scaled.quantity, unit: scaled.unit, from: item) != item
            }) else { continue }
            current[index] = takingOut(quantity: scaled.quantity, unit: scaled.unit, from: current[index]!)
        }
        return zip(items, current).compactMap { before, after in
            before == after ? nil : PantryChange(before: before, after: after)
        }
    }
}
