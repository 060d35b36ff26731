import Foundation
import SousCore
import Testing
@testable import SousFormats

/// Inputs `make fuzz` found that crashed a parser, kept so the fixes stay fixed. Each asserts
/// that the input now gives a sensible result or a clear error instead.
@Suite struct FuzzRegressionTests {
    /// Found by the cooklang target: a prep time of 15 followed by a 90-digit number overflowed
    /// the conversion of its minutes to Int, which traps.
    @Test func cooklangHugeTimeAsFound() throws {
        let input = try #require(Data(base64Encoded: """
            LS0tClABAQEBAQEBAQEBAQEBAXJwZSBUaW1lOiAxLS0KUHJlcCBUaW1lOiAxNWktZTIyMjIyMjIyMjIyMjIyMjIyMjIyMjIy\
            MjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyOiAzMCBtaW4BAQEBAQEBAQEBAQEBAQEB\
            AQEBAQEB9f7+/v7+/v4BAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQF1dGVzCi0tLQo=
            """))
        let recipe = try CooklangImporter.recipe(from: String(decoding: input, as: UTF8.self))
        #expect(recipe.prepMinutes == nil)
    }

    /// The same trap from the other shapes of a time no Int holds: no time is read from them.
    @Test(arguments: ["1e400", "nan", "inf", "-inf", "99999999999999999999999 minutes", "10 hours 99999999999999999999 days"])
    func cooklangTimeTooLargeForMinutesIsIgnored(_ time: String) throws {
        let recipe = try CooklangImporter.recipe(from: "---\nprep time: \(time)\n---\nStir the @soup{}.\n")
        #expect(recipe.prepMinutes == nil)
        #expect(recipe.steps.count == 1)
    }

    @Test func cooklangOrdinaryTimesStillRead() throws {
        let recipe = try CooklangImporter.recipe(from: "---\nprep time: 1h10m\ncook time: 45\n---\nStir.\n")
        #expect(recipe.prepMinutes == 70)
        #expect(recipe.cookMinutes == 45)
    }

    /// Found by hand with the cooklang target's harness after the time overflow: the rating
    /// trapped the same way on "inf", "nan" or a huge number. Huge ratings clamp to 5.
    @Test(arguments: [("inf", 0), ("nan", 0), ("-inf", 0), ("1e300", 5), ("-1e300", 0), ("4/5", 4), ("3.6", 4)])
    func cooklangRatingOfAnySizeIsClamped(_ rating: String, expected: Int) throws {
        let recipe = try CooklangImporter.recipe(from: "---\nrating: \(rating)\n---\nStir.\n")
        #expect(recipe.rating == expected)
    }
}
