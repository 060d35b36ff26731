@testable import SousCore
import Testing

/// The pantry's amounts against needs, merging and taking out, and date marks.
struct PantryArithmeticTests {
    struct CoverageCase: Sendable, CustomStringConvertible {
        var need: (Rational?, String?)
        var key: String
        var have: (Rational?, String?)?
        var expected: PantryCoverage
        var description: String { "\(key): need \(need), have \(String(describing: have))" }
    }

    static let coverage: [CoverageCase] = [
        .init(need: (700, "g"), key: "rice", have: (500, "g"), expected: .short(buy: 200, unit: "g")),
        .init(need: (1, "kg"), key: "rice", have: (500, "g"), expected: .short(buy: Rational(1, 2), unit: "kg")),
        .init(need: (500, "g"), key: "rice", have: (1, "kg"), expected: .covered),
        .init(need: (500, "ml"), key: "stock", have: (1, "l"), expected: .covered),
        .init(need: (2, "cups"), key: "milk", have: (250, "ml"), expected: .short(buy: Rational(2) - Rational(250) / Unit.cup.baseFactor!, unit: "cups")),
        .init(need: (3, nil), key: "onion", have: (2, nil), expected: .short(buy: 1, unit: nil)),
        .init(need: (2, nil), key: "onion", have: (2, nil), expected: .covered),
        .init(need: (3, nil), key: "onion", have: (nil, nil), expected: .haveSome),
        .init(need: (200, "g"), key: "onion", have: (2, nil), expected: .haveSome),
        .init(need: (nil, nil), key: "salt", have: (100, "g"), expected: .covered),
        .init(need: (2, "clove"), key: "garlic", have: (5, "cloves"), expected: .covered),
        .init(need: (1, "cup"), key: "rice", have: (500, "g"), expected: .covered),
        .init(need: (3, nil), key: "onion", have: nil, expected: .notHeld),
    ]

    @Test(arguments: coverage)
    func coverageComparesAmountsOfOneDimension(_ c: CoverageCase) {
        let item = c.have.map { PantryItem(name: c.key, quantity: $0.0, unit: $0.1) }
        #expect(PantryCoverage.of(quantity: c.need.0, unit: c.need.1, key: c.key, have: item) == c.expected)
    }

    @Test func shoppingTotalsLoseWhatThePantryHolds() {
        var need = ShoppingAmount()
        need.add(quantity: 700, high: nil, unit: "g")
        guard case .rest(let rest) = PantryCoverage.remaining(need, key: "rice", have: PantryItem(name: "rice", quantity: 500, unit: "g")) else {
            Issue.record("expected a rest"); return
        }
        #expect(rest.text(preference: .metric) == "200 g")
        #expect(PantryCoverage.remaining(need, key: "rice", have: PantryItem(name: "rice", quantity: 1, unit: "kg")) == .covered)
        #expect(PantryCoverage.remaining(need, key: "rice", have: PantryItem(name: "rice")) == .haveSome)
        #expect(PantryCoverage.remaining(need, key: "rice", have: PantryItem(name: "rice", quantity: 2, unit: "bag")) == .haveSome)
        var onions = ShoppingAmount()
        onions.add(quantity: 3, high: nil, unit: nil)
        guard case .rest(let left) = PantryCoverage.remaining(onions, key: "onion", have: PantryItem(name: "onions", quantity: 2)) else {
            Issue.record("expected a rest"); return
        }
        #expect(left.text(preference: .metric) == "1")
    }

    struct MergeCase: Sendable, CustomStringConvertible {
        var existing: (Rational?, String?)
        var added: (Rational?, String?)
        var expected: (Rational?, String?)?
        var description: String { "\(existing) + \(added)" }
    }

    static let merges: [MergeCase] = [
        .init(existing: (500, "g"), added: (1, "kg"), expected: (1500, "g")),
        .init(existing: (1, "l"), added: (250, "ml"), expected: (Rational(5, 4), "l")),
        .init(existing: (2, nil), added: (3, nil), expected: (5, nil)),
        .init(existing: (nil, nil), added: (2, nil), expected: (2, nil)),
        .init(existing: (2, nil), added: (nil, nil), expected: (2, nil)),
        .init(existing: (500, "g"), added: (2, "bag"), expected: nil),
    ]

    @Test(arguments: merges)
    func addingTheSameFoodMergesWhenUnitsAgree(_ c: MergeCase) {
        let merged = PantryStock.merge(PantryItem(name: "rice", quantity: c.added.0, unit: c.added.1),
                                       into: PantryItem(name: "rice", quantity: c.existing.0, unit: c.existing.1))
        #expect(merged?.quantity == c.expected?.0)
        #expect(merged?.unit == c.expected?.1)
        #expect((merged == nil) == (c.expected == nil))
    }

    @Test func cookingTakesAmountsOutNeverBelowZero() {
        let recipe = Recipe(title: "Pilaf", servings: 2, ingredients: [
            Ingredient(quantity: 200, unit: "g", name: "rice"),
            Ingredient(quantity: 3, name: "onions"),
            Ingredient(quantity: 1, unit: "tsp", name: "cumin"),
            Ingredient(name: "salt"),
        ])
        let items = [
            PantryItem(id: 1, name: "rice", quantity: 1, unit: "kg"),
            PantryItem(id: 2, name: "onion", quantity: 2),
            PantryItem(id: 3, name: "cumin"),
        ]
        let changes = PantryStock.changesForCooking(recipe, servings: 4, from: items)
        #expect(changes.count == 2)
        #expect(changes[0].after?.quantity == Rational(3, 5) && changes[0].after?.unit == "kg")
        #expect(changes[1].before?.id == 2 && changes[1].after == nil)
        #expect(changes[1].reversed.after == items[1])
    }

    @Test(arguments: [
        (-2, "expired 2 days ago", false), (-1, "expired yesterday", false), (0, "use today", true),
        (2, "2 days left", true), (3, "3 days left", true), (4, nil, false),
    ] as [(Int, String?, Bool)])
    func datesAreMarkedWhenPastOrNear(_ offset: Int, _ text: String?, _ near: Bool) {
        let today = PlanDay(year: 2026, month: 11, day: 23)!
        let mark = PantryDateMark(bestBefore: today.adding(days: offset), today: today)
        #expect(mark.text == text)
        #expect(mark.isNear == near)
    }

    @Test func locationsAreFridgeFreezerCupboardOrAnAisle() {
        #expect(PantryLocation.normalised("Fridge") == "fridge")
        #expect(PantryLocation.normalised("dairy") == "dairy & eggs")
        #expect(PantryLocation.normalised("moon") == nil)
    }
}
