import Testing
@testable import SousCore

struct ScaleRequestTests {
    static let noodles = Recipe(title: "Buttery Noodles", ingredients: [Ingredient(quantity: 4, unit: "tbsp", name: "butter")])
    static let curry = Recipe(title: "Curry", servings: 4, ingredients: [Ingredient(quantity: 4, unit: "tbsp", name: "butter")])

    @Test(arguments: [
        (nil as Int?, nil as String?, ScaleRequest.asWritten),
        (3, nil, .servings(3)),
        (nil, "2", .multiple(2)),
        (nil, "1/2", .multiple(Rational(1, 2))),
        (nil, "1.5", .multiple(Rational(3, 2))),
    ])
    func readsTheOptions(servings: Int?, scale: String?, expected: ScaleRequest) throws {
        #expect(try ScaleRequest(servings: servings, scale: scale) == expected)
    }

    @Test(arguments: [(3 as Int?, "2" as String?, ScaleRequestError.both), (nil, "0", .badMultiple("0")), (nil, "lots", .badMultiple("lots"))])
    func refusesWhatItCannotRead(servings: Int?, scale: String?, expected: ScaleRequestError) {
        #expect(throws: expected) { try ScaleRequest(servings: servings, scale: scale) }
    }

    @Test(arguments: [
        (ScaleRequest.asWritten, Self.noodles, Rational.one, nil as Int?),
        (.multiple(2), Self.noodles, Rational(2), nil),
        (.multiple(Rational(1, 2)), Self.noodles, Rational(1, 2), nil),
        (.multiple(2), Self.curry, Rational(2), 8),
        (.multiple(Rational(3, 2)), Self.curry, Rational(3, 2), 6),
        (.multiple(Rational(1, 3)), Self.curry, Rational(1, 3), nil),
        (.servings(6), Self.curry, Rational(3, 2), 6),
    ])
    func factorsAndServings(request: ScaleRequest, recipe: Recipe, factor: Rational, servings: Int?) throws {
        #expect(try request.factor(for: recipe) == factor)
        #expect(request.servings(of: recipe) == servings)
    }

    @Test func servingsOfARecipeWithoutServingsSuggestAScale() {
        #expect(throws: ScaleRequestError.noServings(title: "Buttery Noodles", asked: 3)) {
            try ScaleRequest.servings(3).factor(for: Self.noodles)
        }
        let sentence = ScaleRequestError.noServings(title: "Buttery Noodles", asked: 3).description
        #expect(sentence == "\u{201C}Buttery Noodles\u{201D} does not say how many it serves, so it cannot be scaled to 3 servings; --scale 3 makes 3 times as much.")
    }
}
