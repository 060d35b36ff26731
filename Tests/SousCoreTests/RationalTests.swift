import Testing
@testable import SousCore

struct RationalTests {
    @Test func normalisesSignAndLowestTerms() {
        #expect(Rational(2, -4) == Rational(-1, 2))
        #expect(Rational(6, 4).numerator == 3 && Rational(6, 4).denominator == 2)
        #expect(Rational(0, -5) == .zero)
        #expect(Rational(Int.min, 1) < .zero)
        #expect(Rational(1, Int.min) == .zero)
        #expect(Rational(Int.min, 3) < Rational(Int.min / 4, 1))
    }

    @Test func exactArithmetic() {
        #expect(Rational(1, 3) * 3 == .one)
        #expect(Rational(1, 3) + Rational(1, 6) == Rational(1, 2))
        #expect(Rational(1, 2) - Rational(3, 4) == Rational(-1, 4))
        #expect(Rational(3, 4) / Rational(3, 8) == 2)
        #expect(Rational.safeDivide(1, .zero) == nil)
    }

    @Test func overflowFallsBackInsteadOfTrapping() {
        let big = Rational(Int.max / 2, 3)
        let product = big * big
        #expect(product > big)
        let sum = Rational(Int.max, 1) + Rational(Int.max, 1)
        #expect(sum > .zero)
        let awkward = Rational(1, 1_000_000_007) + Rational(1, 1_000_000_009) + Rational(1, 998_244_353)
        #expect(awkward > .zero)
        #expect(Rational(Int.max, 3) < Rational(Int.max, 2))
    }

    @Test(arguments: [
        (0.5, Rational(1, 2)), (0.3333333333, Rational(1, 3)), (2.75, Rational(11, 4)),
        (Double.nan, Rational.zero), (Double.infinity, Rational.zero),
    ])
    func approximates(value: Double, expected: Rational) {
        #expect(Rational(approximating: value) == expected)
    }

    @Test func approximatingHugeValuesDoesNotTrap() {
        #expect(Rational(approximating: 1e300) > .zero)
        #expect(Rational(approximating: -1e300) < .zero)
    }

    @Test(arguments: [
        (Rational(7, 4), Rational(1, 2), Rational(2)),
        (Rational(5, 4), Rational(1, 2), Rational(3, 2)),
        (Rational(375, 2), Rational(1), Rational(188)),
        (Rational(-3, 2), Rational(1), Rational(-2)),
    ])
    func roundsToMultiples(value: Rational, step: Rational, expected: Rational) {
        #expect(value.rounded(toMultipleOf: step) == expected)
    }
}
