/// An exact fraction, so that scaled kitchen amounts never show floating-point noise.
/// Always stored in lowest terms with a positive denominator.
///
/// Arithmetic never traps on overflow: when an exact result does not fit in `Int`, the result
/// falls back to the nearest fraction with a small denominator. Kitchen amounts never get near
/// that limit, but imported data can be arbitrary, and a cooking app must not crash on it.
public struct Rational: Hashable, Comparable, Sendable {
    public let numerator: Int
    public let denominator: Int

    /// Division by a zero denominator is a programming error; parsers check before calling this.
    public init(_ numerator: Int, _ denominator: Int = 1) {
        precondition(denominator != 0, "denominator must not be zero")
        // Work on magnitudes so that Int.min cannot trap in abs() or negation.
        let negative = (numerator < 0) != (denominator < 0) && numerator != 0
        var n = numerator.magnitude
        var d = denominator.magnitude
        let divisor = Rational.gcd(n, d)
        if divisor > 1 { n /= divisor; d /= divisor }
        let limit = UInt(Int.max)
        if n > limit || d > limit {
            // Only reachable with Int.min in the input: fall back to the nearest fraction.
            let approximate = Double(n) / Double(d)
            self.init(approximating: negative ? -approximate : approximate)
            return
        }
        self.init(reduced: negative ? -Int(n) : Int(n), Int(d))
    }

    /// Stores an already reduced fraction with a positive denominator.
    private init(reduced numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public var doubleValue: Double { Double(numerator) / Double(denominator) }
    public var isInteger: Bool { denominator == 1 }

    /// The nearest fraction to `value` with a denominator of at most `maxDenominator`
    /// (continued fractions, so large limits cost nothing). Non-finite values become zero and
    /// magnitudes beyond Int are clamped, so this never traps.
    public init(approximating value: Double, maxDenominator: Int = 1000) {
        guard value.isFinite else { self.init(0); return }
        let negative = value < 0
        let target = Swift.min(abs(value), 9.2e18)
        // A denominator so large that the numerator would overflow is no use.
        let maxD = Int(Swift.max(1, Swift.min(Double(Swift.max(maxDenominator, 1)), 9.2e18 / (target + 1))))
        var (p0, q0, p1, q1) = (0, 1, 1, 0)
        var x = target
        let tolerance = 1e-12 * Swift.max(1, target)
        while true {
            let a = x.rounded(.down)
            guard Double(q1) * a + Double(q0) <= Double(maxD) else { break }
            let ai = Int(a)
            let (product, o1) = ai.multipliedReportingOverflow(by: p1)
            let (p2, o2) = product.addingReportingOverflow(p0)
            if o1 || o2 { break }
            (p0, q0, p1, q1) = (p1, q1, p2, q0 + ai * q1)
            let remainder = x - a
            if remainder <= 0 || abs(Double(p1) / Double(q1) - target) <= tolerance { break }
            x = 1 / remainder
        }
        // The best semiconvergent within the limit can beat the last convergent.
        if q1 > 0, q1 < maxD {
            let k = (maxD - q0) / q1
            let (kp, o1) = k.multipliedReportingOverflow(by: p1)
            let (pn, o2) = kp.addingReportingOverflow(p0)
            let qn = q0 + k * q1
            if k > 0, !o1, !o2,
               abs(Double(pn) / Double(qn) - target) < abs(Double(p1) / Double(q1) - target) {
                (p1, q1) = (pn, qn)
            }
        }
        self.init(negative ? -p1 : p1, Swift.max(q1, 1))
    }

    static func gcd(_ a: UInt, _ b: UInt) -> UInt {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        Int(truncatingIfNeeded: gcd(a.magnitude, b.magnitude))
    }

    /// The fallback when an exact result would overflow.
    private static func approximate(_ value: Double) -> Rational {
        Rational(approximating: value, maxDenominator: 1_000_000_000)
    }

    public static func + (l: Rational, r: Rational) -> Rational {
        let g = gcd(l.denominator, r.denominator)
        let ld = l.denominator / g, rd = r.denominator / g
        let a = l.numerator.multipliedReportingOverflow(by: rd)
        let b = r.numerator.multipliedReportingOverflow(by: ld)
        let sum = a.partialValue.addingReportingOverflow(b.partialValue)
        let den = ld.multipliedReportingOverflow(by: r.denominator)
        if a.overflow || b.overflow || sum.overflow || den.overflow {
            return approximate(l.doubleValue + r.doubleValue)
        }
        return Rational(sum.partialValue, den.partialValue)
    }

    public static func - (l: Rational, r: Rational) -> Rational { l + (-r) }

    public static prefix func - (value: Rational) -> Rational {
        // numerator is never Int.min (see init), so negation cannot overflow.
        Rational(-value.numerator, value.denominator)
    }

    public static func * (l: Rational, r: Rational) -> Rational {
        let g1 = Swift.max(gcd(l.numerator, r.denominator), 1)
        let g2 = Swift.max(gcd(r.numerator, l.denominator), 1)
        let n = (l.numerator / g1).multipliedReportingOverflow(by: r.numerator / g2)
        let d = (l.denominator / g2).multipliedReportingOverflow(by: r.denominator / g1)
        if n.overflow || d.overflow {
            return approximate(l.doubleValue * r.doubleValue)
        }
        return Rational(n.partialValue, d.partialValue)
    }

    public static func / (l: Rational, r: Rational) -> Rational {
        precondition(r.numerator != 0, "division by zero")
        return l * Rational(r.denominator, r.numerator)
    }

    /// `l / r`, or nil when `r` is zero: for callers working on untrusted input.
    public static func safeDivide(_ l: Rational, _ r: Rational) -> Rational? {
        r.numerator == 0 ? nil : l / r
    }

    public static func < (l: Rational, r: Rational) -> Bool {
        // Full-width products compare exactly without overflow.
        let a = l.numerator.multipliedFullWidth(by: r.denominator)
        let b = r.numerator.multipliedFullWidth(by: l.denominator)
        return a.high != b.high ? a.high < b.high : a.low < b.low
    }

    public static func += (l: inout Rational, r: Rational) { l = l + r }
    public static func *= (l: inout Rational, r: Rational) { l = l * r }

    /// The whole part, rounded toward zero.
    public var wholePart: Int { numerator / denominator }

    /// The absolute value.
    public var magnitude: Rational { numerator < 0 ? -self : self }

    /// The nearest multiple of `step` (ties away from zero); `step` must be positive.
    public func rounded(toMultipleOf step: Rational) -> Rational {
        guard step.numerator > 0 else { return self }
        let units = self / step
        // Exact round-half-away-from-zero on the quotient.
        let q = units.numerator / units.denominator
        let remainder = units - Rational(q)
        var whole = q
        if remainder.magnitude >= Rational(1, 2) { whole += units.numerator < 0 ? -1 : 1 }
        return Rational(whole) * step
    }
}

extension Rational: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension Rational: CustomStringConvertible {
    /// "3/2", or "2" for whole numbers: a debugging form, not for display (see KitchenFormatter).
    public var description: String { isInteger ? "\(numerator)" : "\(numerator)/\(denominator)" }
}

extension Rational: Codable {
    private enum CodingKeys: String, CodingKey { case numerator, denominator }

    /// Decoding re-normalises and rejects a zero denominator, so stored data cannot smuggle in
    /// a value that would later trap.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let n = try container.decode(Int.self, forKey: .numerator)
        let d = try container.decode(Int.self, forKey: .denominator)
        guard d != 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .denominator, in: container, debugDescription: "A fraction cannot have a zero denominator.")
        }
        self.init(n, d)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(numerator, forKey: .numerator)
        try container.encode(denominator, forKey: .denominator)
    }
}
