/// An amount brought to something comparable: grams, millilitres, or a count of one counting
/// unit ("" for a bare count: 3 onions). The same reduction `ShoppingAmount` makes, so the
/// pantry and the shopping list agree on which amounts can be added and subtracted.
public struct PantryMeasure: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case mass
        case volume
        case count(String)
    }

    public var kind: Kind
    /// Grams, millilitres or the count.
    public var value: Rational

    public init(kind: Kind, value: Rational) {
        self.kind = kind
        self.value = value
    }

    /// nil when there is no quantity.
    public init?(quantity: Rational?, unit: String?) {
        guard let quantity else { return nil }
        let written = (unit ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if !written.isEmpty, let known = Unit.lookup(written), let factor = known.baseFactor {
            switch known.dimension {
            case .mass: self.init(kind: .mass, value: quantity * factor)
            case .volume: self.init(kind: .volume, value: quantity * factor)
            case .count: self.init(kind: .count(known.id), value: quantity)
            }
            return
        }
        self.init(kind: .count(Unit.lookup(written)?.id ?? written.lowercased()), value: quantity)
    }

    /// This amount in `kind`, converting weight and volume through the food's density
    /// (`IngredientDensity`) when needed; nil when they cannot be compared.
    public func value(in kind: Kind, key: String) -> Rational? {
        if kind == self.kind { return value }
        guard let density = IngredientDensity.gramsPerMillilitre(forKey: key) else { return nil }
        switch (self.kind, kind) {
        case (.volume, .mass): return value * density
        case (.mass, .volume): return Rational.safeDivide(value, density)
        default: return nil
        }
    }

    /// `value` of this kind written back in `unit` (the unit of the amount it came from).
    public static func quantity(_ value: Rational, of kind: Kind, in unit: String?) -> Rational {
        switch kind {
        case .count: return value
        case .mass, .volume:
            guard let unit, let factor = Unit.lookup(unit)?.baseFactor, factor != .zero else { return value }
            return value / factor
        }
    }
}
