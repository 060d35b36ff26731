import Foundation
import Testing
@testable import SousCore

struct RationalCodingTests {
    @Test func roundTripsThroughJSON() throws {
        let value = Rational(3, 2)
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(Rational.self, from: data) == value)
    }

    @Test(arguments: [
        (#"{"numerator":2,"denominator":4}"#, Rational(1, 2) as Rational?),
        (#"{"numerator":1,"denominator":0}"#, nil),
    ])
    func decodingNormalisesAndRejectsZeroDenominators(json: String, expected: Rational?) {
        let decoded = try? JSONDecoder().decode(Rational.self, from: Data(json.utf8))
        #expect(decoded == expected)
    }
}
