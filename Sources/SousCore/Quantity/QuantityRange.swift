/// An amount as written in a recipe: a single value ("2") or a range ("2-3").
/// `high` is nil for a single value and, when present, is always greater than `low`.
public struct QuantityRange: Hashable, Sendable {
    public var low: Rational
    public var high: Rational?

    public init(low: Rational, high: Rational? = nil) {
        self.low = low
        self.high = high
    }

    /// The larger end, which decides plurals ("1-2 cups").
    public var upper: Rational { high ?? low }

    /// Both ends multiplied by `factor`.
    public func scaled(by factor: Rational) -> QuantityRange {
        QuantityRange(low: low * factor, high: high.map { $0 * factor })
    }
}
