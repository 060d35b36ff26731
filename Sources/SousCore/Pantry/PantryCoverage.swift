/// What the pantry does for one thing a recipe or the shopping list needs: "need 700 g, have
/// 500 g: buy 200 g". Amounts of one dimension are compared after conversion (kg and g, l and
/// ml, cups and ml; weight and volume through the food's density); counts with counts of the
/// same unit. An item held without an amount, or in units that cannot be compared, is "have
/// some": worth checking, not subtracted.
public enum PantryCoverage: Hashable, Sendable {
    /// The pantry has none of it.
    case notHeld
    /// The pantry holds enough.
    case covered
    /// The pantry holds some; buy this much more (in the need's own unit).
    case short(buy: Rational, unit: String?)
    /// The pantry holds it but the amounts cannot be compared.
    case haveSome

    /// One need (quantity and unit as a recipe writes them) against what the pantry holds.
    public static func of(quantity: Rational?, unit: String?, key: String, have: PantryItem?) -> PantryCoverage {
        guard let have else { return .notHeld }
        guard let need = PantryMeasure(quantity: quantity, unit: unit) else { return .covered }
        guard let held = PantryMeasure(quantity: have.quantity, unit: have.unit),
              let heldValue = held.value(in: need.kind, key: key) else { return .haveSome }
        if heldValue >= need.value { return .covered }
        let rest = need.value - heldValue
        return .short(buy: PantryMeasure.quantity(rest, of: need.kind, in: unit), unit: unit)
    }

    /// What is left of a shopping line's total once the pantry's `have` is taken off.
    public enum Remainder: Hashable, Sendable {
        case covered
        case rest(ShoppingAmount)
        case haveSome
    }

    /// A shopping line's total minus what the pantry holds: the part in the held amount's
    /// dimension (or the one it converts to) goes down, never below zero.
    public static func remaining(_ need: ShoppingAmount, key: String, have: PantryItem) -> Remainder {
        if need.isEmpty { return .covered }
        guard let held = PantryMeasure(quantity: have.quantity, unit: have.unit) else { return .haveSome }
        var rest = need
        func subtract(_ total: ShoppingAmount.Total, _ amount: Rational) -> ShoppingAmount.Total? {
            let high = total.high - amount
            guard high > .zero else { return nil }
            return ShoppingAmount.Total(max(total.low - amount, .zero), high)
        }
        switch held.kind {
        case .mass, .volume:
            if held.kind == .mass, let mass = need.mass {
                rest.mass = subtract(mass, held.value)
            } else if held.kind == .volume, let volume = need.volume {
                rest.volume = subtract(volume, held.value)
            } else if held.kind == .mass, let volume = need.volume, let ml = held.value(in: .volume, key: key) {
                rest.volume = subtract(volume, ml)
            } else if held.kind == .volume, let mass = need.mass, let grams = held.value(in: .mass, key: key) {
                rest.mass = subtract(mass, grams)
            } else {
                return .haveSome
            }
        case .count(let unit):
            guard let index = need.counts.firstIndex(where: { $0.unit == unit }) else { return .haveSome }
            if let left = subtract(need.counts[index].total, held.value) {
                rest.counts[index].total = left
            } else {
                rest.counts.remove(at: index)
            }
        }
        return rest.isEmpty ? .covered : .rest(rest)
    }
}
