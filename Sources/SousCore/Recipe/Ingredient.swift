/// One ingredient line of a recipe: an optional amount (with an optional upper bound for ranges
/// such as "2-3"), an optional unit, the food's name, a preparation note and the original text.
public struct Ingredient: Hashable, Sendable, Codable {
    public var section: String?
    public var quantity: Rational?
    public var quantityHigh: Rational?
    /// The unit as written or canonicalised (for example "cup", "g"); nil for counts.
    public var unit: String?
    public var name: String
    public var note: String?
    /// The line as it was written in the source, for display when nothing better is known.
    public var text: String
    /// Where the line came from and how sure the importer is; nil when not recorded.
    public var provenance: Provenance?

    public init(section: String? = nil, quantity: Rational? = nil, quantityHigh: Rational? = nil,
                unit: String? = nil, name: String, note: String? = nil, text: String = "", provenance: Provenance? = nil) {
        self.section = section
        self.quantity = quantity
        self.quantityHigh = quantityHigh
        self.unit = unit
        self.name = name
        self.note = note
        self.text = text
        self.provenance = provenance
    }
}
