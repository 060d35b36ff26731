/// One piece of a Cooklang step: plain text or a reference marked with `@`, `#` or `~`.
public enum CooklangItem: Hashable, Sendable {
    case text(String)
    case ingredient(CooklangIngredient)
    case cookware(CooklangCookware)
    case timer(CooklangTimer)
}

/// An `@name{quantity%unit}(preparation)` reference.
public struct CooklangIngredient: Hashable, Sendable {
    public var name: String
    /// nil when no amount was written (the specification reads that as "some").
    public var quantity: CooklangQuantity?
    /// The amount exactly as written between `{` and `%`, trimmed, without a leading `=`.
    public var quantityText: String
    /// Empty when no unit was written.
    public var units: String
    public var preparation: String?
    /// `{=2%g}`: an amount that must not change when the recipe is scaled.
    public var isFixed: Bool

    public init(name: String, quantity: CooklangQuantity? = nil, quantityText: String = "",
                units: String = "", preparation: String? = nil, isFixed: Bool = false) {
        self.name = name
        self.quantity = quantity
        self.quantityText = quantityText
        self.units = units
        self.preparation = preparation
        self.isFixed = isFixed
    }
}

/// A `#name{quantity}` reference to a pot, pan or tool.
public struct CooklangCookware: Hashable, Sendable {
    public var name: String
    /// nil when no amount was written (the specification reads that as 1).
    public var quantity: CooklangQuantity?

    public init(name: String, quantity: CooklangQuantity? = nil) {
        self.name = name
        self.quantity = quantity
    }
}

/// A `~name{quantity%unit}` timer; the name may be empty and the amount absent (`~rest`).
public struct CooklangTimer: Hashable, Sendable {
    public var name: String
    public var quantity: CooklangQuantity?
    public var quantityText: String
    public var units: String

    public init(name: String, quantity: CooklangQuantity? = nil, quantityText: String = "", units: String = "") {
        self.name = name
        self.quantity = quantity
        self.quantityText = quantityText
        self.units = units
    }
}
