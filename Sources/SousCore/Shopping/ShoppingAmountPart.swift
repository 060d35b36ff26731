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
        let words = text.split(separator: " ").map(String.init)
        // The number is every leading word made of digits, dots, slashes and dashes: "1 1/2-2".
        let numberWords = words.prefix { word in word.allSatisfy { $0.isNumber || "./-".contains($0) } }
        guard !numberWords.isEmpty else { return nil }
        let ends = numberWords.joined(separator: " ").split(separator: "-", maxSplits: 1).map(String.init)
        guard let low = ends.first.flatMap(number) else { return nil }
        let high = ends.count == 2 ? number(ends[1]) : nil
        let unit = words.dropFirst(numberWords.count).joined(separator: " ")
        return ShoppingAmountPart(quantity: low, high: high, unit: unit.isEmpty ? nil : unit)
    }

    /// "2", "1.8", "3/4", "1 1/2".
    static func number(_ text: String) -> Double? {
        var total = 0.0
        for word in text.split(separator: " ") {
            let fraction = word.split(separator: "/")
            if fraction.count == 2, let top = Double(fraction[0]), let bottom = Double(fraction[1]), bottom != 0 {
                total += top / bottom
            } else if fraction.count == 1, let value = Double(word) {
                total += value
            } else {
                return nil
            }
        }
        return total
    }
}
