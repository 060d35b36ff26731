import Foundation

/// One amount of a shopping line as numbers, for scripts: "1.8 kg, plus 2" is 1.8 kg and 2 (no
/// unit). Read from the line's own text, so the numbers and units are exactly those shown,
/// after the unit choice and kitchen rounding that made the text.
public struct ShoppingAmountPart: Equatable, Sendable {
    public var quantity: Double
    /// The top of a range ("2-3 cloves"), else nil.
    public var high: Double?
    public var unit: String?

    public init(quantity: Double, high: Double? = nil, unit: String? = nil) {
        self.quantity = quantity
        self.high = high
        self.unit = unit
    }

    /// The parts of an amount as `ShoppingAmount.text` writes it ("700 g", "1 1/2-2 cups",
    /// "300 g, plus 3 medium"); a part without a leading number is left out.
    public static func parts(of amount: String) -> [ShoppingAmountPart] {
        amount.components(separatedBy: ", plus ").compactMap(part)
    }

    static func part(_ text: String) -> ShoppingAmountPart? {
        guard let (range, rest) = QuantityParser.parseLeading(text[...]) else { return nil }
        let unit = rest.trimmingCharacters(in: .whitespaces)
        return ShoppingAmountPart(quantity: range.low.doubleValue, high: range.high?.doubleValue,
                                  unit: unit.isEmpty ? nil : unit)
    }
}
